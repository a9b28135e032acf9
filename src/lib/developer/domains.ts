// White-label domains (spec 000 §1, 001 "Developer and domains"): the visiting domain's profile
// decides the branding; the default domain is used in the links the platform sends and cannot
// be deleted (the real product's rule).
import type { Domain, DomainProfile } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { DEVELOPER_MESSAGES } from './messages';
import { normalizeDomain } from './net';

export function domainProblem(raw: string, existing: readonly Domain[] = []): string | null {
  if (!raw.trim()) return DEVELOPER_MESSAGES.required;
  const domain = normalizeDomain(raw);
  if (!domain) return DEVELOPER_MESSAGES.domain;
  if (existing.some((d) => d.domain.toLowerCase() === domain)) return DEVELOPER_MESSAGES.duplicateDomain;
  return null;
}

/** The default first, then by name. */
export const sortDomains = (domains: readonly Domain[]): Domain[] =>
  [...domains].sort((a, b) => Number(!!b.default) - Number(!!a.default) || a.domain.localeCompare(b.domain));

/** Marks `domain` default and every other one not (what a successful "make default" means). */
export const withDefault = (domains: readonly Domain[], domain: string): Domain[] =>
  domains.map((d) => ({ ...d, default: d.domain === domain }));

export const canDeleteDomain = (domain: Domain): boolean => !domain.default;

/** A lookup's answer: the profile, or "not found" (a failed lookup answers null), or invalid data. */
export type DomainPreview =
  { kind: 'profile'; profile: DomainProfile } | { kind: 'notFound'; text: string } | { kind: 'invalid'; text: string };

export function domainPreviewOf(answer: unknown): DomainPreview {
  if (answer === null || answer === undefined) return { kind: 'notFound', text: DEVELOPER_MESSAGES.domainNotFound };
  const p = answer as Partial<DomainProfile>;
  if (typeof p !== 'object' || typeof p.domain !== 'string' || typeof p.name !== 'string' || !p.name.trim())
    return { kind: 'invalid', text: MESSAGES.invalidDomainData };
  return { kind: 'profile', profile: p as DomainProfile };
}

/** Hex colour as the profile gives it (`#1d4ed8`), or null for anything else (never put into CSS as is). */
export function safeHexColor(raw: unknown): string | null {
  return typeof raw === 'string' && /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(raw) ? raw : null;
}

// Campaigns (spec 000 §4, §5, §9).
import type { CampaignApp } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { defaultLogger, type Logger } from './logger';

export type { CampaignApp };

/** 'Please enter a prompt.' when agentInstructions is empty, else null. */
export function validateCampaignPrompt(campaign: { agentInstructions?: unknown } | null | undefined): string | null {
  const prompt = campaign?.agentInstructions;
  return typeof prompt === 'string' && prompt.trim() !== '' ? null : MESSAGES.missingPrompt;
}

/**
 * Adds an app to a campaign's apps: without appId and version it only logs
 * 'App must have appId and version'; a duplicate appId is ignored.
 */
export function addAppToCampaign<A extends { appId?: unknown; version?: unknown }>(
  apps: readonly A[],
  app: A,
  log: Logger = defaultLogger,
): A[] {
  const hasId = typeof app.appId === 'string' ? app.appId !== '' : typeof app.appId === 'number';
  const hasVersion = typeof app.version === 'string' ? app.version !== '' : typeof app.version === 'number';
  if (!hasId || !hasVersion) {
    log(MESSAGES.appMissingIdOrVersion);
    return [...apps];
  }
  if (apps.some((existing) => existing.appId === app.appId)) return [...apps];
  return [...apps, app];
}

/** The enabledFunctions key of an app: `appId:version`. */
export function enabledFunctionsKey(app: { appId: string; version: string | number }): string {
  return `${app.appId}:${String(app.version)}`;
}

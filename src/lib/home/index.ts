// The home page's rules (issue 28 §3): today's window, the agent's state, this period's usage
// against the plan, the level below an account, and the activity of an account. Pure.
import type { AccountPathType } from '../search/account-path';

/** Today so far in the runtime's zone: local midnight to `now`, epoch seconds. */
export function todaySeconds(now: number): { start: number; end: number } {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return { start: Math.floor(midnight.getTime() / 1000), end: Math.floor(now / 1000) };
}

export type AgentState = 'published' | 'unpublished' | 'unknown';

/** A staged campaign is live as it stands when `published` is true or missing (the spec's
 * default); `published: false` means edits wait to be published. */
export function agentState(campaign: unknown): AgentState {
  if (!campaign || typeof campaign !== 'object') return 'unknown';
  const published = (campaign as { published?: unknown }).published;
  if (published === false) return 'unpublished';
  if (published === true || published === undefined) return 'published';
  return 'unknown';
}

/** What the plan's items count, and how the usage answer names it. */
const USAGE_KEY: Readonly<Record<string, keyof UsageAmounts>> = {
  voice: 'voice',
  advancedVoice: 'advancedVoice',
  'outbound-message': 'outbound',
  'inbound-message': 'inbound',
  number: 'numbers',
  tokens: 'tokens',
};

export interface UsageAmounts {
  readonly voice: number;
  readonly advancedVoice: number;
  readonly outbound: number;
  readonly inbound: number;
  readonly numbers: number;
  readonly tokens: number;
}

export interface PlanItemLike {
  readonly type?: unknown;
  readonly name?: unknown;
  readonly includedQuantity?: unknown;
  readonly pricingTiers?: unknown;
}

export interface Allowance {
  readonly type: string;
  readonly name: string;
  readonly used: number;
  /** The quantity the plan includes; null when it names none (pay as you go). */
  readonly included: number | null;
  /** used ÷ included, 0 when nothing is included. */
  readonly ratio: number;
  readonly over: boolean;
}

const NAMES: Readonly<Record<string, string>> = {
  voice: 'Voice minutes',
  advancedVoice: 'Advanced voice minutes',
  'outbound-message': 'Texts sent',
  'inbound-message': 'Texts received',
  number: 'Phone numbers',
  tokens: 'AI tokens',
};

const finiteNonNegative = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The quantity a plan item includes: its `includedQuantity`, else the top of its free first tier. */
export function includedQuantity(item: PlanItemLike): number | null {
  const included = finiteNonNegative(item.includedQuantity);
  if (included !== null) return included;
  if (!Array.isArray(item.pricingTiers)) return null;
  const free = (item.pricingTiers as unknown[]).find(
    (tier): tier is { price?: unknown; quantityMax?: unknown } =>
      !!tier && typeof tier === 'object' && (tier as { price?: unknown }).price === 0,
  );
  return free ? finiteNonNegative(free.quantityMax) : null;
}

/** One row per counted item of the plan, in the plan's order; items it cannot count are left out. */
export function planAllowances(items: readonly PlanItemLike[] | undefined, used: UsageAmounts): Allowance[] {
  const rows: Allowance[] = [];
  for (const item of items ?? []) {
    if (!item || typeof item.type !== 'string') continue;
    const key = USAGE_KEY[item.type];
    if (!key) continue;
    const amount = Math.max(0, finiteNonNegative(used[key]) ?? 0);
    const included = includedQuantity(item);
    const name = typeof item.name === 'string' && item.name.trim() ? item.name.trim() : (NAMES[item.type] ?? item.type);
    rows.push({
      type: item.type,
      name,
      used: amount,
      included,
      ratio: included ? amount / included : 0,
      over: included !== null && amount > included,
    });
  }
  return rows;
}

/** The level right below an account type, as its section is named; null for an agent. */
export function levelBelow(
  type: AccountPathType,
): { section: 'resellers' | 'organizations' | 'agents'; childType: AccountPathType; label: string } | null {
  if (type === 'partner') return { section: 'resellers', childType: 'reseller', label: 'Resellers' };
  if (type === 'reseller') return { section: 'organizations', childType: 'org', label: 'Organizations' };
  if (type === 'org') return { section: 'agents', childType: 'agent', label: 'Agents' };
  return null;
}

export interface Activity {
  readonly calls: number;
  readonly messages: number;
  readonly minutes: number;
}

/** The calls, messages and minutes of a stats answer, summed over its campaigns. */
export function activityOf(
  stats: readonly { calls?: unknown; messages?: unknown; minutes?: unknown }[] | undefined,
): Activity {
  let calls = 0;
  let messages = 0;
  let minutes = 0;
  for (const s of stats ?? []) {
    calls += finiteNonNegative(s?.calls) ?? 0;
    messages += finiteNonNegative(s?.messages) ?? 0;
    minutes += finiteNonNegative(s?.minutes) ?? 0;
  }
  return { calls, messages, minutes };
}

/** "1 call", "214 calls". */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Every overlay screen of spec 000 §2.2, opened by a query-string flag of the same name. */
export const OVERLAY_NAMES = [
  'accountSearch',
  'addCustomNumber',
  'addFunds',
  'agentInfo',
  'balances',
  'billing',
  'callVerify',
  'call',
  'calling',
  'chat',
  'checkout',
  'contacts',
  'callTranscript',
  'createContact',
  'createAgentAccount',
  'createOrgAccount',
  'createResellerAccount',
  'createTask',
  'createWebhook',
  'editTask',
  'taskSettings',
  'uploadTaskList',
  'debug',
  'docsPage',
  'deleteAgent',
  'deleteContact',
  'deleteOrganization',
  'editAgent',
  'editContact',
  'editPlan',
  'editPage',
  'agentSettings',
  'editPageProfile',
  'editSocial',
  'integrations',
  'editAvatar',
  'editEmail',
  'editFullName',
  'editUserAccount',
  'editSlug',
  'editMetric',
  'editDashboard',
  'form',
  'forwardingInstructions',
  'help',
  'legacyLogin',
  'info',
  'install',
  'members',
  'memberInvite',
  'memberDelete',
  'mobile',
  'number',
  'onboard',
  'orgAdmin',
  'orgTakeover',
  'orgInfo',
  'partnerInfo',
  'partnerTakeover',
  'planOffered',
  'planDetails',
  'premium',
  'previewContact',
  'createTemplate',
  'renameTemplate',
  'requestAccess',
  'resellerPreview',
  'resellerTakeover',
  'resellerInfo',
  'schedule',
  'search',
  'settings',
  'selectNumber',
  'selectPlan',
  'upgrade',
  'setupAgent',
  'shareProfile',
  'subscription',
  'compareChanges',
  'saveConflict',
  'testAgent',
  'transactions',
  'wallet',
  'withdraw',
  'reporting',
  'logFilterBuilder',
  'editConvoColumns',
  'viewAs',
] as const;

export type OverlayName = (typeof OVERLAY_NAMES)[number];

const OVERLAY_SET: ReadonlySet<string> = new Set(OVERLAY_NAMES);
export const isOverlayName = (name: string): name is OverlayName => OVERLAY_SET.has(name);

/** A flag counts as set unless its value is empty, 'false' or '0'. */
export function isFlagSet(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  const s = String(value).trim().toLowerCase();
  return s !== '' && s !== 'false' && s !== '0';
}

/**
 * The open overlays, bottom to top: the set flags among the search keys, in URL order.
 * Names outside the registry are ignored; an `allowed` list (an account's restriction)
 * further limits which may open. A `search` that is not an object counts as `{}`; an `allowed`
 * that is not an array means no restriction.
 */
export function overlayStack(
  search: Readonly<Record<string, unknown>> | null | undefined,
  allowed?: readonly string[] | null,
): OverlayName[] {
  const allow = Array.isArray(allowed) ? new Set<unknown>(allowed) : null;
  const stack: OverlayName[] = [];
  const entries = typeof search === 'object' && search !== null ? Object.entries(search) : [];
  for (const [key, value] of entries) {
    if (isOverlayName(key) && isFlagSet(value) && (!allow || allow.has(key))) stack.push(key);
  }
  return stack;
}

/** Search params with `name` opened on top of the stack (re-opening moves it to the top). */
export function openOverlay<T extends object>(search: T, name: OverlayName, value: unknown = true): T {
  const rest = { ...search } as Record<string, unknown>;
  delete rest[name];
  return { ...rest, [name]: value } as T;
}

/** Search params with `name` closed. */
export function closeOverlay<T extends object>(search: T, name: OverlayName): T {
  const rest = { ...search } as Record<string, unknown>;
  delete rest[name];
  return rest as T;
}

/** The account's allowed overlay list (`settings.allowedOverlays`), or null when it has none.
 * Anything but an array of text counts as no restriction; unknown names are dropped. */
export function allowedOverlaysOf(settings: unknown): OverlayName[] | null {
  if (!settings || typeof settings !== 'object') return null;
  const list: unknown = Object.prototype.hasOwnProperty.call(settings, 'allowedOverlays')
    ? (settings as Record<string, unknown>).allowedOverlays
    : undefined;
  if (!Array.isArray(list)) return null;
  return list.filter((n): n is OverlayName => typeof n === 'string' && isOverlayName(n));
}

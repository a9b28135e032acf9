// Business constants and limits (spec 000 §9, with the matching call defaults of doc 001 §9).
// One module: other code imports these instead of repeating the numbers.

// ---- Paging ----
/** Conversation and agent-account page size; total pages = ceil(totalRooms / 20). */
export const CONVERSATION_PAGE_SIZE = 20;
export const AGENT_ACCOUNT_PAGE_SIZE = 20;
export const ORG_ACCOUNT_PAGE_SIZE = 20;
/** Generic page size used when counting pages. */
export const PAGE_SIZE = 20;
export const FIRST_PAGE = 0;
export const TASK_PAGE_SIZE = 10;
export const TASK_SORT_FIELD = 'createdAt';
export const TASK_SORT_ORDER = 'desc';

// ---- Caches and lists ----
/** Conversations kept in the local cache per account and tab. */
export const CONVERSATION_CACHE_LIMIT = 100;
/** Agent accounts shown in the favorites list. */
export const FAVORITES_LIMIT = 5;

// ---- Timing (milliseconds unless named otherwise) ----
export const CAMPAIGN_AUTOSAVE_DELAY_MS = 1500;
export const PUBLISH_WAIT_BEFORE_MS = 1500;
export const PUBLISH_WAIT_AFTER_MS = 200;
export const ONBOARDING_SAVE_DEBOUNCE_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 500;

// ---- Verification ----
export const VERIFICATION_CODE_LENGTH = 6;

// ---- Wallet and exchange rates ----
export const WALLET_DEFAULT_UNIT = 'USD';
export const CHECKOUT_CURRENCY = 'usd';
export const EXCHANGE_RATE_CACHE_SECONDS = 900;
/** Fallback exchange rate: USD per sat. */
export const FALLBACK_USD_PER_SAT = 0.00043;

// ---- Logs ----
/** Default log window: the last 30 days. */
export const DEFAULT_LOG_WINDOW_SECONDS = 2_592_000;
/** Default log columns: the first 10 available. */
export const DEFAULT_LOG_COLUMN_COUNT = 10;

// ---- Usage ----
export const USAGE_FREQUENCY = 'day';
/** The current billing period's usage timeseries is zero-filled for this many days. */
export const USAGE_ZERO_FILL_DAYS = 30;

// ---- Walkthrough and legacy accounts ----
export const WALKTHROUGH_VERSION = 1;
/** Accounts whose timestamp (epoch seconds) is before this are legacy accounts. */
export const LEGACY_ACCOUNT_CUTOFF = 1_692_075_600;

// ---- Toasts ----
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 1000;
/** Error toasts stay long enough to read (the spec's 1000 ms applies to the other toasts). */
export const ERROR_TOAST_DURATION_MS = 5000;
export const TOAST_PLACEMENT = 'bottom' as const;

// ---- Layout ----
/** The spec's breakpoints in px (under 550, then 768, 1024, 1280, 1536, 1836), named as the theme
 * names them, so `md` means 768 px both here and in a Chakra responsive prop (`{ base, md }`). */
export const BREAKPOINTS_PX = { sm: 550, md: 768, lg: 1024, xl: 1280, '2xl': 1536, '3xl': 1836 } as const;
export const NEAR_BOTTOM_SCROLL_THRESHOLD_PX = 400;

// ---- Local storage keys (what local storage holds) ----
// One list, kept with the defensive storage helpers.
export { STORAGE_KEYS } from './storage';

// ---- Fixed account ids ----
// The spec names these ids but does not give their values. The values below are PLACEHOLDERS,
// clearly fake, to be replaced by the real ids from configuration.

/** Designated test accounts (spec §6): limited flag set. Placeholder ids. */
export const TEST_ACCOUNT_IDS: readonly string[] = ['placeholder-test-account-1', 'placeholder-test-account-2'];
/** The one account for which SMS and embeds are forced on (spec §6). Placeholder id. */
export const SMS_AND_EMBEDS_FORCED_ACCOUNT_ID = 'placeholder-sms-embeds-forced-account';
/** The default agent voice id exists, its value is not shown (spec §9). Placeholder. */
export const DEFAULT_AGENT_VOICE_ID = 'placeholder-default-voice';

// ---- Dashboard metrics ----
/** Per-metric default date filter: a moving window over the last 30 days. */
export const DEFAULT_METRIC_DATE_FILTER = { type: 'moving', lastN: 30, unit: 'days' } as const;
/** Per-metric default formula. */
export const DEFAULT_METRIC_FORMULA = '1';
// The eight default dashboard metrics are in formula/default-metrics.ts: they are typed by the
// formula module, and this module imports nothing (so nothing can form a cycle through it).
/** The external page where a user books a call with an expert (onboarding's SCHEDULE_CALL step,
 * spec §2.4); its address is not shown in the spec. Placeholder. */
export const EXPERT_BOOKING_URL = 'https://vida.io/book-a-call';

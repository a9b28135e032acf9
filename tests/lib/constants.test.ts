import { describe, it, expect } from 'vitest';
import * as C from '@/lib/constants';

describe('business constants (spec §9)', () => {
  it.each([
    ['CONVERSATION_PAGE_SIZE', 20],
    ['AGENT_ACCOUNT_PAGE_SIZE', 20],
    ['ORG_ACCOUNT_PAGE_SIZE', 20],
    ['TASK_PAGE_SIZE', 10],
    ['TASK_SORT_FIELD', 'createdAt'],
    ['TASK_SORT_ORDER', 'desc'],
    ['CONVERSATION_CACHE_LIMIT', 100],
    ['FAVORITES_LIMIT', 5],
    ['CAMPAIGN_AUTOSAVE_DELAY_MS', 1500],
    ['PUBLISH_WAIT_BEFORE_MS', 1500],
    ['PUBLISH_WAIT_AFTER_MS', 200],
    ['ONBOARDING_SAVE_DEBOUNCE_MS', 1000],
    ['SEARCH_DEBOUNCE_MS', 500],
    ['VERIFICATION_CODE_LENGTH', 6],
    ['WALLET_DEFAULT_UNIT', 'USD'],
    ['CHECKOUT_CURRENCY', 'usd'],
    ['EXCHANGE_RATE_CACHE_SECONDS', 900],
    ['FALLBACK_USD_PER_SAT', 0.00043],
    ['DEFAULT_LOG_WINDOW_SECONDS', 2_592_000],
    ['DEFAULT_LOG_COLUMN_COUNT', 10],
    ['WALKTHROUGH_VERSION', 1],
    ['LEGACY_ACCOUNT_CUTOFF', 1_692_075_600],
    ['TOAST_LIMIT', 1],
    ['TOAST_DURATION_MS', 1000],
    ['TOAST_PLACEMENT', 'bottom'],
    ['TOAST_LIBRARY_DEFAULT_DURATION_MS', 5000],
    ['NEAR_BOTTOM_SCROLL_THRESHOLD_PX', 400],
    ['USAGE_ZERO_FILL_DAYS', 30],
    ['DEFAULT_METRIC_FORMULA', '1'],
  ] as const)('%s = %j', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('breakpoints, storage keys and the default window', () => {
    expect(Object.values(C.BREAKPOINTS)).toEqual([550, 768, 1024, 1280, 1536, 1836]);
    expect(Object.keys(C.STORAGE_KEYS)).toEqual([
      'user',
      'org',
      'agent',
      'reseller',
      'token',
      'id',
      'viewingAs',
      'theme',
      'onboarding',
      'inboxCache',
      'adminToken',
      'mobileApp',
      'genericApp',
    ]);
    expect(C.DEFAULT_LOG_WINDOW_SECONDS).toBe(30 * 86_400);
    expect(C.DEFAULT_METRIC_DATE_FILTER).toEqual({ type: 'moving', lastN: 30, unit: 'days' });
    expect(C.DEFAULT_METRICS).toHaveLength(8);
  });
});

import { defineOverlay, type AnyOverlayDefinition, type OverlayFlagValue } from '@/overlays';
import { phoneDigits } from '@/lib/numbers';

// The manifest loads with the app: its API module is imported only when a prefetch runs.
const api = () => import('./api');

/** `?selectNumber=4002`: the agent account to give a number to; a bare flag is the acting account. */
const accountIdOf = (raw: OverlayFlagValue): number | null =>
  raw !== true && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** `?number=14155550142` / `?callVerify=…`: a number's digits, or null for the agent's own. */
const numberOf = (raw: OverlayFlagValue): string | null => {
  if (raw === true) return null;
  const digits = phoneDigits(raw);
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
};

/** The numbers overlays (spec 000 §2.2). */
export const numberOverlays: readonly AnyOverlayDefinition[] = [
  defineOverlay({
    name: 'selectNumber',
    title: 'Choose a phone number',
    load: () => import('./select-number-overlay'),
    parseValue: accountIdOf,
  }),
  defineOverlay({
    name: 'number',
    title: 'Phone number',
    load: () => import('./number-overlay'),
    parseValue: numberOf,
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).numbersAccountQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'addCustomNumber',
    title: 'Bring your own number',
    load: () => import('./add-custom-number-overlay'),
  }),
  defineOverlay({
    name: 'callVerify',
    title: 'Verify your number',
    load: () => import('./call-verify-overlay'),
    parseValue: numberOf,
  }),
  defineOverlay({
    name: 'requestAccess',
    title: 'Text messaging access',
    load: () => import('./request-access-overlay'),
    prefetch: async (queryClient, _value, acting) =>
      queryClient.prefetchQuery((await api()).numbersAccountQueryOptions(acting.targetAccountId)),
  }),
  defineOverlay({
    name: 'install',
    title: 'Install your agent',
    load: () => import('./install-overlay'),
  }),
];

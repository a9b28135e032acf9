// Amounts typed into the wallet's forms (spec 000 §5: payment and payout amounts are sent as
// floating-point numbers). A typed amount is checked here before anything is sent: a number, above
// zero, no more decimals than its unit has, at most the contract's maximum, and — for money going
// out — at most the balance.
import * as MESSAGES from '../message-catalogue';

/** The units an amount is typed in: US dollars (cents) or satoshis (whole). */
export type AmountUnit = 'USD' | 'SATS';

/** How many decimals each unit has. */
export const UNIT_DECIMALS: Readonly<Record<AmountUnit, number>> = { USD: 2, SATS: 0 };

/** The contract's largest payment or payout amount. */
export const MAX_AMOUNT = 1_000_000;

export const AMOUNT_MESSAGES = {
  notANumber: 'Enter the amount as a number, like 25 or 12.50.',
  notPositive: 'Enter an amount above 0.',
  tooManyUsdDecimals: 'US dollar amounts have at most 2 decimals (cents).',
  notWholeSats: 'Enter a whole number of sats.',
  tooLarge: `Enter at most ${MAX_AMOUNT.toLocaleString('en-US')}.`,
} as const;

/** 'The amount is more than your balance of $12.50.' */
export const overBalanceMessage = (balanceUsd: number) =>
  `The amount is more than your balance of ${formatUsd(balanceUsd)}.`;

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const satsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$1,234.50' */
export const formatUsd = (usd: number) => usdFormat.format(usd);
/** '27,454 sats' */
export const formatSats = (sats: number) => `${satsFormat.format(Math.round(sats))} sats`;
/** An amount in its unit: '$25.00' or '27,454 sats'. */
export const formatAmount = (amount: number, unit: AmountUnit) =>
  unit === 'USD' ? formatUsd(amount) : formatSats(amount);

export type AmountCheck = { ok: true; value: number } | { ok: false; message: string };

export interface AmountRules {
  unit: AmountUnit;
  /** For money going out: the balance in USD the amount (in USD) may not exceed. */
  maxUsd?: number;
}

const NUMBER_TEXT = /^\d+(?:\.(\d*))?$|^\.(\d+)$/;

/**
 * Reads a typed amount: '25', '12.50', ' 1,000.5 ' (thousands commas allowed). Answers the number
 * to send, or the sentence that says what is wrong.
 */
export function checkAmount(raw: string, rules: AmountRules): AmountCheck {
  const text = raw.trim().replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (text === '') return { ok: false, message: MESSAGES.fieldRequired };
  if (text.startsWith('-')) return { ok: false, message: AMOUNT_MESSAGES.notPositive };
  const match = NUMBER_TEXT.exec(text);
  if (!match) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  const decimals = (match[1] ?? match[2] ?? '').length;
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, message: AMOUNT_MESSAGES.notANumber };
  if (value <= 0) return { ok: false, message: AMOUNT_MESSAGES.notPositive };
  if (decimals > UNIT_DECIMALS[rules.unit])
    return {
      ok: false,
      message: rules.unit === 'USD' ? AMOUNT_MESSAGES.tooManyUsdDecimals : AMOUNT_MESSAGES.notWholeSats,
    };
  if (value > MAX_AMOUNT) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  if (rules.maxUsd !== undefined && value > rules.maxUsd + 1e-9)
    return { ok: false, message: overBalanceMessage(rules.maxUsd) };
  return { ok: true, value };
}

/** The number to send for an amount the form has already checked. */
export function amountValue(raw: string, rules: AmountRules): number {
  const result = checkAmount(raw, rules);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

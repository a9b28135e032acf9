// Recent wallet transactions: their kinds and states as words, and sorting for the table.
import type { Transaction } from '@/api/generated/model';

const KIND_LABELS: Readonly<Record<string, string>> = {
  deposit: 'Top-up',
  withdrawal: 'Withdrawal',
  payout: 'Payout',
  reward: 'Reward',
  refund: 'Refund',
  charge: 'Charge',
};

/** 'deposit' → 'Top-up'; an unknown kind is shown as the server wrote it, capitalised. */
export function transactionKind(type: string): string {
  return KIND_LABELS[type] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Other');
}

/** 'completed' → 'Completed'; no status reads 'Completed' (the server omits it for settled ones). */
export function transactionState(status: string | undefined): string {
  const s = (status ?? 'completed').trim() || 'completed';
  return s.charAt(0).toUpperCase() + s.slice(1).replace(/[_-]+/g, ' ');
}

export type TransactionSortKey = 'timestamp' | 'type' | 'amountUsd' | 'status';

/** The transactions sorted by a column (stable; ties keep the server's newest-first order). */
export function sortTransactions(
  list: readonly Transaction[],
  key: TransactionSortKey,
  direction: 'asc' | 'desc',
): Transaction[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (t: Transaction): string | number =>
    key === 'type' ? transactionKind(t.type) : key === 'status' ? transactionState(t.status) : t[key];
  return list
    .map((t, i) => ({ t, i }))
    .sort((a, b) => {
      const x = value(a.t);
      const y = value(b.t);
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return c === 0 ? a.i - b.i : sign * c;
    })
    .map(({ t }) => t);
}

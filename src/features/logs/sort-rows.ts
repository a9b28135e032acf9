import type { SortingState } from '@tanstack/react-table';
import type { LogRow } from '@/api/generated/model';
import { cellSortKey, columnKind, compareSortKeys, type AgentNames } from '@/lib/logs';

/** The rows in the table's sort order (for the export of the rows on screen). */
export function sortRows(rows: readonly LogRow[], sorting: SortingState, agentNames?: AgentNames): readonly LogRow[] {
  const first = sorting[0];
  if (!first) return rows;
  const kind = columnKind(first.id, rows as readonly Record<string, unknown>[]);
  const keyed = rows.map((row) => ({ row, key: cellSortKey(kind, row, first.id, agentNames) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return compareSortKeys(a.key, b.key);
    const order = compareSortKeys(a.key, b.key);
    return first.desc ? -order : order;
  });
  return keyed.map((entry) => entry.row);
}

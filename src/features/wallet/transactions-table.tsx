import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { Badge, Box, Text } from '@chakra-ui/react';
import { format, fromUnixTime } from 'date-fns';
import type { Transaction } from '@/api/generated/model';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/query-state';
import { formatSats, formatUsd, transactionKind, transactionState } from '@/lib/wallet';

const col = createColumnHelper<Transaction>();

/** Columns a phone leaves out so the amount stays in view: the date cell then carries the
 * description and the amount cell the state. */
const PHONE_HIDDEN: ReadonlySet<string> = new Set(['type', 'description', 'status']);

function StateBadge({ state }: { state: string }) {
  return <Badge colorPalette={state === 'Completed' ? 'green' : state === 'Failed' ? 'red' : 'gray'}>{state}</Badge>;
}

const columns = [
  col.accessor('timestamp', {
    header: 'Date',
    cell: (c) => (
      <>
        <time dateTime={fromUnixTime(c.getValue()).toISOString()}>
          {format(fromUnixTime(c.getValue()), 'MMM d, yyyy HH:mm')}
        </time>
        <Text
          as="span"
          display="block"
          fontSize="xs"
          color="fg.muted"
          whiteSpace="normal"
          overflowWrap="anywhere"
          hideFrom="sm"
        >
          {c.row.original.description ?? transactionKind(c.row.original.type)}
        </Text>
      </>
    ),
  }),
  col.accessor((t) => transactionKind(t.type), { id: 'type', header: 'Kind' }),
  col.accessor('description', { header: 'Description', enableSorting: false, cell: (c) => c.getValue() ?? '—' }),
  col.accessor('amountUsd', {
    header: 'Amount',
    cell: (c) => {
      const t = c.row.original;
      return (
        <Box textAlign="end" fontVariantNumeric="tabular-nums">
          {/* The palettes' text shades (700 in light, 300 in dark): fg.error and fg.success are too
              light on white for body text (WCAG AA 4.5:1). */}
          <Text as="span" color={t.amountUsd < 0 ? 'red.fg' : 'green.fg'}>
            {t.amountUsd > 0 ? '+' : ''}
            {formatUsd(t.amountUsd)}
          </Text>
          {typeof t.amountSats === 'number' ? (
            <Text as="span" display="block" fontSize="xs" color="fg.muted">
              {formatSats(t.amountSats)}
            </Text>
          ) : null}
          <Box hideFrom="sm" mt="1">
            <StateBadge state={transactionState(t.status)} />
          </Box>
        </Box>
      );
    },
  }),
  col.accessor((t) => transactionState(t.status), {
    id: 'status',
    header: 'State',
    cell: (c) => <StateBadge state={c.getValue()} />,
  }),
];

/** Recent transactions as a table sortable by date, kind, amount and state (newest first). */
export function TransactionsTable({
  transactions,
  caption,
}: {
  transactions: readonly Transaction[];
  caption: string;
}) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'timestamp', desc: true }]);
  const data = useMemo(() => [...transactions], [transactions]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's functions are not memoisable
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    // A header's first press sorts ascending, whatever the column holds (the WAI-ARIA sortable
    // table pattern); TanStack would otherwise start numbers (the amount) descending.
    sortDescFirst: false,
    getRowId: (t) => t.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  if (transactions.length === 0)
    return <EmptyState title="No transactions yet" description="Top-ups, payouts and rewards will be listed here." />;
  return (
    <DataTable
      table={table}
      label={caption}
      frameProps={{ maxH: 'xl' }}
      tableProps={{ stickyHeader: true }}
      columnProps={(id) => ({
        hideBelow: PHONE_HIDDEN.has(id) ? 'sm' : undefined,
        textAlign: id === 'amountUsd' ? 'end' : undefined,
      })}
    />
  );
}

import { memo, useMemo, useRef } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { SortingState } from '@tanstack/react-table';
import type { LogRow } from '@/api/generated/model';
import { cellText, columnKind, columnTitle, type AgentNames, type CellKind } from '@/lib/logs';
import { sortRows } from './sort-rows';

/** A first guess of a card's height; each card is measured once rendered. */
const CARD_ESTIMATE = 148;

interface CardColumn {
  field: string;
  title: string;
  kind: CellKind;
}

const Card = memo(function Card({
  row,
  index,
  start,
  setSize,
  columns,
  agentNames,
  onOpen,
  measure,
}: {
  row: LogRow;
  index: number;
  start: number;
  setSize: number;
  columns: readonly CardColumn[];
  agentNames: AgentNames | undefined;
  onOpen: (row: LogRow) => void;
  measure: (el: HTMLElement | null) => void;
}) {
  // The date leads the card when it is among the columns; the others follow in their order.
  const lead = columns.find((c) => c.kind === 'date') ?? columns[0];
  const first = lead;
  const rest = columns.filter((c) => c !== lead);
  return (
    <li
      ref={measure}
      data-index={index}
      className="logs-card-item"
      style={{ transform: `translateY(${start}px)` }}
      aria-posinset={index + 1}
      aria-setsize={setSize}
    >
      <button type="button" className="logs-card" onClick={() => onOpen(row)}>
        {first ? (
          <span className="logs-card-title">
            <span className="logs-card-label">{first.title}</span> {cellText(first.kind, row, first.field, agentNames)}
          </span>
        ) : null}
        <span className="logs-card-grid">
          {rest.map((column) => (
            <span key={column.field} className="logs-card-pair" data-kind={column.kind}>
              <span className="logs-card-label">{column.title}</span>
              <span className="logs-card-value">{cellText(column.kind, row, column.field, agentNames) || '—'}</span>
            </span>
          ))}
        </span>
      </button>
    </li>
  );
});

/**
 * The logs on a phone (under 768 px): the same rows and columns as the table, one card per
 * conversation (no sideways scrolling), virtualised like the table; a card opens the
 * conversation. The rows keep the table's sort order.
 */
export function LogsCards({
  rows,
  columns,
  sorting,
  onOpenRow,
  label,
  totalRows,
  agentNames,
}: {
  rows: readonly LogRow[];
  columns: readonly string[];
  sorting: SortingState;
  onOpenRow: (row: LogRow) => void;
  label: string;
  totalRows?: number;
  agentNames?: AgentNames;
}) {
  const hasRows = rows.length > 0;
  const cardColumns = useMemo(
    () =>
      columns.map((field) => ({
        field,
        title: columnTitle(field),
        kind: columnKind(field, rows as readonly Record<string, unknown>[]),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kinds come from the first rows only
    [columns, hasRows],
  );
  const ordered = useMemo(() => sortRows(rows, sorting, agentNames), [rows, sorting, agentNames]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are not memoisable
  const virtualizer = useVirtualizer({
    count: ordered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 4,
  });
  const css = useMemo(
    () => ({
      '& .logs-card-item': { position: 'absolute', top: 0, left: 0, width: '100%', padding: '0 0 8px' },
      '& .logs-card': {
        display: 'flex',
        flexDirection: 'column',
        gap: '8px',
        width: '100%',
        textAlign: 'start',
        padding: '12px',
        border: '1px solid var(--chakra-colors-border)',
        borderRadius: 'var(--chakra-radii-l2)',
        background: 'var(--chakra-colors-bg-panel)',
        cursor: 'pointer',
        fontSize: 'var(--chakra-font-sizes-sm)',
      },
      '& .logs-card:focus-visible': { outline: '2px solid var(--chakra-colors-blue-solid)', outlineOffset: '2px' },
      '& .logs-card-title': { fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
      '& .logs-card-title .logs-card-label': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
      },
      '& .logs-card-grid': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '6px 12px' },
      '& .logs-card-pair': { display: 'flex', flexDirection: 'column', minWidth: 0 },
      '& .logs-card-label': { fontSize: 'var(--chakra-font-sizes-xs)', color: 'var(--chakra-colors-fg-muted)' },
      '& .logs-card-value': {
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      },
    }),
    [],
  );
  return (
    <Box ref={scrollRef} data-testid="logs-cards" overflow="auto" h="full" css={css}>
      <chakra.ul
        aria-label={label}
        listStyleType="none"
        position="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = ordered[item.index];
          if (!row) return null;
          return (
            <Card
              key={item.key}
              row={row}
              index={item.index}
              start={item.start}
              setSize={totalRows ?? ordered.length}
              columns={cardColumns}
              agentNames={agentNames}
              onOpen={onOpenRow}
              measure={virtualizer.measureElement}
            />
          );
        })}
      </chakra.ul>
    </Box>
  );
}

import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Box, chakra } from '@chakra-ui/react';
import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LogRow } from '@/api/generated/model';
import {
  cellSortKey,
  cellText,
  columnKind,
  columnTitle,
  compareSortKeys,
  type AgentNames,
  type CellKind,
} from '@/lib/logs';

export const LOG_ROW_HEIGHT = 44;

/**
 * Column widths in px by kind: the width a column takes when there is room (`pref`, extra room
 * is shared in the same proportion) and the least it shrinks to (`min`) before the table scrolls
 * sideways. A text longer than its cell ends in an ellipsis, whole in the cell's title. At 1280 px
 * the content area is about 928 px: the spec's first 10 columns fit (their minimums add up to
 * 896 px, room left for the scroll bar).
 */
export const WIDTHS: Record<CellKind, { pref: number; min: number }> = {
  // Dates and phone numbers keep room for their whole display form ('Nov 20, 2025, 10:41 PM'
  // takes 151 px and the padding 16); names and other texts give way first. Duration and
  // Transferred keep room for their titles.
  date: { pref: 192, min: 168 },
  duration: { pref: 96, min: 56 },
  direction: { pref: 96, min: 80 },
  phone: { pref: 148, min: 136 },
  transfer: { pref: 128, min: 72 },
  integer: { pref: 96, min: 64 },
  agent: { pref: 168, min: 64 },
  text: { pref: 168, min: 64 },
};

interface ColumnMeta {
  kind: CellKind;
}

export interface LogsTableProps {
  rows: readonly LogRow[];
  /** Field names, in display order. */
  columns: readonly string[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onOpenRow: (row: LogRow) => void;
  /** Accessible name of the table. */
  label: string;
  /** Total rows when more are still loading (for aria-rowcount). */
  totalRows?: number;
  /** Names of the agents by id, for the Agent column (see agentName). */
  agentNames?: AgentNames;
}

function buildColumns(
  fields: readonly string[],
  rows: readonly LogRow[],
  agentNames: AgentNames | undefined,
): ColumnDef<LogRow, unknown>[] {
  return fields.map((field) => {
    const kind = columnKind(field, rows as readonly Record<string, unknown>[]);
    const meta: ColumnMeta = { kind };
    return {
      id: field,
      header: columnTitle(field),
      // The sort key; missing values are undefined so they always sort last.
      accessorFn: (row: LogRow) => cellSortKey(kind, row, field, agentNames) ?? undefined,
      sortUndefined: 'last',
      sortingFn: (a: Row<LogRow>, b: Row<LogRow>, id: string) =>
        compareSortKeys(a.getValue<number | string>(id), b.getValue<number | string>(id)),
      sortDescFirst: kind === 'date' || kind === 'duration' || kind === 'integer',
      meta,
    } satisfies ColumnDef<LogRow, unknown>;
  });
}

const metaOf = (meta: unknown): ColumnMeta => meta as ColumnMeta;

/** One rule per column (flexible width; numbers aligned to the end; tabular digits) for its
 * header and body cells alike, built once per column set, so the cells of a new row carry no
 * inline style. */
function columnRules(kinds: readonly CellKind[]): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  kinds.forEach((kind, i) => {
    const { pref, min } = WIDTHS[kind];
    const rule: Record<string, string> = { flex: `${pref} 1 ${pref}px`, minWidth: `${min}px` };
    if (kind === 'duration' || kind === 'integer') rule.textAlign = 'end';
    if (kind === 'duration' || kind === 'integer' || kind === 'phone' || kind === 'date')
      rule.fontVariantNumeric = 'tabular-nums';
    rules[`& .logs-row > :nth-child(${i + 1}), & .logs-head-row > :nth-child(${i + 1})`] = rule;
  });
  return rules;
}

/** Gives a cell under the pointer its whole text as its title (a text the cell cuts short shows
 * whole in the tooltip). Set on hover rather than on every cell, so scrolling writes no
 * attribute (each one is a style invalidation). */
function showTitle(event: MouseEvent<HTMLDivElement>) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('.logs-cell');
  const text = cell?.textContent ?? '';
  if (cell && cell.title !== text) cell.title = text;
}

/** One row: plain elements, positioned by one inline transform (no per-cell CSS-in-JS), so a frame of
 * scrolling renders only a few dozen cheap nodes. Text is rendered as text, never HTML. */
const TableRow = memo(function TableRow({
  row,
  cells,
  start,
  index,
  active,
  fields,
  onOpen,
  onFocusRow,
}: {
  row: LogRow;
  /** The row's cell texts, formatted once per row and column set (see VirtualBody's texts). */
  cells: readonly string[];
  start: number;
  index: number;
  active: boolean;
  fields: readonly string[];
  onOpen: (row: LogRow) => void;
  onFocusRow: (index: number) => void;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      tabIndex={active ? 0 : -1}
      className="logs-row"
      style={{ transform: `translateY(${start}px)` }}
      onClick={() => {
        onFocusRow(index);
        onOpen(row);
      }}
      onFocus={() => onFocusRow(index)}
    >
      {fields.map((field, i) => (
        // Widths and alignment come from per-column rules (see columnRules), so a new row sets no
        // inline style and no attribute per cell (the title comes on hover, see showTitle).
        <div role="cell" key={field} className="logs-cell">
          {cells[i]}
        </div>
      ))}
    </div>
  );
});

/**
 * The rows: the virtualiser lives here, so a scroll frame re-renders this body only (not the
 * header, the styles or the table model). Cell texts are formatted once per row (a WeakMap per
 * column set), so rows that come back into view cost no formatting, and rows already on screen
 * are memoised. Keyboard: arrow keys, Page Up/Down, Home/End move between rows, Enter opens.
 */
const VirtualBody = memo(function VirtualBody({
  rows,
  columns,
  kinds,
  agentNames,
  minWidth,
  head,
  label,
  rowCount,
  onOpenRow,
}: {
  rows: readonly Row<LogRow>[];
  columns: readonly string[];
  kinds: readonly CellKind[];
  agentNames: AgentNames | undefined;
  /** Width under which the table scrolls sideways. */
  minWidth: number;
  /** The header row group (a memoised element: re-rendering the body does not re-render it). */
  head: ReactNode;
  label: string;
  /** aria-rowcount: every row of the window, the header included. */
  rowCount: number;
  onOpenRow: (row: LogRow) => void;
}) {
  // The scroll container is this component's own element, so the virtualiser finds it on its
  // first layout effect (a parent's ref is attached only after its children's effects).
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's functions are not memoisable
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LOG_ROW_HEIGHT,
    // A few rows beyond each edge: every one of them is updated whenever the window moves.
    overscan: 1,
    // Scroll updates render in React's next batch instead of synchronously inside the scroll
    // event, so a frame's input, render and paint are not serialised.
    useFlushSync: false,
  });
  const texts = useMemo(() => {
    const cache = new WeakMap<LogRow, string[]>();
    return (row: LogRow): string[] => {
      let cells = cache.get(row);
      if (!cells) {
        cells = columns.map((field, i) => cellText(kinds[i]!, row, field, agentNames));
        cache.set(row, cells);
      }
      return cells;
    };
  }, [columns, kinds, agentNames]);

  const [activeIndex, setActiveIndex] = useState(0);
  // The row to focus once the virtualiser has rendered it (a ref: focusing is not rendering).
  const focusRequest = useRef<number | null>(null);
  const active = Math.min(activeIndex, Math.max(0, rows.length - 1));

  // Moves focus to a row once the virtualiser has rendered it.
  useEffect(() => {
    if (focusRequest.current === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[role="row"][data-index="${focusRequest.current}"]`);
    if (el) {
      el.focus({ preventScroll: true });
      focusRequest.current = null;
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    focusRequest.current = next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'row') return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / LOG_ROW_HEIGHT) - 1);
    const open = () => {
      const row = rows[active];
      if (row) onOpenRow(row.original);
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(active + 1),
      ArrowUp: () => moveTo(active - 1),
      PageDown: () => moveTo(active + page),
      PageUp: () => moveTo(active - page),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      Enter: open,
      ' ': open,
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={rowCount}
      data-testid="logs-table"
      className="logs-scroll"
      onKeyDown={onKeyDown}
      onMouseOver={showTitle}
    >
      {head}
      <div role="rowgroup" className="logs-body" style={{ height: virtualizer.getTotalSize(), minWidth }}>
        {virtualizer.getVirtualItems().map((item, slot) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <TableRow
              // Keyed by its place in the window, not by the row: when the window moves, each
              // row element stays and takes the texts of its new row (a few text nodes and one
              // transform), instead of every element being removed and built again with its
              // style and layout. The DOM order stays the visual order.
              key={slot}
              row={row.original}
              cells={texts(row.original)}
              start={item.start}
              index={item.index}
              active={item.index === active}
              fields={columns}
              onOpen={onOpenRow}
              onFocusRow={setActiveIndex}
            />
          );
        })}
      </div>
    </div>
  );
});

/** The conversation logs table: TanStack Table for columns and sorting, the virtualiser for
 * rows, so 100,000 rows scroll as smoothly as 100. Arrow keys move between rows, Enter opens. */
export function LogsTable({
  rows,
  columns,
  sorting,
  onSortingChange,
  onOpenRow,
  label,
  totalRows,
  agentNames,
}: LogsTableProps) {
  // Column kinds are inferred from the rows once per column set (and when the first rows come).
  const hasRows = rows.length > 0;
  const columnDefs = useMemo(
    () => buildColumns(columns, rows, agentNames),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kinds come from the first rows only
    [columns, hasRows, agentNames],
  );
  // TanStack Table returns fresh functions each render; the compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<LogRow>({
    data: rows as LogRow[],
    columns: columnDefs,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableMultiSort: false,
  });
  const sortedRows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const kinds = useMemo(() => columnDefs.map((c) => metaOf(c.meta).kind), [columnDefs]);
  const minWidth = kinds.reduce((sum, kind) => sum + WIDTHS[kind].min, 0);

  // Static per column set: built once, not on every scroll frame (CSS-in-JS costs per render).
  const tableCss = useMemo(
    () => ({
      '& .logs-row': {
        position: 'absolute',
        top: 0,
        left: 0,
        display: 'flex',
        width: '100%',
        minWidth: `${minWidth}px`,
        height: `${LOG_ROW_HEIGHT}px`,
        alignItems: 'center',
        borderBottom: '1px solid',
        borderColor: 'var(--chakra-colors-border-muted)',
        cursor: 'pointer',
        outline: 'none',
        // Each row lays out and paints on its own: a new row never dirties the others.
        contain: 'strict',
      },
      // An opaque scroller can be composited: scrolling moves a layer instead of repainting rows.
      '& .logs-scroll': {
        overflow: 'auto',
        minHeight: 0,
        maxHeight: '100%',
        flex: '1 1 auto',
        background: 'var(--chakra-colors-bg)',
      },
      '& .logs-body': { position: 'relative', contain: 'layout paint style' },
      '& .logs-row:hover': { background: 'var(--chakra-colors-bg-muted)' },
      '& .logs-row:focus-visible': {
        background: 'var(--chakra-colors-bg-muted)',
        boxShadow: 'inset 0 0 0 2px var(--chakra-colors-blue-solid)',
      },
      '& .logs-cell': {
        flex: 'none',
        height: `${LOG_ROW_HEIGHT - 1}px`,
        lineHeight: `${LOG_ROW_HEIGHT - 1}px`,
        // A cell's size never depends on its text: a new text lays out this cell only.
        contain: 'strict',
        padding: '0 8px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontSize: 'var(--chakra-font-sizes-sm)',
      },
      ...columnRules(kinds),
    }),
    [minWidth, kinds],
  );
  // The header re-renders only when the columns or the sort change, not while scrolling.
  const head = useMemo(
    () => (
      <div role="rowgroup" style={{ position: 'sticky', top: 0, zIndex: 1, minWidth }} className="logs-head">
        <Box
          role="row"
          aria-rowindex={1}
          className="logs-head-row"
          display="flex"
          bg="bg.subtle"
          borderBottomWidth="1px"
          borderColor="border"
        >
          {headers.map((header, i) => {
            const sorted = header.column.getIsSorted();
            return (
              <Box
                role="columnheader"
                key={header.id}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
              >
                <chakra.button
                  type="button"
                  w="full"
                  h="40px"
                  px="2"
                  display="flex"
                  alignItems="center"
                  justifyContent={kinds[i] === 'duration' || kinds[i] === 'integer' ? 'flex-end' : 'flex-start'}
                  gap="1"
                  fontSize="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  letterSpacing="wide"
                  color={sorted ? 'fg' : 'fg.muted'}
                  cursor="pointer"
                  _hover={{ color: 'fg' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'blue.solid', outlineOffset: '-2px' }}
                  onClick={header.column.getToggleSortingHandler()}
                  title={`Sort by ${String(header.column.columnDef.header)}`}
                >
                  {/* A title longer than its column ends in an ellipsis; the button's title and
                      its accessible name keep it whole. */}
                  <chakra.span overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap" minW="0">
                    {String(header.column.columnDef.header)}
                  </chakra.span>
                  {sorted === 'asc' ? (
                    <ArrowUp size={12} aria-hidden="true" />
                  ) : sorted === 'desc' ? (
                    <ArrowDown size={12} aria-hidden="true" />
                  ) : null}
                </chakra.button>
              </Box>
            );
          })}
        </Box>
      </div>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- headers derive from columnDefs and sorting
    [columnDefs, sorting, kinds, minWidth],
  );

  return (
    <Box
      display="flex"
      flexDirection="column"
      overflow="hidden"
      maxH="full"
      minH="0"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      bg="bg"
      css={tableCss}
    >
      <VirtualBody
        head={head}
        label={label}
        rowCount={(totalRows ?? sortedRows.length) + 1}
        rows={sortedRows}
        columns={columns}
        kinds={kinds}
        agentNames={agentNames}
        minWidth={minWidth}
        onOpenRow={onOpenRow}
      />
    </Box>
  );
}

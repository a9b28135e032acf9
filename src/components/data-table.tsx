import type { ReactNode } from 'react';
import { Table, chakra } from '@chakra-ui/react';
import { flexRender, type Header, type Row, type Table as TanstackTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableFrame, type TableFrameProps } from './table-frame';

type CellProps = Table.CellProps & Table.ColumnHeaderProps;

export interface DataTableProps<T> {
  /** The table from `useReactTable` (columns, rows, sorting). */
  table: TanstackTable<T>;
  /** The table's accessible name. */
  label: string;
  /** Props for a column's header and body cells alike, e.g. `{ hideBelow: 'sm' }` for a column a
   * phone leaves out, or `{ whiteSpace: 'nowrap' }`. */
  columnProps?: (columnId: string) => CellProps | undefined;
  /** Props for a column's body cells only (a width cap, say). */
  cellProps?: (columnId: string) => Table.CellProps | undefined;
  /** Props of a body row, from its data (a dimmed deleted row, a data attribute). */
  rowProps?: (row: T) => Table.RowProps & Record<`data-${string}`, string | undefined>;
  frameProps?: TableFrameProps['frameProps'];
  tableProps?: TableFrameProps['tableProps'];
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/** A header: a button that cycles the sort (with its direction drawn) when the table sorts by
 * this column, else the header's text. */
function HeaderContent<T>({ header, sorts }: { header: Header<T, unknown>; sorts: boolean }): ReactNode {
  const text = flexRender(header.column.columnDef.header, header.getContext());
  if (!sorts || !header.column.getCanSort()) return text;
  const sorted = header.column.getIsSorted();
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      onClick={header.column.getToggleSortingHandler()}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {text}
      {sorted === 'asc' ? (
        <ArrowUp size={14} aria-hidden="true" />
      ) : sorted === 'desc' ? (
        <ArrowDown size={14} aria-hidden="true" />
      ) : (
        <ArrowUpDown size={14} aria-hidden="true" opacity={0.5} />
      )}
    </chakra.button>
  );
}

/**
 * A @tanstack/react-table table drawn with Chakra's Table in a bordered scrolling frame: the
 * header groups, then one row per row of the model. When the table has a sorted row model its
 * sortable headers are buttons and carry `aria-sort` (the WAI-ARIA sortable table pattern).
 */
export function DataTable<T>({
  table,
  label,
  columnProps,
  cellProps,
  rowProps,
  frameProps,
  tableProps,
}: DataTableProps<T>) {
  const sorts = table.options.getSortedRowModel !== undefined;
  return (
    <TableFrame label={label} frameProps={frameProps} tableProps={tableProps}>
      <Table.Header>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id}>
            {group.headers.map((header) => (
              <Table.ColumnHeader
                key={header.id}
                aria-sort={sorts ? ariaSort(header.column.getIsSorted()) : undefined}
                {...columnProps?.(header.column.id)}
              >
                <HeaderContent header={header} sorts={sorts} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body>
        {table.getRowModel().rows.map((row: Row<T>) => (
          <Table.Row key={row.id} {...rowProps?.(row.original)}>
            {row.getVisibleCells().map((cell) => (
              <Table.Cell key={cell.id} {...columnProps?.(cell.column.id)} {...cellProps?.(cell.column.id)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </TableFrame>
  );
}

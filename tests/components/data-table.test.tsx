// @vitest-environment jsdom
// The one table over @tanstack/react-table (tasks, team members, wallet transactions, API tokens,
// webhooks, numbers): headers and rows from the model, per-column and per-row props, and sortable
// headers (buttons with aria-sort) only when the table sorts.
import { describe, it, expect, afterEach } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import {
  createColumnHelper,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { getSystem } from '@/app/system';
import { DataTable } from '@/components/data-table';

const system = getSystem();
afterEach(cleanup);

interface Fruit {
  id: string;
  name: string;
  price: number;
}
const FRUITS: Fruit[] = [
  { id: 'a', name: 'Pear', price: 3 },
  { id: 'b', name: 'Apple', price: 1 },
  { id: 'c', name: 'Fig', price: 2 },
];
const col = createColumnHelper<Fruit>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('price', { header: 'Price' })];

function Fruits({ sortable }: { sortable: boolean }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: FRUITS,
    columns,
    getRowId: (f) => f.id,
    getCoreRowModel: getCoreRowModel(),
    ...(sortable ? { state: { sorting }, onSortingChange: setSorting, getSortedRowModel: getSortedRowModel() } : {}),
  });
  return (
    <ChakraProvider value={system}>
      <DataTable
        table={table}
        label="Fruits"
        columnProps={(id) => (id === 'price' ? { textAlign: 'end' } : undefined)}
        rowProps={(f) => ({ 'data-cheap': f.price < 2 ? 'yes' : undefined })}
      />
    </ChakraProvider>
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Fruits' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('draws the header and one row per item, in the data order, with the row props', () => {
    render(<Fruits sortable={false} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Price']);
    expect(names()).toEqual(['Pear', 'Apple', 'Fig']);
    expect(table.querySelectorAll('tr[data-cheap="yes"]')).toHaveLength(1);
    // A table that does not sort has no sort buttons and no aria-sort.
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(table.querySelector('[aria-sort]')).toBeNull();
  });

  it('sorts by a header button and says so with aria-sort', async () => {
    render(<Fruits sortable />);
    const priceHeader = screen.getByRole('columnheader', { name: 'Price' });
    expect(priceHeader).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Pear', 'Fig', 'Apple']);
    await userEvent.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Apple', 'Fig', 'Pear']);
  });
});

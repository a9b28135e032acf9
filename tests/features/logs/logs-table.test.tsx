// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortingState } from '@tanstack/react-table';
import type { LogRow } from '@/api/generated/model';
import { LogsTable, LogFilterBuilder } from '@/features/logs';
import { WIDTHS } from '@/features/logs/logs-table';
import { LOG_ROW_FIELDS } from '@/lib/filters';
import { columnKind, resolveLogColumns } from '@/lib/logs';
import type { LogFilter } from '@/lib/filters';
import { renderWithProviders } from '../../render';
import { stubLayout } from '../../harness/layout';

const base: LogRow[] = [
  {
    accountId: 4001,
    timestamp: '2025-11-21T07:10:00Z',
    duration: 134,
    fromNumber: '14155550187',
    toNumber: '14155550142',
    direction: 'inbound',
    transfer: 0,
    roomId: 'room_a',
    uuid: 'uuid-a',
    appointmentBooked: '=HYPERLINK("x")',
  },
  {
    accountId: 4001,
    timestamp: '2025-11-20T22:41:05Z',
    duration: 312,
    fromNumber: '14155550163',
    toNumber: '14155550142',
    direction: 'outbound',
    transfer: 1,
    roomId: 'room_b',
    uuid: 'uuid-b',
  },
  {
    accountId: 4001,
    timestamp: '2025-11-22T09:00:00Z',
    duration: 5,
    direction: 'inbound',
    roomId: 'room_c',
    uuid: 'uuid-c',
  },
];

const COLUMNS = ['timestamp', 'fromNumber', 'direction', 'duration', 'transfer', 'appointmentBooked'];

function Harness({ rows, onOpen }: { rows: readonly LogRow[]; onOpen: (row: LogRow) => void }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <div style={{ height: 600 }}>
      <LogsTable
        label="Conversation logs"
        rows={rows}
        columns={COLUMNS}
        sorting={sorting}
        onSortingChange={setSorting}
        onOpenRow={onOpen}
      />
    </div>
  );
}

/** The table with the given columns, unsorted. */
function renderStatic(rows: readonly LogRow[], columns: readonly string[], agentNames?: ReadonlyMap<string, string>) {
  return renderWithProviders(
    <div style={{ height: 600 }}>
      <LogsTable
        label="Conversation logs"
        rows={rows}
        columns={columns}
        sorting={[]}
        onSortingChange={vi.fn()}
        onOpenRow={vi.fn()}
        agentNames={agentNames}
      />
    </div>,
  );
}

stubLayout();
afterEach(cleanup);

const bodyRows = () => screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('LogsTable', { timeout: 60_000 }, () => {
  it('shows typed cells: dates, durations, directions, phone numbers in display form; text as text', () => {
    renderWithProviders(<Harness rows={base} onOpen={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Conversation logs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'From', 'Direction', 'Duration', 'Transferred', 'Appointment booked']);
    const [first, second] = bodyRows();
    const cells = cellTexts(first!);
    expect(cells[0]).toMatch(/2025/);
    expect(cells[0]).not.toContain('T07:10');
    expect(cells.slice(1)).toEqual(['+1 (415) 555-0187', 'Inbound', '2:14', 'No', '=HYPERLINK("x")']);
    expect(cellTexts(second!).slice(1, 5)).toEqual(['+1 (415) 555-0163', 'Outbound', '5:12', 'Yes']);
    // Never HTML: the cell holds a text node only.
    expect(first!.querySelector('a')).toBeNull();
  });

  it('sorts by a column, ascending then descending, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={base} onOpen={vi.fn()} />);
    const header = screen.getByRole('columnheader', { name: /Duration/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    // Numbers sort largest first on the first click.
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((r) => cellTexts(r)[3])).toEqual(['5:12', '2:14', '0:05']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((r) => cellTexts(r)[3])).toEqual(['0:05', '2:14', '5:12']);
    // Dates sort by time, not by their text; missing phone numbers sort last.
    await user.click(within(screen.getByRole('columnheader', { name: /From/ })).getByRole('button'));
    expect(bodyRows().map((r) => cellTexts(r)[1])).toEqual(['+1 (415) 555-0163', '+1 (415) 555-0187', '']);
  });

  it('opens a row by click, and by keyboard (arrows then Enter)', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness rows={base} onOpen={onOpen} />);
    await user.click(bodyRows()[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(base[1]);
    const rows = bodyRows();
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(base[2]);
    // One tab stop: only the active row is in the tab order.
    expect(bodyRows().filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });

  it('shows the agent by name, never its campaign id; a hovered cell holds its whole text in its title', () => {
    const rows: LogRow[] = [
      { ...base[0]!, agentId: 'campa_4001_frontdesk', accountName: 'Sunrise Front Desk' },
      { ...base[1]!, agentId: 'campa_4002_sales', accountName: 'Sunrise Sales' },
    ];
    renderStatic(rows, ['agentId', 'accountName'], new Map([['campa_4001_frontdesk', 'Front desk']]));
    const table = screen.getByRole('table', { name: 'Conversation logs' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Agent');
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['Front desk', 'Sunrise Sales']);
    expect(table).not.toHaveTextContent(/campa_/);
    const [cell] = within(bodyRows()[1]!).getAllByRole('cell');
    fireEvent.mouseOver(cell!);
    expect(cell).toHaveAttribute('title', 'Sunrise Sales');
  });

  it('the first 10 columns fit the 928 px content area of a 1280 px window (issue 28 §3)', () => {
    const fields = resolveLogColumns(
      [],
      LOG_ROW_FIELDS.map((field) => field.name),
    );
    expect(fields).toHaveLength(10);
    const least = fields.reduce((sum, field) => sum + WIDTHS[columnKind(field, [])].min, 0);
    // The table's border (2 px) and a vertical scroll bar (up to 17 px) stand in the same width.
    expect(least).toBeLessThanOrEqual(928 - 2 - 17);
    // Every kind shrinks no further than a readable width.
    for (const { min } of Object.values(WIDTHS)) expect(min).toBeGreaterThanOrEqual(56);
  });

  it('keeps its row elements while scrolling: a row element takes the texts of its new row', async () => {
    const many: LogRow[] = Array.from({ length: 1000 }, (_, i) => ({ roomId: `room_${i}`, duration: i }));
    renderStatic(many, ['roomId', 'duration']);
    const table = screen.getByRole('table', { name: 'Conversation logs' });
    const first = bodyRows()[0]!;
    expect(cellTexts(first)[0]).toBe('room_0');
    await act(async () => {
      table.scrollTop = 44 * 500;
      fireEvent.scroll(table);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const rows = bodyRows();
    expect(rows.some((row) => cellTexts(row)[0] === 'room_500')).toBe(true);
    expect(rows.some((row) => cellTexts(row)[0] === 'room_0')).toBe(false);
    // The same element, now showing another row (no element is rebuilt for a new row).
    expect(rows).toContain(first);
    expect(first.getAttribute('aria-rowindex')).not.toBe('2');
  });

  it('renders only the visible rows of 100,000', () => {
    const many: LogRow[] = Array.from({ length: 100_000 }, (_, i) => ({
      timestamp: new Date(1_763_700_000_000 - i * 60_000).toISOString(),
      duration: i % 600,
      fromNumber: `1415${String(5_000_000 + i).padStart(7, '0')}`,
      direction: i % 2 ? 'inbound' : 'outbound',
      roomId: `room_${i}`,
      uuid: `u${i}`,
    }));
    renderWithProviders(<Harness rows={many} onOpen={vi.fn()} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '100001');
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  }, 60_000);
});

describe('LogFilterBuilder', { timeout: 60_000 }, () => {
  function FilterHarness({ onChange }: { onChange: (f: LogFilter[]) => void }) {
    const [filters, setFilters] = useState<LogFilter[]>([]);
    return (
      <LogFilterBuilder
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          onChange(next);
        }}
      />
    );
  }

  it('offers disabled operators but not for picking, and reads the conditions as a sentence', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterHarness onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Field'), 'duration');
    const operator = screen.getByLabelText('Operator') as HTMLSelectElement;
    const options = within(operator).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['equals', false],
      ['not equal', true],
      ['greater than', true],
      ['greater than or equal', true],
      ['less than', true],
      ['less than or equal', true],
      ['between', true],
      ['not between', true],
    ]);
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    await user.type(screen.getByLabelText('Value'), '60');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(screen.getByLabelText('Field'), 'direction');
    await user.selectOptions(screen.getByLabelText('Value'), 'inbound');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(screen.getByTestId('filter-text')).toHaveTextContent('Where duration equals 60 and direction is inbound');
    expect(onChange).toHaveBeenLastCalledWith([
      { field: 'duration', operator: 'eq', value: 60 },
      { field: 'direction', operator: 'is', value: 'inbound' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove duration equals 60' }));
    expect(screen.getByTestId('filter-text')).toHaveTextContent('Where direction is inbound');
  }, 30_000);

  // Walkthrough (issue 28): a date-typed field drew the browser's native date input.
  it("takes a date-typed value on the console's day picker, other values as before", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <LogFilterBuilder
        filters={[]}
        onChange={onChange}
        fields={[
          { name: 'timestamp', type: 'date' },
          { name: 'duration', type: 'integer' },
        ]}
      />,
    );
    expect(screen.getByLabelText('Field')).toHaveValue('timestamp');
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the Value calendar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a value.');
    await user.click(screen.getByRole('textbox', { name: 'Value' }));
    await user.paste('11/20/2025');
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(onChange).toHaveBeenLastCalledWith([{ field: 'timestamp', operator: 'on', value: '2025-11-20' }]);
    expect(screen.queryByText('Enter a value.')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Field'), 'duration');
    expect(screen.getByRole('spinbutton', { name: 'Value' })).toHaveAttribute('type', 'number');
    expect(screen.queryByRole('button', { name: 'Open the Value calendar' })).toBeNull();
  }, 30_000);
});

// @vitest-environment jsdom
import { useState } from 'react';
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { getGetAccountQueryKey } from '@/api/generated/hooks/accounts/accounts';
import { diagnoseFormula } from '@/lib/formula';
import type { LogFilter } from '@/lib/filters';
import { FormulaField, suggestionsFor, wordAt } from '@/features/dashboard/formula-field';
import { FilterBuilder } from '@/features/dashboard/filter-builder';
import EditMetricOverlay from '@/features/dashboard/edit-metric-overlay';
import { refreshDashboardClock } from '@/features/dashboard/use-dashboard';
import { ActingAccountProvider, type ActingAccount } from '@/hooks/acting-account';
import type { Account } from '@/api/generated/model';
import type { ReactElement } from 'react';
import { renderWithProviders as renderBare } from '../../render';
import { useMockApi } from '../../harness/mock-api';
import { stubResizeObserver } from '../../harness/resize-observer';

const api = useMockApi();
stubResizeObserver();

/** The session's own organization as the acting account (no targetAccountId). */
const ACTING: ActingAccount = {
  path: [],
  targetAccountId: undefined,
  type: 'org',
  id: 3001,
  orgId: 3001,
  account: { id: 3001, accountType: 'organization' } as Account,
};
const renderWithProviders = (ui: ReactElement) =>
  renderBare(<ActingAccountProvider value={ACTING}>{ui}</ActingAccountProvider>);

const FIELDS = ['duration', 'direction', 'transfer', 'timestamp'];

function FormulaHarness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <FormulaField value={value} onChange={setValue} fields={FIELDS} diagnostic={diagnoseFormula(value, FIELDS)} />;
}

function FilterHarness() {
  const [filters, setFilters] = useState<LogFilter[]>([]);
  return <FilterBuilder filters={filters} onChange={setFilters} fields={['direction', 'duration', 'scheduled']} />;
}

beforeEach(() => setCredentials({ token: 'tok' }));
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.restoreAllMocks();
});

describe('FormulaField', { timeout: 20_000 }, () => {
  it('validates as you type with the spec messages and marks the error position', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormulaHarness />);
    const input = screen.getByRole('combobox', { name: 'Formula' });
    expect(screen.getByText('Formula cannot be empty')).toBeInTheDocument();
    await user.type(input, 'duration + foo');
    expect(screen.getByText('Unknown field: foo')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('formula-error-mark').querySelector('mark')).toHaveTextContent('foo');
    await user.clear(input);
    await user.type(input, 'abs(duration');
    expect(screen.getByText('Mismatched parentheses')).toBeInTheDocument();
    expect(screen.getByTestId('formula-error-mark').querySelector('mark')).toHaveTextContent('(');
    await user.type(input, ')');
    expect(screen.queryByText('Mismatched parentheses')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('formula-error-mark')).not.toBeInTheDocument();
  });

  it('autocompletes fields, functions and keywords from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormulaHarness />);
    const input = screen.getByRole('combobox', { name: 'Formula' });
    await user.type(input, 'd');
    const list = screen.getByRole('listbox', { name: 'Formula suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['durationfield', 'directionfield', 'd_countfunction']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('d_count(');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'dur');
    await user.keyboard('{Tab}');
    expect(input).toHaveValue('d_count(duration');
    await user.type(input, ') an');
    expect(within(screen.getByRole('listbox', { hidden: true })).getByRole('option')).toHaveTextContent('and');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('wordAt and suggestionsFor: the word before the caret, names by prefix', () => {
    expect(wordAt('sum(dur', 7)).toEqual({ start: 4, word: 'dur' });
    expect(wordAt('a + ', 4)).toEqual({ start: 4, word: '' });
    expect(suggestionsFor('', FIELDS)).toEqual([]);
    expect(suggestionsFor('1', FIELDS)).toEqual([]);
    expect(suggestionsFor('duration', FIELDS)).toEqual([]);
    expect(suggestionsFor('NO', FIELDS).map((s) => s.label)).toEqual(['now', 'not']);
  });
});

describe('FilterBuilder', { timeout: 20_000 }, () => {
  it('shows disabled operators without letting them be chosen, and reads the filters back as a sentence', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FilterHarness />);
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const operator = screen.getByRole('combobox', { name: 'Filter 1 operator' });
    const options = within(operator).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['is', false],
      ['is not', true],
      ['contains', true],
      ['does not contain', true],
      ['is set', true],
      ['is not set', true],
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Filter 1 value' }), 'inbound');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter 2 field' }), 'duration');
    await user.type(screen.getByRole('textbox', { name: 'Filter 2 value' }), '60');
    expect(screen.getByTestId('filter-text')).toHaveTextContent('Where direction is inbound and duration equals 60');
    await user.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    expect(screen.getByTestId('filter-text')).toHaveTextContent('Where duration equals 60');
  });
});

const NOW = Date.UTC(2025, 10, 22, 12);
const ROWS = [
  { timestamp: new Date(NOW - 86_400_000).toISOString(), duration: 134, direction: 'inbound', transfer: 0 },
  { timestamp: new Date(NOW - 2 * 86_400_000).toISOString(), duration: 312, direction: 'inbound', transfer: 1 },
  { timestamp: new Date(NOW - 3 * 86_400_000).toISOString(), duration: 20, direction: 'outbound', transfer: 0 },
];

/** The window's calls: three rows of the contract's own log shape (the example's first row with
 * these times, durations and directions), so the preview's counts are known. The account is the
 * mock's, with no saved metrics (the dashboard's defaults). */
function seedWindow() {
  api.seed((state) => {
    (state.account as { settings: Record<string, unknown> }).settings = {};
  });
  const listLogs = api.engine.contract.byId('listLogs')!;
  const example = api.engine.contract.example(listLogs)!.body as { logs: Record<string, unknown>[] };
  const logs = ROWS.map((row, i) => ({ ...example.logs[0], ...row, uuid: `row-${i}` }));
  api.override('listLogs', () => ({
    body: {
      success: true,
      logs,
      pagination: { page: 1, pageSize: 2000, totalPages: 1, totalCount: logs.length, hasMore: false },
    },
  }));
}

type SavedSettings = { settings: { metrics: { name: string; title: string; dateFilter: unknown }[] } };
/** The metrics the account's settings hold on the server now. */
const savedMetrics = () => (api.state().account as Partial<SavedSettings>).settings?.metrics;

describe('EditMetricOverlay', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    refreshDashboardClock();
  });
  afterEach(() => vi.useRealTimers());
  beforeEach(seedWindow);

  it('previews a new metric over the window rows and saves it to the account settings', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    renderWithProviders(<EditMetricOverlay name="editMetric" value={null} close={close} />);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Long calls');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('longCalls');
    const formula = screen.getByRole('combobox', { name: 'Formula' });
    await user.clear(formula);
    await user.type(formula, 'duration > 100');
    await user.keyboard('{Escape}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aggregation' }), 'sum');
    await waitFor(() => expect(screen.getByTestId('metric-preview')).toHaveTextContent('2'));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter 1 value' }), 'inbound');
    await waitFor(() => expect(screen.getByText('2 conversations')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add to dashboard' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const [body, ...more] = api.bodies('updateAccountSettings') as SavedSettings[];
    expect(more).toHaveLength(0);
    expect(body!.settings.metrics).toHaveLength(9);
    expect(savedMetrics()).toEqual(body!.settings.metrics);
    expect(body!.settings.metrics[8]).toMatchObject({
      name: 'longCalls',
      title: 'Long calls',
      formula: 'duration > 100',
      aggregation: 'sum',
      filters: { direction: 'inbound|is' },
      dateFilter: { type: 'moving', lastN: 30, unit: 'day' },
    });
  });

  it('saves a custom date range chosen with the date pickers, and checks it first', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    renderWithProviders(<EditMetricOverlay name="editMetric" value={null} close={close} />);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'November calls');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Window' }), 'range');
    // The console's one date control: typed as month/day/year, read when the field loses focus.
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(screen.getByRole('button', { name: 'Open the From calendar' })).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '11/10/2025');
    await user.clear(to);
    await user.type(to, '11/01/2025');
    await user.tab();
    const problem = screen.getByText('The start date must be on or before the end date.');
    expect(problem).toHaveAttribute('role', 'alert');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The start date must be on or before the end date.');
    await user.click(screen.getByRole('button', { name: 'Add to dashboard' }));
    expect(api.calls('updateAccountSettings')).toHaveLength(0);

    await user.clear(to);
    await user.type(to, '11/20/2025');
    await user.tab();
    expect(screen.queryByText('The start date must be on or before the end date.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Nov 10, 2025 – Nov 20, 2025');
    await user.click(screen.getByRole('button', { name: 'Add to dashboard' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const [body, ...more] = api.bodies('updateAccountSettings') as SavedSettings[];
    expect(more).toHaveLength(0);
    expect(savedMetrics()?.[8]?.dateFilter).toEqual(body!.settings.metrics[8]!.dateFilter);
    expect(body!.settings.metrics[8]!.dateFilter).toEqual({
      type: 'range',
      start: new Date(2025, 10, 10).getTime() / 1000,
      end: new Date(2025, 10, 21).getTime() / 1000 - 1,
    });
  });

  it('refuses to save an invalid formula or a taken name', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EditMetricOverlay name="editMetric" value={null} close={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Calls answered');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'callsAnswered');
    const formula = screen.getByRole('combobox', { name: 'Formula' });
    await user.clear(formula);
    await user.type(formula, 'duration +');
    await user.click(screen.getByRole('button', { name: 'Add to dashboard' }));
    expect(screen.getByText('Another metric has this name')).toBeInTheDocument();
    expect(screen.getByText(/^Unexpected token end of input/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('a failed save logs "Error saving settings" and keeps the local copy', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.prefer('updateAccountSettings', 'code=500');
    const close = vi.fn();
    const { queryClient } = renderWithProviders(
      <EditMetricOverlay name="editMetric" value="avgCallDuration" close={close} />,
    );
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Avg Call Duration (sec)');
    await user.clear(title);
    await user.type(title, 'Average duration');
    await user.click(screen.getByRole('button', { name: 'Save metric' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith('Error saving settings');
    const cached = queryClient.getQueryData(getGetAccountQueryKey()) as { settings: { metrics: { title: string }[] } };
    expect(cached.settings.metrics.map((m) => m.title)).toContain('Average duration');
    // The server kept nothing.
    expect(api.requests.filter((r) => r.operationId === 'updateAccountSettings').map((r) => r.status)).toEqual([500]);
    expect(savedMetrics()).toBeUndefined();
  });

  it('names a metric that does not exist', async () => {
    renderWithProviders(<EditMetricOverlay name="editMetric" value="nope" close={vi.fn()} />);
    expect(await screen.findByText('There is no metric named “nope” on this dashboard.')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
// The tasks section against the mock engine: the page's call (10 a page, newest first), filters
// and paging in the URL, the stats bar, delete marking the task deleted at once, and a failed
// list fetch showing Try again.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

const manyTasks = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `task_${String(i).padStart(3, '0')}`,
    type: i % 2 ? 'text' : 'call',
    state: i % 3 ? 'pending' : 'finished',
    target: `+1415555${String(1000 + i)}`,
    message: 'Hello',
    createdAt: 1_763_700_000 - i * 60,
    updatedAt: 1_763_700_000 - i * 60,
  }));

describe('the tasks section', () => {
  it('loads 10 tasks a page, newest first, for the acting account, with counts by state', async () => {
    await renderRoute('/app/org/3001/tasks');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByText('+1 (415) 555-0163')).toBeInTheDocument();
    const [call] = api.calls('listTasks');
    expect(call?.searchParams.get('limit')).toBe('10');
    expect(call?.searchParams.get('offset')).toBe('0');
    expect(call?.searchParams.get('sort')).toBe('createdAt');
    expect(call?.searchParams.get('order')).toBe('desc');
    expect(call?.searchParams.get('targetAccountId')).toBe('3001');
    const counts = await screen.findByRole('navigation', { name: 'Task counts' });
    expect(within(counts).getByRole('button', { name: /All tasks 3/ })).toBeInTheDocument();
    expect(within(counts).getByRole('button', { name: /Errored 1/ })).toBeInTheDocument();
  });

  it('reads page, state, type and sort from the URL; an invalid value falls back', async () => {
    api.seed((state) => {
      (state as { tasks: unknown[] }).tasks = manyTasks(25);
    });
    await renderRoute('/app/org/3001/tasks?page=2&type=text&sort=bogus&order=asc');
    await screen.findByRole('table', { name: 'Tasks' });
    const call = api.calls('listTasks').at(-1);
    expect(call?.searchParams.get('offset')).toBe('10');
    expect(call?.searchParams.get('filters')).toBe('{"type":"text"}');
    expect(call?.searchParams.get('sort')).toBe('createdAt');
    expect(call?.searchParams.get('order')).toBe('asc');
    expect(screen.getByText(/12 tasks · page 2 of 2/)).toBeInTheDocument();
  });

  it('filters by state into the URL and pages', async () => {
    api.seed((state) => {
      (state as { tasks: unknown[] }).tasks = manyTasks(25);
    });
    const { router } = await renderRoute('/app/org/3001/tasks');
    await screen.findByRole('table', { name: 'Tasks' });
    expect(screen.getByText(/25 tasks · page 1 of 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'finished');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ state: 'finished' }));
    expect(router.state.location.search).not.toHaveProperty('page', '2');
    await waitFor(() => expect(api.calls('listTasks').at(-1)?.searchParams.get('state')).toBe('finished'));
    expect(await screen.findByText(/9 tasks · page 1 of 1/)).toBeInTheDocument();
  });

  it('marks a deleted task deleted at once; it leaves the list and the counts follow', async () => {
    await renderRoute('/app/org/3001/tasks');
    const table = await screen.findByRole('table', { name: 'Tasks' });
    await userEvent.click(within(table).getByRole('button', { name: 'Delete call task to +1 (415) 555-0163' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(api.calls('deleteTask')).toHaveLength(1));
    await waitFor(() => expect(within(table).queryByText('+1 (415) 555-0163')).not.toBeInTheDocument());
    const counts = screen.getByRole('navigation', { name: 'Task counts' });
    await waitFor(() => expect(within(counts).getByRole('button', { name: /All tasks 2/ })).toBeInTheDocument());
  });

  it('a list that fails shows the error screen with Try again', async () => {
    api.prefer('listTasks', 'code=500');
    await renderRoute('/app/org/3001/tasks');
    const alert = await screen.findByRole('alert');
    api.prefer('listTasks', 'code=200');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('stats that fail show their own Retry, the table stays', async () => {
    api.prefer('getTaskStats', 'code=500');
    await renderRoute('/app/org/3001/tasks');
    await screen.findByRole('table', { name: 'Tasks' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Task counts could not be loaded.');
    api.prefer('getTaskStats', 'code=200');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Task counts' })).toBeInTheDocument();
  });
});

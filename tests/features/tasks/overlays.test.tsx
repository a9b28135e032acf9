// @vitest-environment jsdom
// The four task overlays against the mock engine: createTask (validation, a failed save keeps the
// form, a save queues the task), editTask (only changes are sent), taskSettings (save, reset from
// the menu after confirmation) and uploadTaskList (the CSV preview names the bad rows, then the
// file goes as multipart field csv and the server's result shows).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
const SLOW = { timeout: 20_000 };

beforeEach(() => {
  // jsdom has no ResizeObserver; the segment group and the menus ask for one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

const dialog = (name: string) => screen.findByRole('dialog', { name }, SLOW);

describe('createTask', () => {
  it('checks the fields, keeps them when the save fails, and queues the task', async () => {
    await renderRoute('/app/org/3001/tasks?createTask');
    const d = await dialog('New task');
    const phone = await within(d).findByRole('textbox', { name: /Phone number/ }, SLOW);
    await userEvent.type(phone, '555-01');
    await userEvent.click(within(d).getByRole('button', { name: 'Create task' }));
    expect(await within(d).findByText('Enter a phone number with at least 10 digits.')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '415 555 0199');
    expect(within(d).getByText('Will call +1 (415) 555-0199')).toBeInTheDocument();
    await userEvent.type(within(d).getByRole('textbox', { name: 'Context' }), 'Confirm Tuesday');

    api.prefer('createTask', 'code=500');
    await userEvent.click(within(d).getByRole('button', { name: 'Create task' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('Could not create the task:');
    expect(phone).toHaveValue('415 555 0199');
    expect(within(d).getByRole('textbox', { name: 'Context' })).toHaveValue('Confirm Tuesday');

    api.prefer('createTask', 'code=201');
    api.override('createTask', () => undefined);
    await userEvent.click(within(d).getByRole('button', { name: 'Create task' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).not.toBeInTheDocument(), SLOW);
    expect(api.bodies('createTask').at(-1)).toEqual({
      type: 'call',
      target: '+14155550199',
      context: 'Confirm Tuesday',
      waitToGreet: false,
    });
  }, 120_000);

  it('a text needs its message', async () => {
    await renderRoute('/app/org/3001/tasks?createTask');
    const d = await dialog('New task');
    const phone = await within(d).findByRole('textbox', { name: /Phone number/ }, SLOW);
    await userEvent.click(within(d).getByText('Text'));
    await userEvent.type(phone, '4155550199');
    await userEvent.click(within(d).getByRole('button', { name: 'Create task' }));
    expect(await within(d).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('createTask')).toHaveLength(0);
  }, 60_000);
});

describe('editTask', () => {
  it('sends only what changed', async () => {
    await renderRoute('/app/org/3001/tasks?editTask=task_6b0e93');
    const d = await dialog('Edit task');
    await userEvent.selectOptions(await within(d).findByRole('combobox', { name: 'Change state' }, SLOW), 'canceled');
    await userEvent.click(within(d).getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(api.bodies('updateTask')).toEqual([{ state: 'canceled' }]), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit task' })).not.toBeInTheDocument(), SLOW);
  }, 60_000);
});

describe('taskSettings', () => {
  it('saves the business hours', async () => {
    await renderRoute('/app/org/3001/tasks?taskSettings');
    const d = await dialog('Task limits');
    const start = await within(d).findByLabelText('From', {}, SLOW);
    fireEvent.change(start, { target: { value: '08:00' } });
    await userEvent.click(within(d).getByRole('checkbox', { name: 'Sat' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(api.bodies('updateTaskLimits')).toHaveLength(1), SLOW);
    expect(api.bodies('updateTaskLimits')[0]).toEqual({
      businessHours: { timezone: 'America/Los_Angeles', days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '17:00' },
      cooldowns: { calls: 86400, texts: 3600 },
    });
  }, 120_000);

  it('resets the limits from the menu after confirmation', async () => {
    await renderRoute('/app/org/3001/tasks?taskSettings');
    const again = await dialog('Task limits');
    await userEvent.click(await within(again).findByRole('button', { name: 'More limit actions' }, SLOW));
    const item = await screen.findByRole('menuitem', { name: /Reset to defaults/ }, SLOW);
    await waitFor(() => expect(item).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    const ask = await screen.findByRole('alertdialog', {}, SLOW);
    await userEvent.click(within(ask).getByRole('button', { name: 'Reset limits' }));
    await waitFor(() => expect(api.bodies('updateTaskLimits')).toHaveLength(1), SLOW);
    expect(api.bodies('updateTaskLimits')[0]).toMatchObject({
      businessHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
    });
  }, 120_000);
});

describe('uploadTaskList', () => {
  it('previews a CSV of 1,000 rows naming the two bad rows, then uploads it and shows the result', async () => {
    // The mock engine reads the multipart file itself (the same handler the HTTP server runs).
    await renderRoute('/app/org/3001/tasks?uploadTaskList');
    const d = await dialog('Upload a task list');
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i === 9
        ? 'call,12,x,'
        : i === 701
          ? 'text,+14155550100,x,'
          : `call,+1415555${String(i).padStart(4, '0')},ctx ${i},`,
    );
    const file = new File([`type,target,context,message\n${rows.join('\n')}\n`], 'recall.csv', { type: 'text/csv' });
    await userEvent.upload(await within(d).findByLabelText('CSV file', {}, SLOW), file);
    const bad = await within(d).findByRole('list', { name: 'Rows with problems' }, SLOW);
    expect(
      within(bad)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 10: target “12” is not a phone number', 'Row 702: message is required for text tasks']);
    expect(within(d).getByText('998 valid rows')).toBeInTheDocument();
    expect(within(d).getByRole('table', { name: 'First rows' })).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('button', { name: 'Queue 998 tasks' }));
    await waitFor(() => expect(api.calls('uploadTasksCsv')).toHaveLength(1), SLOW);
    await waitFor(() => expect(within(d).queryByRole('alert')?.textContent ?? 'none').toBe('none'));
    const result = await within(d).findByRole('status', { name: 'Upload result' }, SLOW);
    expect(result).toHaveTextContent('998 tasks queued, 2 rows failed.');
    expect(within(result).getByText('Row 10: target 12 is not a phone number')).toBeInTheDocument();
  }, 120_000);

  it('names a file without the needed columns and sends nothing', async () => {
    await renderRoute('/app/org/3001/tasks?uploadTaskList');
    const d = await dialog('Upload a task list');
    const file = new File(['name,phone\nAna,4155550100\n'], 'people.csv', { type: 'text/csv' });
    await userEvent.upload(await within(d).findByLabelText('CSV file', {}, SLOW), file);
    expect(await within(d).findByText(/The file has no type or target column/, {}, SLOW)).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Queue 0 tasks' })).toBeDisabled();
  }, 60_000);
});

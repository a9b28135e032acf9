// @vitest-environment jsdom
// The logs' date range: preset windows, or a custom range of whole days typed or chosen on
// Chakra's DatePicker (one per end), checked by lib/dates' dayRange when applied.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker, dateFilterLabel } from '@/features/logs';
import type { LogDateFilter } from '@/lib/logs';
import { DEFAULT_LOG_DATE_FILTER } from '@/lib/logs';
import * as MESSAGES from '@/lib/message-catalogue';
import { renderWithProviders } from '../../render';
import { stubResizeObserver } from '../../harness/resize-observer';

stubResizeObserver();
afterEach(cleanup);

/** Nov 22, 2025, 14:30 in the runtime's zone. */
const NOW = new Date(2025, 10, 22, 14, 30).getTime() / 1000;
const midnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

function setup(value: LogDateFilter = DEFAULT_LOG_DATE_FILTER) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<DateRangePicker value={value} onChange={onChange} nowSeconds={NOW} />);
  return { onChange, user };
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Date range: / }));
  return screen.findByRole('dialog', { name: 'Choose a date range' });
}

async function typeDay(user: ReturnType<typeof userEvent.setup>, name: 'From' | 'To', text: string) {
  const input = screen.getByRole('textbox', { name });
  await user.clear(input);
  // Pasted in one go (typing digit by digit re-renders ten times and is slow under load).
  if (text) await user.paste(text);
}

describe('DateRangePicker', () => {
  it('names the window on its button and applies a preset', async () => {
    const { onChange, user } = setup();
    expect(screen.getByRole('button', { name: 'Date range: Last 30 days' })).toBeInTheDocument();
    const dialog = await openPicker(user);
    const presets = within(dialog).getByRole('group', { name: 'Preset ranges' });
    expect(within(presets).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(presets).getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'moving', lastN: 7, unit: 'day' });
  });

  it('starts the custom range on the last seven days, or on the range shown', async () => {
    const { user } = setup();
    await openPicker(user);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/16/2025');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('11/22/2025');
    cleanup();
    const second = setup({ type: 'range', start: midnight(2025, 11, 1), end: midnight(2025, 11, 4) - 1 });
    await openPicker(second.user);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/01/2025');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('11/03/2025');
  });

  it.each([
    ['11/10/2025', '11/01/2025', MESSAGES.dayRangeStartAfterEnd],
    ['11/10/2025', '', MESSAGES.dayRangeMissingDay],
    ['12/01/2025', '12/05/2025', MESSAGES.dayRangeStartInFuture],
    // Text that is not a real day is not replaced by another day (the picker's own fallback).
    ['13/45/2025', '11/21/2025', MESSAGES.dayRangeMissingDay],
    ['2/30/2025', '11/21/2025', MESSAGES.dayRangeMissingDay],
  ])('says why %s – %s does not make a range', async (from, to, message) => {
    const { onChange, user } = setup();
    const dialog = await openPicker(user);
    await typeDay(user, 'From', from);
    await typeDay(user, 'To', to);
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    const field = screen.getByRole('textbox', { name: 'From' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a typed range of whole days', async () => {
    const { onChange, user } = setup();
    const dialog = await openPicker(user);
    await typeDay(user, 'From', '11/10/2025');
    await typeDay(user, 'To', '11/21/2025');
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    // From the start day's midnight to the last second of the end day.
    expect(onChange).toHaveBeenCalledWith({
      type: 'range',
      start: midnight(2025, 11, 10),
      end: midnight(2025, 11, 22) - 1,
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('chooses a day on the calendar, which greys out the days after today for the start', async () => {
    const { onChange, user } = setup();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Open the From calendar' }));
    const calendar = await screen.findByRole('application', { name: 'From calendar' });
    const grid = within(calendar).getByRole('grid');
    expect(within(grid).getByRole('button', { name: /November 23, 2025/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(grid).getByRole('button', { name: /November 3, 2025/ }));
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/03/2025');
    // The popover stays open: the calendar is part of it.
    await user.click(screen.getByRole('button', { name: 'Apply range' }));
    expect(onChange).toHaveBeenCalledWith({
      type: 'range',
      start: midnight(2025, 11, 3),
      end: midnight(2025, 11, 23) - 1,
    });
  });

  it('works by keyboard: Escape closes the calendar, not the range', async () => {
    const { user } = setup();
    await openPicker(user);
    const trigger = screen.getByRole('button', { name: 'Open the To calendar' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('application', { name: 'To calendar' });
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('11/21/2025');
    expect(calendar).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open the To calendar' }));
    await screen.findByRole('application', { name: 'To calendar' });
    const reopened = screen.getByRole('application', { name: 'To calendar' });
    await user.keyboard('{Escape}');
    expect(reopened).not.toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Choose a date range' })).toBeInTheDocument();
  });

  it('labels a custom range by its days', () => {
    expect(dateFilterLabel({ type: 'range', start: midnight(2025, 11, 10), end: midnight(2025, 11, 22) - 1 })).toBe(
      `${new Date(2025, 10, 10).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })} – ${new Date(2025, 10, 21).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}`,
    );
  });
});

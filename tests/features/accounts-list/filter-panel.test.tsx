// @vitest-environment jsdom
// The organization filters' created and canceled ranges (issue 28 §3, one date control): each day
// is the console's DayPickerField (typed month/day/year or chosen on a calendar), loaded when the
// panel opens, checked with the other filters and applied as YYYY-MM-DD.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { UNREADABLE_DAY } from '@/components/lazy-day-picker-field';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrgFilterPanel } from '@/features/accounts-list/filter-panel';
import { renderWithProviders } from '../../render';
import { stubResizeObserver } from '../../harness/resize-observer';

stubResizeObserver();
afterEach(cleanup);

describe('the organization filters’ dates', { timeout: 60_000 }, () => {
  it('are typed month/day/year, checked, and applied as days', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<OrgFilterPanel filters={{ createdEnd: '2025-11-30' }} onApply={onApply} onClose={vi.fn()} />);
    const panel = screen.getByRole('form', { name: 'Organization filters' });
    const from = await within(panel).findByRole('textbox', { name: 'Created from' });
    const to = within(panel).getByRole('textbox', { name: 'Created to' });
    expect(to).toHaveValue('11/30/2025');
    expect(within(panel).getByRole('button', { name: 'Open the Created from calendar' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Canceled from' })).toHaveValue('');

    await user.type(from, '12/10/2025');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end must be on or after the start.');

    await user.clear(from);
    await user.type(from, '11/10/2025');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ createdStart: '2025-11-10', createdEnd: '2025-11-30' });
  });

  it('load under one status (a fresh module: the fields are not loaded yet), then show the fields', async () => {
    vi.resetModules();
    const fresh = await import('@/features/accounts-list/filter-panel');
    renderWithProviders(<fresh.OrgFilterPanel filters={{}} onApply={vi.fn()} onClose={vi.fn()} />);
    const panel = screen.getByRole('form', { name: 'Organization filters' });
    expect(within(panel).getAllByRole('status', { name: 'Loading the date fields' })).toHaveLength(1);
    await within(panel).findByRole('textbox', { name: 'Created from' });
    expect(within(panel).queryByRole('status', { name: 'Loading the date fields' })).toBeNull();
  });

  it('say once, in a sentence, that the date fields could not be loaded', async () => {
    vi.resetModules();
    vi.doMock('@/components/day-picker-field', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const fresh = await import('@/features/accounts-list/filter-panel');
      renderWithProviders(<fresh.OrgFilterPanel filters={{}} onApply={vi.fn()} onClose={vi.fn()} />);
      const panel = screen.getByRole('form', { name: 'Organization filters' });
      expect(await within(panel).findByRole('alert')).toHaveTextContent(
        'The date fields could not be loaded. Reload the page to try again.',
      );
      expect(within(panel).getAllByRole('alert')).toHaveLength(1);
      expect(within(panel).getByRole('button', { name: 'Apply filters' })).toBeInTheDocument();
    } finally {
      error.mockRestore();
      vi.doUnmock('@/components/day-picker-field');
      vi.resetModules();
    }
  });

  it('names a day that is not one instead of clearing it', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<OrgFilterPanel filters={{}} onApply={onApply} onClose={vi.fn()} />);
    const panel = screen.getByRole('form', { name: 'Organization filters' });
    const from = await within(panel).findByRole('textbox', { name: 'Canceled from' });
    await user.type(from, '2/30/2025');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(from).toHaveValue('2/30/2025');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(UNREADABLE_DAY);
  });

  it('grey out the days after today on Created (past), not on Canceled (set for the end of a paid period)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 22, 14, 30));
    try {
      const user = userEvent.setup();
      renderWithProviders(<OrgFilterPanel filters={{}} onApply={vi.fn()} onClose={vi.fn()} />);
      const panel = screen.getByRole('form', { name: 'Organization filters' });
      await within(panel).findByRole('textbox', { name: 'Created from' });
      for (const label of ['Created from', 'Created to', 'Canceled from', 'Canceled to']) {
        await user.click(within(panel).getByRole('button', { name: `Open the ${label} calendar` }));
        const calendar = await screen.findByRole('application', { name: `${label} calendar` });
        const grid = within(calendar).getByRole('grid');
        const tomorrow = within(grid).getByRole('button', { name: /November 23, 2025/ });
        if (label.startsWith('Created')) expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
        else expect(tomorrow).not.toHaveAttribute('aria-disabled', 'true');
        expect(within(grid).getByRole('button', { name: /November 21, 2025/ })).not.toHaveAttribute(
          'aria-disabled',
          'true',
        );
        await user.keyboard('{Escape}');
      }
    } finally {
      vi.useRealTimers();
    }
  });
});

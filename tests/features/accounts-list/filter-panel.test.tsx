// @vitest-environment jsdom
// The organization filters' created and canceled ranges (issue 28 §3, one date control): each day
// is the console's DayPickerField (typed month/day/year or chosen on a calendar), loaded when the
// panel opens, checked with the other filters and applied as YYYY-MM-DD.
import { describe, it, expect, afterEach, vi } from 'vitest';
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
});

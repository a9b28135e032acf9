// @vitest-environment jsdom
// The custom range of the dashboard and usage pages (issue 28 §3, one date control): From and To
// are the logs' DayPickerField (typed month/day/year or chosen on a calendar), loaded when the
// range is first drawn, with a placeholder of their size until then and a sentence if they fail.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayRangeFields } from '@/components/day-range-fields';
import { useDayRangeDraft, type DayRangeDraft } from '@/hooks/use-day-range-draft';
import * as MESSAGES from '@/lib/message-catalogue';
import { renderWithProviders } from '../render';
import { stubResizeObserver } from '../harness/resize-observer';

stubResizeObserver();
afterEach(() => {
  cleanup();
  vi.doUnmock('@/components/day-picker-field');
  vi.resetModules();
});

let latest: DayRangeDraft | null = null;

function Host({ onApply }: { onApply: (from: string, to: string) => void }) {
  const draft = useDayRangeDraft('2025-11-03', '2025-11-05');
  latest = draft;
  return (
    <DayRangeFields
      draft={draft}
      applyLabel="Apply"
      onApply={() => {
        if (!draft.from || !draft.to) return draft.setError(MESSAGES.dayRangeMissingDay);
        onApply(draft.from, draft.to);
      }}
    />
  );
}

describe('DayRangeFields', { timeout: 60_000 }, () => {
  it('shows a placeholder of the fields while they load, then the fields with the draft’s days', async () => {
    // A fresh module, whatever ran before: its lazy fields are not loaded yet.
    vi.resetModules();
    const fresh = await import('@/components/day-range-fields');
    function FreshHost() {
      const draft = useDayRangeDraft('2025-11-03', '2025-11-05');
      return <fresh.DayRangeFields draft={draft} applyLabel="Apply" onApply={vi.fn()} />;
    }
    renderWithProviders(<FreshHost />);
    // The DatePicker is not part of this module: the fields arrive a moment later.
    expect(screen.getByRole('status', { name: 'Loading the date fields' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'From' })).toBeNull();
    // The DatePicker's first load alone (not yet transformed) can take long on a busy machine.
    const from = await screen.findByRole('textbox', { name: 'From' }, { timeout: 30_000 });
    expect(from).toHaveValue('11/03/2025');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('11/05/2025');
    expect(screen.queryByRole('status', { name: 'Loading the date fields' })).toBeNull();
  });

  it('takes typed days into the draft, so Apply reads them at once', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<Host onApply={onApply} />);
    const from = await screen.findByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.paste('11/10/2025');
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.paste('11/21/2025');
    // The picker reads the text when the field loses focus: the click on Apply.
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(latest?.from).toBe('2025-11-10');
    expect(onApply).toHaveBeenCalledWith('2025-11-10', '2025-11-21');
  });

  it('clears a day that is not one, and shows the draft’s error on both fields', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<Host onApply={onApply} />);
    const from = await screen.findByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.paste('2/30/2025');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(latest?.from).toBe('');
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGES.dayRangeMissingDay)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses a day on From’s calendar, where the days after today are greyed out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 22, 14, 30));
    try {
      const user = userEvent.setup();
      renderWithProviders(<Host onApply={vi.fn()} />);
      await screen.findByRole('textbox', { name: 'From' });
      await user.click(screen.getByRole('button', { name: 'Open the From calendar' }));
      const calendar = await screen.findByRole('application', { name: 'From calendar' });
      const grid = within(calendar).getByRole('grid');
      expect(within(grid).getByRole('button', { name: /November 23, 2025/ })).toHaveAttribute('aria-disabled', 'true');
      await user.click(within(grid).getByRole('button', { name: /November 7, 2025/ }));
      expect(latest?.from).toBe('2025-11-07');
      expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('11/07/2025');
      expect(screen.getByRole('button', { name: 'Open the To calendar' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says in a sentence when the fields cannot be loaded, and keeps Apply', async () => {
    vi.resetModules();
    vi.doMock('@/components/day-picker-field', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const fresh = await import('@/components/day-range-fields');
      const draft: DayRangeDraft = {
        from: '',
        to: '',
        error: null,
        setFrom: vi.fn(),
        setTo: vi.fn(),
        setError: vi.fn(),
      };
      renderWithProviders(<fresh.DayRangeFields draft={draft} applyLabel="Apply" onApply={vi.fn()} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The date fields could not be loaded. Reload the page to try again.',
      );
      expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      error.mockRestore();
    }
  });
});

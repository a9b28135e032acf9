// @vitest-environment jsdom
// The console's date field (issue 28 §3, review follow-ups): text that is not a day is handed to
// the caller (onInvalidText) and stays shown instead of being cleared; Enter takes the typed day
// and submits the form while the calendar is closed, and chooses the day while it is open.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayPickerField } from '@/components/day-picker-field';
import { renderWithProviders } from '../render';
import { stubResizeObserver } from '../harness/resize-observer';

stubResizeObserver();
afterEach(cleanup);

function Host({
  initial = '',
  keepText = false,
  onSubmit = vi.fn(),
  onBlur,
}: {
  initial?: string;
  keepText?: boolean;
  onSubmit?: (day: string) => void;
  onBlur?: () => void;
}) {
  const [day, setDay] = useState(initial);
  return (
    <form
      aria-label="Day form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(day);
      }}
    >
      <DayPickerField
        label="Day"
        day={day}
        onDayChange={setDay}
        onInvalidText={keepText ? setDay : undefined}
        onBlur={onBlur}
        error={day && !/^\d{4}-\d{2}-\d{2}$/.test(day) ? `Not a day: ${day}` : null}
      />
      <output aria-label="value">{day}</output>
      <button type="button">Elsewhere</button>
    </form>
  );
}

const value = () => screen.getByRole('status', { name: 'value' });

describe('DayPickerField', { timeout: 60_000 }, () => {
  it('takes a typed day when the field loses focus, and tells onBlur', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderWithProviders(<Host onBlur={onBlur} />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '11/3/2025');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(value()).toHaveTextContent('2025-11-03');
    expect(onBlur).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('11/03/2025'));
  });

  it('hands text that is not a day to onInvalidText and keeps it shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host initial="2025-11-03" keepText />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    await user.clear(input);
    await user.type(input, '2/30/2025');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(value()).toHaveTextContent('2/30/2025');
    expect(input).toHaveAccessibleDescription('Not a day: 2/30/2025');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Still there after the picker's next frames.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(input).toHaveValue('2/30/2025');
    // Corrected, it becomes the day.
    await user.clear(input);
    await user.type(input, '3/2/2025');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(value()).toHaveTextContent('2025-03-02');
  });

  it('clears text that is not a day when the caller keeps none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Host initial="2025-11-03" />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    await user.clear(input);
    await user.type(input, '2/30/2025');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(value()).toHaveTextContent(/^$/);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('Enter with the calendar closed takes the typed day and submits the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Host onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '11/21/2025{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('2025-11-21');
  });

  it('Enter with the calendar open chooses the day and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Host onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Open the Day calendar' }));
    await screen.findByRole('application', { name: 'Day calendar' });
    const input = screen.getByRole('textbox', { name: 'Day' });
    await user.click(input);
    await user.type(input, '11/21/2025{Enter}');
    expect(value()).toHaveTextContent('2025-11-21');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a day chosen on the calendar wins over text typed before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 22, 14, 30));
    try {
      const user = userEvent.setup();
      renderWithProviders(<Host keepText />);
      await user.click(screen.getByRole('button', { name: 'Open the Day calendar' }));
      const calendar = await screen.findByRole('application', { name: 'Day calendar' });
      const input = screen.getByRole('textbox', { name: 'Day' });
      await user.click(input);
      await user.type(input, '11/2');
      await user.click(within(within(calendar).getByRole('grid')).getByRole('button', { name: /November 7, 2025/ }));
      expect(value()).toHaveTextContent('2025-11-07');
    } finally {
      vi.useRealTimers();
    }
  });
});

// @vitest-environment jsdom
// A date field loaded when first drawn: while it loads, a status named for it stands in its
// place, and the field's error is already shown and read out (only the placeholder is hidden).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { stubResizeObserver } from '../harness/resize-observer';

stubResizeObserver();
afterEach(() => {
  cleanup();
  vi.resetModules();
});

describe('LazyDayPickerField', { timeout: 60_000 }, () => {
  it('shows the field’s error while the field loads, then under the field', async () => {
    vi.resetModules();
    const { LazyDayPickerField } = await import('@/components/lazy-day-picker-field');
    renderWithProviders(<LazyDayPickerField label="Day" day="" onDayChange={vi.fn()} error="Choose a day." />);
    const status = screen.getByRole('status', { name: 'Loading the date fields' });
    const error = within(status).getByText('Choose a day.');
    expect(error.closest('[aria-hidden="true"]')).toBeNull();
    const field = await screen.findByRole('textbox', { name: 'Day' }, { timeout: 30_000 });
    expect(field).toHaveAccessibleDescription('Choose a day.');
    expect(screen.queryByRole('status', { name: 'Loading the date fields' })).toBeNull();
  });
});

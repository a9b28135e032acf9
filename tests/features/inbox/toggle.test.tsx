// @vitest-environment jsdom
// The inbox's on/off switch (Chakra's Switch): its name, state, title and disabled state, and the
// value it reports.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toggle } from '@/features/inbox/bits';
import { renderWithProviders } from '../../render';

afterEach(cleanup);

describe('Toggle', () => {
  it('is a switch named by its label, with its title, reporting the next state', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <Toggle
          label="AI agent"
          shortLabel="AI"
          title="The AI agent answers"
          checked={on}
          onChange={(next) => {
            onChange(next);
            setOn(next);
          }}
        />
      );
    }
    renderWithProviders(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'AI agent' });
    expect(toggle).toBeChecked();
    expect(toggle.closest('label')).toHaveAttribute('title', 'The AI agent answers');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('switch', { name: 'AI agent' })).not.toBeChecked();
  });

  it('answers the keyboard: Space switches it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Muted" checked={false} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: 'Muted' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('disabled, it cannot be switched', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="AI agent" checked disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'AI agent' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});

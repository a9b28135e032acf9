// @vitest-environment jsdom
// A failing overlay says so in place and offers Try again, which draws it again from scratch
// (the console's one ErrorBoundary underneath).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OverlayErrorBoundary } from '@/app/overlays/overlay-error-boundary';
import { renderWithProviders } from '../render';

afterEach(cleanup);

let failing = true;
function Overlay() {
  if (failing) throw new Error('cannot draw');
  return <p>the overlay</p>;
}

describe('OverlayErrorBoundary', () => {
  it('shows a sentence and Try again in place of a failing overlay, and Try again draws it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    failing = true;
    renderWithProviders(
      <OverlayErrorBoundary>
        <Overlay />
      </OverlayErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be shown.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the overlay')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

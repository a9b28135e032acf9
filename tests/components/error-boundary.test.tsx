// @vitest-environment jsdom
// The console's one error boundary: a failing part shows its fallback (a node, or a function with
// a reset that draws the part again), onError hears the error, and it is not reported again as an
// uncaught one (React logs what a boundary caught).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/components/error-boundary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let failing = true;
function Part() {
  if (failing) throw new Error('cannot draw');
  return <p>drawn</p>;
}

function quiet() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('ErrorBoundary', () => {
  it('shows the children while they draw', () => {
    failing = false;
    render(
      <ErrorBoundary fallback={<p role="alert">failed</p>}>
        <Part />
      </ErrorBoundary>,
    );
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a fallback node in place of children that throw, and tells onError, not reportError', () => {
    failing = true;
    quiet();
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    const onError = vi.fn();
    render(
      <div>
        <p>the rest of the page</p>
        <ErrorBoundary fallback={<p role="alert">failed</p>} onError={onError}>
          <Part />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('failed');
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    expect(report).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'cannot draw' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
  });

  it('gives a fallback function the error and a reset that draws the children again', async () => {
    failing = true;
    quiet();
    const user = userEvent.setup();
    render(
      <ErrorBoundary
        fallback={({ error, reset }) => (
          <div role="alert">
            {error.message}
            <button type="button" onClick={reset}>
              Try again
            </button>
          </div>
        )}
      >
        <Part />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('cannot draw');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('drawn')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

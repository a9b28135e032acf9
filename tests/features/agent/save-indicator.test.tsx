// @vitest-environment jsdom
// Issue 28 §2: "Retry" does not stand beside a validation error. A save the server refused (400,
// 422) would be refused again: the indicator says a change saves, and offers no Retry; a failure
// that can pass when sent again (network, 5xx) keeps Retry.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveIndicator } from '@/features/agent/agent-editor-page';
import { renderWithProviders } from '../../render';

describe('SaveIndicator', () => {
  it('a retryable failure offers Retry', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <SaveIndicator
        state={{ status: 'error', error: 'The server ran into a problem.', retryable: true }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent(
      'Not saved: The server ran into a problem.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('a refused save says a change saves, without Retry', () => {
    renderWithProviders(
      <SaveIndicator state={{ status: 'error', error: 'Name is too long', retryable: false }} onRetry={() => {}} />,
    );
    const status = screen.getByRole('status', { name: 'Save status' });
    expect(status).toHaveTextContent('Not saved: Name is too long');
    expect(status).toHaveTextContent('Change the field to save again.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

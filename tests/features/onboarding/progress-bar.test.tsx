// @vitest-environment jsdom
// The wizard's (and the setup checklist's) progress bar: Chakra's Progress, named and valued.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ProgressBar } from '@/features/onboarding/progress-bar';
import { renderWithProviders } from '../../render';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value and range', () => {
    renderWithProviders(<ProgressBar value={3} max={9} color="blue.solid" label="Onboarding progress: step 3 of 9" />);
    const bar = screen.getByRole('progressbar', { name: 'Onboarding progress: step 3 of 9' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '9');
  });

  it('keeps a value outside the range inside it, and an empty range empty', () => {
    renderWithProviders(
      <>
        <ProgressBar value={12} max={9} color="green.solid" label="Over" />
        <ProgressBar value={0} max={0} color="green.solid" label="Nothing to do" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '9');
    expect(screen.getByRole('progressbar', { name: 'Nothing to do' })).toHaveAttribute('aria-valuenow', '0');
  });
});

// @vitest-environment jsdom
// Issue 28 §2: the code field takes digits only, and a typed phone number shows in display form.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignIn } from '@/features/auth';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders } from '../../render';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

async function phoneStep() {
  setCredentials({ token: 'tok' });
  renderWithProviders(<SignIn onSignedIn={vi.fn(async () => undefined)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
  return screen.getByLabelText(/Mobile number/);
}

describe('sign-in fields', () => {
  it('a typed phone number shows in display form when the field is left', async () => {
    const field = await phoneStep();
    await userEvent.type(field, '4155550123');
    await userEvent.tab();
    expect(field).toHaveValue('+1 (415) 555-0123');
    // An incomplete number stays as typed, to be corrected.
    await userEvent.clear(field);
    await userEvent.type(field, '41555');
    await userEvent.tab();
    expect(field).toHaveValue('41555');
  });

  it('the code field keeps digits only: letters typed or pasted never enter it', async () => {
    const field = await phoneStep();
    await userEvent.type(field, '(415) 555-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    const code = await screen.findByLabelText(/Verification code/);
    await userEvent.type(code, '12ab3 4');
    expect(code).toHaveValue('1234');
    await userEvent.clear(code);
    await userEvent.click(code);
    await userEvent.paste('98-76-54');
    expect(code).toHaveValue('987654');
    await waitFor(() =>
      expect(api.bodies('signInWithPhoneNumber').at(-1)).toMatchObject({ phoneNumber: '14155550123' }),
    );
  });
});

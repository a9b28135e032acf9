// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignIn } from '@/features/auth';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { renderWithProviders } from '../render';
import { useMockApi } from '../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

async function choosePhone() {
  await userEvent.click(screen.getByRole('button', { name: 'Phone' }));
  expect(screen.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
}

describe('phone sign-in', () => {
  it('offers email and phone; email stays the default', () => {
    renderWithProviders(<SignIn onSignedIn={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
  });

  it('refuses an invalid number before requesting a code', async () => {
    renderWithProviders(<SignIn onSignedIn={vi.fn()} />);
    await choosePhone();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '555-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/Enter a US mobile number/)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('texts a code to the normalised number, refuses 5 digits, then verifies 6 digits as a string', async () => {
    setCredentials({ token: 'tmp_anon' });
    const onSignedIn = vi.fn(async () => undefined);
    renderWithProviders(<SignIn onSignedIn={onSignedIn} />);
    await choosePhone();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '(415) 555-0123');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText(/We texted a 6-digit code to \+1 \(415\) 555-0123/)).toBeInTheDocument();
    expect(api.bodies('signInWithPhoneNumber')).toEqual([{ phoneNumber: '14155550123', tempUserToken: 'tmp_anon' }]);

    const code = screen.getByLabelText(/Verification code/);
    await userEvent.type(code, '01234');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(api.bodies('verifyPhoneSignIn')).toHaveLength(0);

    await userEvent.type(code, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // Signed in with the token the server answered.
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('tok_4001_c2f8e61a9b7d4f30a5e1'));
    expect(api.answers('verifyPhoneSignIn')).toEqual([{ success: true, authToken: 'tok_4001_c2f8e61a9b7d4f30a5e1' }]);
    expect(api.bodies('verifyPhoneSignIn')).toEqual([
      { phoneNumber: '14155550123', verificationCode: '012345', tempUserToken: 'tmp_anon' },
    ]);
  });

  it("a failing verification shows 'Could not verify code.'", async () => {
    api.prefer('verifyPhoneSignIn', 'code=422');
    const onSignedIn = vi.fn();
    renderWithProviders(<SignIn onSignedIn={onSignedIn} />);
    await choosePhone();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '4155550123');
    await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await userEvent.type(await screen.findByLabelText(/Verification code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not verify code.');
    expect(api.requests.map((r) => [r.operationId, r.status])).toEqual([
      ['signInWithPhoneNumber', 200],
      ['verifyPhoneSignIn', 422],
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
// The code sign-in flow both screens share (email shown here; phone in phone-sign-in.test.tsx).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignIn } from '@/features/auth';
import { clearCredentials } from '@/api/credentials';
import { renderWithProviders } from '../render';
import { useMockApi } from '../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
});

async function requestFor(email: string) {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
}

describe('code sign-in (shared by email and phone)', () => {
  it('shows the server message when the code cannot be sent, and stays on the first step', async () => {
    api.override('signInWithEmail', () => ({ status: 400, body: { success: false, message: 'Too many codes' } }));
    renderWithProviders(<SignIn onSignedIn={vi.fn()} />);
    await requestFor('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes');
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
    expect(api.bodies('signInWithEmail')).toEqual([{ email: 'ada@example.com' }]);
  });

  it('sends a new code to the same address, and goes back to change the address', async () => {
    renderWithProviders(<SignIn onSignedIn={vi.fn()} />);
    await requestFor('ada@example.com');
    expect(await screen.findByText(/We sent a 6-digit code to ada@example.com/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
    expect(api.bodies('signInWithEmail')).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com'); // kept to be corrected
    await userEvent.clear(screen.getByLabelText(/Email/));
    await requestFor('grace@example.com');
    expect(await screen.findByText(/We sent a 6-digit code to grace@example.com/)).toBeInTheDocument();
    expect(api.bodies('signInWithEmail').at(-1)).toEqual({ email: 'grace@example.com' });
  });

  it("a failed verification shows 'Could not verify code.' and the code can be typed again", async () => {
    api.prefer('verifyEmailCode', 'code=422');
    const onSignedIn = vi.fn();
    renderWithProviders(<SignIn onSignedIn={onSignedIn} />);
    await requestFor('ada@example.com');
    await userEvent.type(await screen.findByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not verify code.');
    expect(api.bodies('verifyEmailCode')).toEqual([
      expect.objectContaining({ email: 'ada@example.com', verificationCode: 123456 }),
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });
});

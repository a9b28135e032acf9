// @vitest-environment jsdom
// The code sign-in flow both screens share (email shown here; phone in phone-sign-in.test.tsx).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignIn } from '@/features/auth';
import { clearCredentials } from '@/api/credentials';
import { renderWithProviders, stubApi } from '../render';

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

const emailsRequested = (requests: Request[]) =>
  Promise.all(requests.filter((r) => new URL(r.url).pathname === '/api/v1/signin/email').map((r) => r.clone().json()));

async function requestFor(email: string) {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
}

describe('code sign-in (shared by email and phone)', () => {
  it('shows the server message when the code cannot be sent, and stays on the first step', async () => {
    stubApi({ 'POST /api/v1/signin/email': { status: 429, body: { success: false, message: 'Too many codes' } } });
    renderWithProviders(<SignIn onSignedIn={vi.fn()} />);
    await requestFor('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes');
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });

  it('sends a new code to the same address, and goes back to change the address', async () => {
    const { requests } = stubApi({ 'POST /api/v1/signin/email': { body: { success: true } } });
    renderWithProviders(<SignIn onSignedIn={vi.fn()} />);
    await requestFor('ada@example.com');
    expect(await screen.findByText(/We sent a 6-digit code to ada@example.com/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code.')).toBeInTheDocument();
    expect(await emailsRequested(requests)).toEqual([{ email: 'ada@example.com' }, { email: 'ada@example.com' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com'); // kept to be corrected
    await userEvent.clear(screen.getByLabelText(/Email/));
    await requestFor('grace@example.com');
    expect(await screen.findByText(/We sent a 6-digit code to grace@example.com/)).toBeInTheDocument();
    expect((await emailsRequested(requests)).at(-1)).toEqual({ email: 'grace@example.com' });
  });

  it("a failed verification shows 'Could not verify code.' and the code can be typed again", async () => {
    stubApi({
      'POST /api/v1/signin/email': { body: { success: true } },
      'POST /api/v1/signin/email/verify': { status: 422, body: { success: false, message: 'Wrong code' } },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<SignIn onSignedIn={onSignedIn} />);
    await requestFor('ada@example.com');
    await userEvent.type(await screen.findByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not verify code.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });
});

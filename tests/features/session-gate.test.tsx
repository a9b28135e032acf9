// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionGate } from '@/features/session';
import { clearCredentials, getCredentials } from '@/api/credentials';
import { renderWithProviders } from '../render';
import { useMockApi } from '../harness/mock-api';

const api = useMockApi();

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearCredentials();
});

/** The session the server allocated in this test (the engine's answer, a fresh token each time). */
const allocated = () => {
  const answers = api.answers('allocateTempUserSession') as { id: number; token: string }[];
  expect(answers).toHaveLength(1);
  return answers[0]!;
};

describe('SessionGate', () => {
  it('allocates a session once, stores it and sets the credentials', async () => {
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByText('inside')).toBeInTheDocument();
    const { id, token } = allocated();
    expect(token).toMatch(/^tmp_/);
    expect(JSON.parse(localStorage.getItem('token')!)).toBe(token);
    expect(JSON.parse(localStorage.getItem('id')!)).toBe(id);
    expect(getCredentials().token).toBe(token);
    expect(api.requests).toHaveLength(1);
  });

  it('reloads a stored session without calling the server', async () => {
    localStorage.setItem('token', JSON.stringify('stored'));
    localStorage.setItem('id', JSON.stringify(4001));
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByText('inside')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(getCredentials().token).toBe('stored');
  });

  it.each([['not json{'], ['{"a":1}'], ['42']])('treats corrupt stored data %s as absent', async (raw) => {
    localStorage.setItem('token', raw);
    localStorage.setItem('id', raw);
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByText('inside')).toBeInTheDocument();
    expect(getCredentials().token).toBe(allocated().token);
  });

  it("shows 'Error fetching temp user session' when allocation fails, and retries", async () => {
    let fail = true;
    // The first allocation answers the contract's 500; once `fail` is cleared the engine answers.
    api.override('allocateTempUserSession', () =>
      fail ? { status: 500, body: { success: false, message: 'Internal server error' } } : undefined,
    );
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching temp user session');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('inside')).toBeInTheDocument();
    const answers = api.answers('allocateTempUserSession') as { token?: string }[];
    expect(api.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(getCredentials().token).toBe(answers[1]?.token);
  });
});

// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionGate } from '@/features/session';
import { clearCredentials, getCredentials } from '@/api/credentials';
import { renderWithProviders, stubApi } from '../render';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

describe('SessionGate', () => {
  it('allocates a session once, stores it and sets the credentials', async () => {
    const { requests } = stubApi({ 'GET /api/v1/allocateTempUserSession': { body: { id: 90417, token: 'tmp_1' } } });
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByText('inside')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('token')!)).toBe('tmp_1');
    expect(JSON.parse(localStorage.getItem('id')!)).toBe(90417);
    expect(getCredentials().token).toBe('tmp_1');
    expect(requests).toHaveLength(1);
  });

  it('reloads a stored session without calling the server', async () => {
    localStorage.setItem('token', JSON.stringify('stored'));
    localStorage.setItem('id', JSON.stringify(4001));
    const { requests } = stubApi({});
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByText('inside')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(getCredentials().token).toBe('stored');
  });

  it.each([['not json{'], ['{"a":1}'], ['42']])('treats corrupt stored data %s as absent', async (raw) => {
    localStorage.setItem('token', raw);
    localStorage.setItem('id', raw);
    stubApi({ 'GET /api/v1/allocateTempUserSession': { body: { id: 7, token: 'fresh' } } });
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByText('inside')).toBeInTheDocument();
    expect(getCredentials().token).toBe('fresh');
  });

  it("shows 'Error fetching temp user session' when allocation fails, and retries", async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/allocateTempUserSession': () =>
        fail ? { status: 500, body: { success: false, message: 'boom' } } : { body: { id: 1, token: 't' } },
    });
    renderWithProviders(<SessionGate>inside</SessionGate>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching temp user session');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('inside')).toBeInTheDocument();
  });
});

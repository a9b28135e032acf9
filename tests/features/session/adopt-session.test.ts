// @vitest-environment jsdom
// A sign-in that fails half-way (the code verified, the account not readable) leaves the tab as
// it was: its earlier session or signed out, never acting as the new account (review finding).
import { describe, it, expect, beforeEach } from 'vitest';
import { clearCredentials, getCredentials, setCredentials } from '@/api/credentials';
import { adoptSession, isSignedOut, markSignedOut, readStoredSession } from '@/features/session';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCredentials();
});

describe('adoptSession', () => {
  it('a signed-out tab that signs in holds and stores the session, and is no longer signed out', async () => {
    markSignedOut();
    await adoptSession('tok');
    expect(getCredentials().token).toBe('tok');
    expect(readStoredSession()).toEqual({ id: expect.any(Number), token: 'tok' });
    expect(isSignedOut()).toBe(false);
  });

  it('when the account cannot be read, the tab stays signed out with no token held or stored', async () => {
    markSignedOut();
    api.prefer('getAccount', 'code=500');
    await expect(adoptSession('tok')).rejects.toThrow();
    expect(getCredentials().token).toBeNull();
    expect(readStoredSession()).toBeNull();
    expect(isSignedOut()).toBe(true);
  });

  it('when the account cannot be read, an anonymous visitor keeps the session they had', async () => {
    setCredentials({ token: 'tmp_earlier' });
    api.prefer('getAccount', 'code=500');
    await expect(adoptSession('tok')).rejects.toThrow();
    expect(getCredentials().token).toBe('tmp_earlier');
  });
});

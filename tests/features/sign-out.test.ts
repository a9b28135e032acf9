// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearSignedOut, isMobileShell, isSignedOut, markSignedOut, signOut } from '@/features/session';
import { getCredentials, setCredentials } from '@/api/credentials';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const signedIn = (extra: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries({ token: '"t"', id: '4001', org: '{}', ...extra })) localStorage.setItem(k, v);
  setCredentials({ token: 't' });
};

describe('signOut', () => {
  it('in a browser: logs out and goes to /app without any native command', () => {
    signedIn();
    const assign = vi.fn();
    expect(signOut(new QueryClient(), { assign })).toBe('/app');
    expect(assign).not.toHaveBeenCalled();
    expect({ ...localStorage }).toEqual({});
    expect(getCredentials().token).toBeNull();
    // Signed out: /app shows the sign-in page until the visitor signs in or goes on without one.
    expect(isSignedOut()).toBe(true);
    clearSignedOut();
    expect(isSignedOut()).toBe(false);
  });

  it('is not signed out while a session is held or stored, whatever the flag says', () => {
    markSignedOut();
    setCredentials({ token: 't' });
    expect(isSignedOut()).toBe(false);
    setCredentials({ token: null });
    localStorage.setItem('token', '"t"');
    localStorage.setItem('id', '4001');
    expect(isSignedOut()).toBe(false);
    localStorage.clear();
    expect(isSignedOut()).toBe(true);
  });

  it('in the mobile shell: sends vida://logout instead of a page change and lands on /mobile/start', () => {
    signedIn({ isMobileApp: 'true', isGenericApp: 'true' });
    const assign = vi.fn();
    expect(signOut(new QueryClient(), { assign })).toBe('/mobile/start');
    expect(assign.mock.calls).toEqual([['vida://logout']]);
    expect({ ...localStorage }).toEqual({ isMobileApp: 'true', isGenericApp: 'true' });
    expect(getCredentials().token).toBeNull();
    expect(isSignedOut()).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['"true"', false],
    ['not json', false],
    [null, false],
  ])('isMobileApp %j → mobile shell %s', (raw, mobile) => {
    if (raw !== null) localStorage.setItem('isMobileApp', raw);
    expect(isMobileShell()).toBe(mobile);
    const assign = vi.fn();
    expect(signOut(new QueryClient(), { assign })).toBe(mobile ? '/mobile/start' : '/app');
    expect(assign).toHaveBeenCalledTimes(mobile ? 1 : 0);
  });
});

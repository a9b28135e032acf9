// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isMobileShell, signOut } from '@/features/session';
import { getCredentials, setCredentials } from '@/api/credentials';

beforeEach(() => localStorage.clear());

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
  });

  it('in the mobile shell: sends vida://logout instead of a page change and lands on /mobile/start', () => {
    signedIn({ isMobileApp: 'true', isGenericApp: 'true' });
    const assign = vi.fn();
    expect(signOut(new QueryClient(), { assign })).toBe('/mobile/start');
    expect(assign.mock.calls).toEqual([['vida://logout']]);
    expect({ ...localStorage }).toEqual({ isMobileApp: 'true', isGenericApp: 'true' });
    expect(getCredentials().token).toBeNull();
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

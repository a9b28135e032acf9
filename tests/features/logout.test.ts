// @vitest-environment jsdom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { logout, resetInvalidSession } from '@/features/session';
import { getCredentials, setCredentials } from '@/api/credentials';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const fill = () => {
  for (const [k, v] of Object.entries({
    token: '"t"',
    id: '1',
    org: '{}',
    agent: '{}',
    theme: '"dark"',
    viewingAs: '"owner"',
    onboarding: '{}',
    isMobileApp: 'true',
    isGenericApp: 'true',
  })) {
    localStorage.setItem(k, v);
  }
};

describe('logout', () => {
  it('clears local storage but the mobile and generic-app flags, the credentials and the cache', () => {
    fill();
    setCredentials({ token: 't', adminToken: 'a' });
    const qc = new QueryClient();
    qc.setQueryData(['x'], 1);
    logout(qc);
    expect(Object.keys({ ...localStorage }).sort()).toEqual(['isGenericApp', 'isMobileApp']);
    expect(getCredentials()).toEqual({ token: null, adminToken: null });
    expect(qc.getQueryData(['x'])).toBeUndefined();
  });

  it('reloads /app once after an invalid session, not in a loop', () => {
    fill();
    const reload = vi.fn();
    const qc = new QueryClient();
    expect(resetInvalidSession(qc, reload)).toBe(true);
    expect(reload).toHaveBeenCalledWith('/app');
    expect(localStorage.getItem('token')).toBeNull();
    expect(resetInvalidSession(qc, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
// Org admin in the sidebar follows who the user is (their own account), as the command palette
// does: a super administrator browsing an organization below keeps the entry.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

useMockApi();
const ADMIN = 'tok_1000_admin';
const WAIT = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
});

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Main' }, WAIT));

describe('the sidebar’s Org admin', { timeout: 60_000 }, () => {
  it('stays for a super administrator on an account below their own', async () => {
    localStorage.setItem('token', JSON.stringify(ADMIN));
    localStorage.setItem('id', JSON.stringify(1000));
    await renderRoute('/app/org/3001', { token: ADMIN });
    const nav = await sidebar();
    expect(await nav.findByRole('link', { name: 'Logs' }, WAIT)).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Org admin' })).toBeInTheDocument();
  });

  it('is not offered to other users', async () => {
    await renderRoute('/app/org/3001');
    const nav = await sidebar();
    expect(await nav.findByRole('link', { name: 'Logs' }, WAIT)).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Org admin' })).toBeNull();
  });
});

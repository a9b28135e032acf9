// @vitest-environment jsdom
// The hierarchy's overlays against the mock engine (useMockApi + renderRoute): legacyLogin reached
// from the account's info overlay, with the spec's sentences.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();

afterEach(() => {
  cleanup();
  clearCredentials();
  localStorage.clear();
});

const WAIT = { timeout: 15_000 };
type Org = { id: number; timestamp?: number };

describe('legacyLogin', { timeout: 60_000 }, () => {
  it('a legacy organization’s info offers the legacy explanation, in the spec’s words', async () => {
    api.seed((state) => {
      const org = (state.organizations as Org[]).find((o) => o.id === 3001);
      if (org) org.timestamp = 1_600_000_000;
    });
    const view = await renderRoute('/app/reseller/2001/organizations?orgInfo=3001');
    const info = await screen.findByRole('dialog', { name: 'Organization' }, WAIT);
    await userEvent.click(await within(info).findByRole('button', { name: 'Legacy account' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Legacy account' }, WAIT);
    expect(view.router.state.location.search).toMatchObject({ legacyLogin: '3001' });
    expect(
      await within(dialog).findByText(
        'An account whose timestamp is before 1692075600 (epoch seconds) is legacy.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Walkthrough: a legacy account gets SETUP_AGENT.')).toBeInTheDocument();
    expect(within(dialog).getByText('Legacy')).toBeInTheDocument();
  });

  it('an account created after the cut-off is not marked, and legacyLogin says it is not legacy', async () => {
    await renderRoute('/app/reseller/2001/organizations?orgInfo=3001');
    const info = await screen.findByRole('dialog', { name: 'Organization' }, WAIT);
    await within(info).findByText('Sunrise Dental Group', {}, WAIT);
    expect(within(info).queryByRole('button', { name: 'Legacy account' })).not.toBeInTheDocument();
    cleanup();
    await renderRoute('/app/reseller/2001/organizations?legacyLogin=3001');
    const dialog = await screen.findByRole('dialog', { name: 'Legacy account' }, WAIT);
    expect(await within(dialog).findByText('Not legacy', {}, WAIT)).toBeInTheDocument();
    expect(within(dialog).queryByText(/SETUP_AGENT/)).not.toBeInTheDocument();
  });
});

describe('disabling an organization (canDeactivateOrg)', { timeout: 60_000 }, () => {
  it('a super admin is offered it, but not while viewing as an admin user', async () => {
    localStorage.setItem('token', JSON.stringify('tok_1000_admin'));
    localStorage.setItem('id', JSON.stringify(1000));
    await renderRoute('/app/reseller/2001/organizations?orgInfo=3001', { token: 'tok_1000_admin' });
    let info = await screen.findByRole('dialog', { name: 'Organization' }, WAIT);
    expect(await within(info).findByRole('button', { name: 'Disable organization' }, WAIT)).toBeInTheDocument();
    cleanup();
    localStorage.setItem('viewingAs', JSON.stringify('admin'));
    await renderRoute('/app/reseller/2001/organizations?orgInfo=3001', { token: 'tok_1000_admin' });
    info = await screen.findByRole('dialog', { name: 'Organization' }, WAIT);
    await within(info).findByText('Sunrise Dental Group', {}, WAIT);
    expect(within(info).queryByRole('button', { name: 'Disable organization' })).not.toBeInTheDocument();
  });
});

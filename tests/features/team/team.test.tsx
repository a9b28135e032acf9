// @vitest-environment jsdom
// The team section and its overlays against the mock engine: the members table, inviting with
// validation, removing after a confirmation that names the person, the last owner, and what the
// partner setting showMembers turns off.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
// Overlays load their code on first open: on a busy machine that takes a while.
const SLOW = { timeout: 20_000 };

afterEach(() => {
  cleanup();
  clearCredentials();
});

describe('the team section', () => {
  it('lists the members with role and status, for the account acted on', async () => {
    await renderRoute('/app/org/3001/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('Maria Alvarez')).toBeInTheDocument();
    expect(within(table).getAllByText('Owner').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Active').length).toBe(2);
    expect(api.calls('listAdminUsers')[0]?.searchParams.get('targetAccountId')).toBe('3001');
  }, 90_000);

  it('invites a member: validation first, then the new member shows as invited', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/org/3001/team');
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const form = await screen.findByRole('form', { name: 'Invite a member' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    const email = within(form).getByLabelText(/Email/);
    await user.type(email, 'daniel.cho@sunrisedental.example');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('This person is already on the team.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'sam@example.com');
    await user.click(within(form).getByLabelText(/Owner/));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Team members' });
    const row = (await within(table).findByText('sam@example.com')).closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(within(row).getByText('Owner')).toBeInTheDocument();
    const [body] = api.bodies('inviteAdminUser') as { email: string; isOwner: boolean; redirectUrl: string }[];
    expect(body).toMatchObject({ email: 'sam@example.com', isOwner: true });
    expect(body?.redirectUrl).toMatch(/\/app\/org\/3001\/team$/);
  }, 90_000);

  it('a failed invitation keeps what was typed and says it was not sent', async () => {
    const user = userEvent.setup();
    api.prefer('inviteAdminUser', 'code=500');
    await renderRoute('/app/org/3001/team?memberInvite');
    const form = await screen.findByRole('form', { name: 'Invite a member' }, SLOW);
    await user.type(within(form).getByLabelText(/Email/), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The invitation was not sent');
    expect(within(form).getByLabelText(/Email/)).toHaveValue('sam@example.com');
  }, 90_000);

  it('removes a member after a confirmation naming them; the last owner cannot be removed', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/org/3001/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByRole('button', { name: 'Remove Maria Alvarez' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Remove Daniel Cho' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Daniel Cho' }, SLOW));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Remove Daniel Cho?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Daniel Cho' }));
    await waitFor(() => expect(within(table).queryByText('Daniel Cho')).not.toBeInTheDocument());
    expect(api.bodies('deleteAdminUser')).toEqual([{ targetUserId: 6002 }]);
  }, 90_000);

  it('with team members turned off by the partner setting, the list is hidden', async () => {
    api.seed((state) => {
      const account = state.account as { settings?: Record<string, unknown> };
      account.settings = { ...account.settings, defaultOrgSettings: { showMembers: false } };
    });
    await renderRoute('/app/agent/4001/team');
    expect(await screen.findByText('Team members are turned off for this account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite member' })).not.toBeInTheDocument();
  });
});

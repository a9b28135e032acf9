// @vitest-environment jsdom
// The command palette (issue 22 §3) against the mock engine: a person opens the conversation with
// them (the room from the group-room call, the inbox on it), a phrase of several words asks the
// enhanced searches, an account found by both searches is listed once, and the create entries
// follow the view (view-as).
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
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

const WAIT = { timeout: 10_000 };
const palette = () => screen.findByRole('dialog', { name: 'Search' }, WAIT);

/** search/{target} also finds a person who is no account below this one. */
const withPerson = () =>
  api.override('searchUsers', (_request, url) => ({
    body: {
      success: true,
      results: [
        { id: 4002, username: 'sunriseafterhours', name: 'Sunrise After Hours', accountType: 'agent' },
        ...(url.pathname.endsWith('/james') ? [{ id: 5001, username: 'jwhitfield', name: 'James Whitfield' }] : []),
      ],
    },
  }));

describe('the command palette', { timeout: 60_000 }, () => {
  it('a person opens the conversation with them: the room from the group-room call, the inbox on it', async () => {
    withPerson();
    const view = await renderRoute('/app?search=true');
    const dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'james');
    const people = await within(dialog).findByRole('group', { name: 'People and conversations' }, WAIT);
    await userEvent.click(await within(people).findByRole('option', { name: /James Whitfield/ }, WAIT));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/inbox'), WAIT);
    expect(api.bodies('getGroupConversationRoomId')).toEqual([{ users: ['jwhitfield'] }]);
    // The room the engine keeps for this person (made on the first call).
    const [answer] = api.answers('getGroupConversationRoomId') as { details: { roomId: string } }[];
    expect(view.router.state.location.search).toMatchObject({ active: answer?.details.roomId });
  });

  it('a failed group-room call says so in the palette and stays', async () => {
    withPerson();
    api.prefer('getGroupConversationRoomId', 'code=500');
    const view = await renderRoute('/app?search=true');
    const dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'james');
    // The person (listed under People, or under Recent once opened before).
    await userEvent.click(await within(dialog).findByRole('option', { name: /@jwhitfield/ }, WAIT));
    expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Unable to start conversation with this user.',
    );
    expect(view.router.state.location.pathname).toBe('/app');
    expect(within(dialog).getByRole('combobox')).toHaveValue('james');
  });

  it('several words ask the enhanced searches; an account both searches find is listed once, as the account', async () => {
    await renderRoute('/app?search=true');
    const dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'sunrise after');
    const accounts = await within(dialog).findByRole('group', { name: 'Accounts' }, WAIT);
    expect(within(accounts).getByRole('option', { name: /Sunrise After Hours/ })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('searchUsersEnhanced').length).toBeGreaterThan(0), WAIT);
    expect(api.calls('searchAccountsEnhanced').length).toBeGreaterThan(0);
    expect(api.calls('searchUsers')).toHaveLength(0);
    expect(api.calls('searchAccounts')).toHaveLength(0);
    expect(within(dialog).getAllByRole('option', { name: /Sunrise After Hours/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('group', { name: 'People and conversations' })).not.toBeInTheDocument();
  });

  it('one word asks the plain searches', async () => {
    await renderRoute('/app?search=true');
    const dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'sunrise');
    await waitFor(() => expect(api.calls('searchUsers').length).toBeGreaterThan(0), WAIT);
    expect(api.calls('searchAccounts').length).toBeGreaterThan(0);
    expect(api.calls('searchUsersEnhanced')).toHaveLength(0);
  });

  it('a contact opens the contact overlay', async () => {
    const view = await renderRoute('/app/org/3001?search=true');
    const dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'whitfield');
    const contacts = await within(dialog).findByRole('group', { name: 'Contacts' }, WAIT);
    await userEvent.click(within(contacts).getByRole('option', { name: /James Whitfield/ }));
    await waitFor(() => expect(view.router.state.location.search).toHaveProperty('previewContact'), WAIT);
    expect(view.router.state.location.search).not.toHaveProperty('search');
  });

  it('the create entries follow the view: a partner viewing as an owner is offered no reseller to create', async () => {
    await renderRoute('/app/partner/1001?search=true', { token: 'tok_1001_p' });
    let dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'create');
    expect(await within(dialog).findByRole('option', { name: /Create a reseller/ }, WAIT)).toBeInTheDocument();
    cleanup();
    localStorage.setItem('viewingAs', JSON.stringify('owner'));
    await renderRoute('/app/partner/1001?search=true', { token: 'tok_1001_p' });
    dialog = await palette();
    await userEvent.type(await within(dialog).findByRole('combobox', {}, WAIT), 'create');
    await within(dialog).findByRole('option', { name: /Create webhook/ }, WAIT);
    expect(within(dialog).queryByRole('option', { name: /Create a reseller/ })).not.toBeInTheDocument();
  });
});

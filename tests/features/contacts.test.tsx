// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { toaster } from '@/components/feedback';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import * as MESSAGES from '@/lib/message-catalogue';
import { MOCK_TOKEN, useMockApi } from '../harness/mock-api';
import { account, james, priya, renderOverlays } from './contacts-harness';

const api = useMockApi();

/** The session's account (an agent of organization 3001) and its contacts, as the engine keeps
 * them; the engine narrows the list by `q`, saves and deletes in this state. */
const seed = (acct: Record<string, unknown> = account, contacts: unknown[] = [james, priya]) =>
  api.seed((state) => {
    const { success: _s, ...own } = acct;
    state.account = own;
    state.contacts = contacts;
  });
const contactIds = () => (api.state().contacts as { id: string }[]).map((c) => c.id);
const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(() => {
  setCredentials({ token: MOCK_TOKEN });
  // The router restores scroll positions; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  clearCredentials();
  toaster.remove();
  vi.unstubAllGlobals();
});

describe('contacts list', () => {
  it('lists the contacts of the organization with phone numbers in display form', async () => {
    seed();
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    const list = await within(contacts).findByRole('list', { name: 'Contacts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['James Whitfield', 'Priya Raman']);
    expect(rows[0]).toHaveTextContent('+1 (415) 555-0187');
    expect(rows[1]).toHaveTextContent('+1 (415) 555-0163');
    expect(within(contacts).getByRole('status')).toHaveTextContent('2 contacts');
    const [params] = api.calls('listContacts').map((url) => url.searchParams);
    expect(params?.get('targetAccountId')).toBe('3001');
    expect(params?.get('token')).toBe(MOCK_TOKEN);
    expect(params?.has('q')).toBe(false);
  });

  it(`debounces the search by ${SEARCH_DEBOUNCE_MS} ms and sends it once as q`, async () => {
    seed();
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    await within(contacts).findByRole('list', { name: 'Contacts' });
    await userEvent.type(within(contacts).getByRole('searchbox', { name: 'Search contacts' }), 'raman');
    const typedAt = Date.now();
    // Nothing is sent while typing, nor right after the last key.
    expect(api.calls('listContacts')).toHaveLength(1);
    expect(within(contacts).getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(api.calls('listContacts')).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    expect(api.calls('listContacts')[1]?.searchParams.get('q')).toBe('raman');
    await waitFor(() => expect(within(contacts).getByRole('status')).toHaveTextContent('1 contact matching “raman”'));
    expect(
      within(contacts)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Priya Raman']);
  });

  it('says when nothing matches, and when there are no contacts yet', async () => {
    seed(account, []);
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    expect(await within(contacts).findByText(/No contacts yet/)).toBeInTheDocument();
    await userEvent.type(within(contacts).getByRole('searchbox', { name: 'Search contacts' }), 'zed');
    expect(await within(contacts).findByText('No contacts match “zed”.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the error with a Retry that reloads', async () => {
    seed();
    let fail = true;
    // The list fails (the contract's 500) until `fail` is cleared, then the engine answers.
    api.override('listContacts', () =>
      fail ? { status: 500, body: { success: false, message: 'Internal server error' } } : undefined,
    );
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    expect(await within(contacts).findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await userEvent.click(within(contacts).getByRole('button', { name: 'Retry' }));
    expect(await within(contacts).findByRole('list', { name: 'Contacts' })).toBeInTheDocument();
  });
});

describe('who may see contacts', () => {
  it('a reseller account (above every organization) is sent to its organizations, and nothing is fetched', async () => {
    seed({ ...account, id: 2001, accountType: 'reseller', organizationId: undefined });
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    expect(await within(contacts).findByText('Contacts belong to an organization')).toBeInTheDocument();
    expect(within(contacts).getByRole('link', { name: 'Your organizations' })).toBeInTheDocument();
    expect(within(contacts).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/api/v2/contact'))).toHaveLength(0);
  });

  it.each([['an agent account without organizationId', { ...account, organizationId: undefined }]])(
    `says '${MESSAGES.noTokenOrOrgAccountId}' for %s`,
    async (_, acct) => {
      seed(acct);
      await renderOverlays('/?previewContact=ct_5f2a91');
      const preview = await dialog('Preview contact');
      expect(await within(preview).findByRole('alert')).toHaveTextContent(MESSAGES.noTokenOrOrgAccountId);
      expect(api.requests.filter((r) => r.url.pathname.startsWith('/api/v2/contact'))).toHaveLength(0);
      expect(api.calls('getAccount').length).toBeGreaterThan(0);
    },
  );

  it('an organization account is its own organization', async () => {
    seed({ ...account, id: 3001, accountType: 'organization', organizationId: undefined });
    await renderOverlays('/?contacts=true');
    await within(await dialog('Contacts')).findByRole('list', { name: 'Contacts' });
    expect(api.calls('listContacts')[0]?.searchParams.get('targetAccountId')).toBe('3001');
  });
});

describe('create a contact', () => {
  const fill = async (scope: HTMLElement, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = within(scope).getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
  };

  it('checks the email and phone, then sends the filled fields and closes', async () => {
    seed();
    const { search } = await renderOverlays('/?createContact=true');
    const create = await dialog('Create contact');
    await within(create).findByLabelText('First name');

    await userEvent.click(within(create).getByRole('button', { name: 'Create contact' }));
    expect(await within(create).findByText('Enter a name, a company, a phone number or an email.')).toBeInTheDocument();

    await fill(create, { 'First name': 'Oakridge', 'Phone number': '650-CALL', Email: 'info@oakridge' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create contact' }));
    expect(await within(create).findByText('Use only digits, spaces and + ( ) . -')).toBeInTheDocument();
    expect(within(create).getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(within(create).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('saveContact')).toHaveLength(0);

    await fill(create, { 'Phone number': '+1 (650) 555-0119', Email: '' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(search()).not.toHaveProperty('createContact'));
    expect(api.bodies('saveContact')).toEqual([{ data: { firstName: 'Oakridge', phoneNumber: '16505550119' } }]);
    expect(api.calls('saveContact')[0]?.searchParams.get('targetAccountId')).toBe('3001');
    expect(await screen.findByText('Contact created')).toBeInTheDocument();
    // The server keeps it beside the others.
    expect(api.state().contacts).toEqual([
      james,
      priya,
      expect.objectContaining({ contact: { firstName: 'Oakridge', phoneNumber: '16505550119' } }),
    ]);
  });

  it('keeps everything typed and shows the server error when the save fails', async () => {
    seed();
    api.prefer('saveContact', 'code=500');
    const { search } = await renderOverlays('/?createContact=true');
    const create = await dialog('Create contact');
    await within(create).findByLabelText('First name');
    await fill(create, { 'First name': 'Oakridge', Company: 'Oakridge Insurance', Notes: 'Call back Monday' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create contact' }));
    expect(await within(create).findByRole('alert')).toHaveTextContent(
      'Could not save the contact: Internal server error',
    );
    expect(within(create).getByLabelText('First name')).toHaveValue('Oakridge');
    expect(within(create).getByLabelText('Company')).toHaveValue('Oakridge Insurance');
    expect(within(create).getByLabelText('Notes')).toHaveValue('Call back Monday');
    expect(search()).toHaveProperty('createContact');
    expect(api.calls('saveContact')).toHaveLength(1);
    expect(contactIds()).toEqual([james.id, priya.id]);
  });
});

describe('edit a contact', () => {
  it('sends only the changes with the id, and shows the merged contact at once', async () => {
    seed();
    // A server whose answer does not echo the change (a one-off answer: the engine's would):
    // only the local merge can show it.
    api.override('saveContact', () => ({ body: { success: true, contact: priya } }));
    const { search } = await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    await within(contacts).findByRole('list', { name: 'Contacts' });
    await userEvent.click(within(contacts).getByRole('button', { name: 'Edit Priya Raman' }));
    expect(search()).toMatchObject({ contacts: 'true', editContact: 'ct_81c3d4' });

    const edit = await dialog('Edit contact');
    const company = await within(edit).findByLabelText('Company');
    expect(company).toHaveValue('Raman Architects');
    expect(within(edit).getByLabelText('Phone number')).toHaveValue('14155550163');
    await userEvent.clear(company);
    await userEvent.type(company, 'Raman Partners');
    await userEvent.type(within(edit).getByLabelText('Notes'), 'Met at the expo.');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save contact' }));

    await waitFor(() => expect(search()).not.toHaveProperty('editContact'));
    expect(api.bodies('saveContact')).toEqual([
      { id: 'ct_81c3d4', data: { company: 'Raman Partners', notes: 'Met at the expo.' } },
    ]);
    const row = within(contacts).getByRole('listitem', { name: 'Priya Raman' });
    expect(row).toHaveTextContent('Raman Partners');
    expect(row).toHaveTextContent('priya.raman@example.com');

    await userEvent.click(within(row).getByRole('button', { name: 'View Priya Raman' }));
    const preview = await dialog('Preview contact');
    expect(within(preview).getByText('Met at the expo.')).toBeInTheDocument();
    expect(within(preview).getByText('Raman Partners')).toBeInTheDocument();
    expect(within(preview).getByText('priya.raman@example.com')).toBeInTheDocument();
    // The merged contact came from the cache: it was never fetched on its own.
    expect(api.calls('getContact')).toHaveLength(0);
  });

  it('without a contact id in the flag, fetches nothing and points to the list', async () => {
    seed();
    const { search } = await renderOverlays('/?editContact=true');
    const edit = await dialog('Edit contact');
    expect(await within(edit).findByText(/No contact was chosen/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/api/v2/contact'))).toHaveLength(0);
    await userEvent.click(within(edit).getByRole('button', { name: 'Open contacts' }));
    expect(search()).toHaveProperty('contacts', 'true');
  });
});

describe('delete a contact', () => {
  it('asks for confirmation first; Keep sends nothing, Delete removes it and closes', async () => {
    seed();
    const { search } = await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    await within(contacts).findByRole('list', { name: 'Contacts' });
    await userEvent.click(within(contacts).getByRole('button', { name: 'Delete James Whitfield' }));
    const del = await dialog('Delete contact');
    const button = await within(del).findByRole('button', { name: 'Delete James Whitfield' });

    await userEvent.click(button);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete James Whitfield?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep contact' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('deleteContact')).toHaveLength(0);
    expect(search()).toHaveProperty('deleteContact', 'ct_5f2a91');

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete contact' }),
    );
    await waitFor(() => expect(search()).not.toHaveProperty('deleteContact'));
    expect(api.bodies('deleteContact')).toEqual([{ id: 'ct_5f2a91' }]);
    expect(api.calls('deleteContact')[0]?.searchParams.get('targetAccountId')).toBe('3001');
    expect(contactIds()).toEqual([priya.id]);
    expect(search()).toHaveProperty('contacts', 'true');
    await waitFor(() =>
      expect(
        within(contacts)
          .getAllByRole('listitem')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual(['Priya Raman']),
    );
    expect(within(contacts).getByRole('status')).toHaveTextContent('1 contact');
  });

  it('shows the server error and keeps the screen when the delete fails', async () => {
    seed();
    api.prefer('deleteContact', 'code=500');
    const { search } = await renderOverlays('/?deleteContact=ct_5f2a91');
    const del = await dialog('Delete contact');
    await userEvent.click(await within(del).findByRole('button', { name: 'Delete James Whitfield' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete contact' }),
    );
    expect(await within(del).findByRole('alert')).toHaveTextContent(
      'Could not delete the contact: Internal server error',
    );
    expect(search()).toHaveProperty('deleteContact', 'ct_5f2a91');
    expect(contactIds()).toEqual([james.id, priya.id]);
  });
});

describe('preview a contact', () => {
  it('fetches the contact of the flag and shows it, the phone in display form, with edit and delete', async () => {
    seed(account, [{ ...james, contact: { ...james.contact, favoriteColor: 'Teal' } }, priya]);
    const { search } = await renderOverlays('/?previewContact=ct_5f2a91');
    const preview = await dialog('Preview contact');
    expect(await within(preview).findByRole('heading', { name: 'James Whitfield' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: '+1 (415) 555-0187' })).toHaveAttribute(
      'href',
      'tel:+14155550187',
    );
    expect(within(preview).getByRole('link', { name: 'james.whitfield@example.com' })).toHaveAttribute(
      'href',
      'mailto:james.whitfield@example.com',
    );
    expect(within(preview).getByText('Favorite color')).toBeInTheDocument();
    expect(within(preview).getByText('Teal')).toBeInTheDocument();
    const [get] = api.calls('getContact');
    expect(get?.pathname).toBe('/api/v2/contact/ct_5f2a91');
    expect(get?.searchParams.get('targetAccountId')).toBe('3001');
    await userEvent.click(within(preview).getByRole('button', { name: 'Edit James Whitfield' }));
    expect(search()).toMatchObject({ previewContact: 'ct_5f2a91', editContact: 'ct_5f2a91' });
  });

  it('says so when the contact does not exist', async () => {
    seed();
    await renderOverlays('/?previewContact=ct_gone');
    const preview = await dialog('Preview contact');
    expect(await within(preview).findByRole('alert')).toHaveTextContent('This contact does not exist, or was deleted.');
    expect(api.requests.find((r) => r.operationId === 'getContact')?.status).toBe(404);
  });
});

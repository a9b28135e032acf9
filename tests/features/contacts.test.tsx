// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials, setCredentials } from '@/api/credentials';
import { toaster } from '@/components/feedback';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { MESSAGES } from '@/lib/messages';
import { stubApi, type Answer } from '../render';
import { account, james, priya, renderOverlays } from './contacts-harness';

const listBody = (contacts: unknown[]) => ({ success: true, total: contacts.length, contacts });
const failure = (status: number, message: string): Answer => ({ status, body: { success: false, message } });

/** The server narrows by `q` like the real one would. */
const listAnswer = (req: Request): Answer => {
  const q = new URL(req.url).searchParams.get('q')?.toLowerCase();
  const all = [james, priya];
  return { body: listBody(q ? all.filter((c) => JSON.stringify(c.contact).toLowerCase().includes(q)) : all) };
};

const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const bodyOf = async (req: Request) => (await req.clone().json()) as unknown;
const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(() => {
  setCredentials({ token: 'tok' });
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
    const { requests } = stubApi({ 'GET /api/v1/account': { body: account }, 'GET /api/v2/contact': listAnswer });
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    const list = await within(contacts).findByRole('list', { name: 'Contacts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['James Whitfield', 'Priya Raman']);
    expect(rows[0]).toHaveTextContent('+1 (415) 555-0187');
    expect(rows[1]).toHaveTextContent('+1 (415) 555-0163');
    expect(within(contacts).getByRole('status')).toHaveTextContent('2 contacts');
    const [get] = calls(requests, 'GET', '/api/v2/contact');
    const params = new URL(get!.url).searchParams;
    expect(params.get('targetAccountId')).toBe('3001');
    expect(params.get('token')).toBe('tok');
    expect(params.has('q')).toBe(false);
  });

  it(`debounces the search by ${SEARCH_DEBOUNCE_MS} ms and sends it once as q`, async () => {
    const { requests } = stubApi({ 'GET /api/v1/account': { body: account }, 'GET /api/v2/contact': listAnswer });
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    await within(contacts).findByRole('list', { name: 'Contacts' });
    await userEvent.type(within(contacts).getByRole('searchbox', { name: 'Search contacts' }), 'raman');
    const typedAt = Date.now();
    // Nothing is sent while typing, nor right after the last key.
    expect(calls(requests, 'GET', '/api/v2/contact')).toHaveLength(1);
    expect(within(contacts).getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(calls(requests, 'GET', '/api/v2/contact')).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 50);
    expect(new URL(calls(requests, 'GET', '/api/v2/contact')[1]!.url).searchParams.get('q')).toBe('raman');
    await waitFor(() => expect(within(contacts).getByRole('status')).toHaveTextContent('1 contact matching “raman”'));
    expect(
      within(contacts)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Priya Raman']);
  });

  it('says when nothing matches, and when there are no contacts yet', async () => {
    stubApi({ 'GET /api/v1/account': { body: account }, 'GET /api/v2/contact': { body: listBody([]) } });
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    expect(await within(contacts).findByText(/No contacts yet/)).toBeInTheDocument();
    await userEvent.type(within(contacts).getByRole('searchbox', { name: 'Search contacts' }), 'zed');
    expect(await within(contacts).findByText('No contacts match “zed”.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the error with a Retry that reloads', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/account': { body: account },
      'GET /api/v2/contact': (req) => (fail ? failure(500, 'Internal server error') : listAnswer(req)),
    });
    await renderOverlays('/?contacts=true');
    const contacts = await dialog('Contacts');
    expect(await within(contacts).findByRole('alert')).toHaveTextContent('Internal server error');
    fail = false;
    await userEvent.click(within(contacts).getByRole('button', { name: 'Retry' }));
    expect(await within(contacts).findByRole('list', { name: 'Contacts' })).toBeInTheDocument();
  });
});

describe('who may see contacts', () => {
  it.each([
    [
      'a reseller account (no organization)',
      { ...account, id: 2001, accountType: 'reseller', organizationId: undefined },
    ],
    ['an agent account without organizationId', { ...account, organizationId: undefined }],
  ])(`says '${MESSAGES.noTokenOrOrgAccountId}' for %s`, async (_, acct) => {
    const { requests } = stubApi({ 'GET /api/v1/account': { body: acct }, 'GET /api/v2/contact': listAnswer });
    await renderOverlays('/?previewContact=ct_5f2a91');
    const preview = await dialog('Preview contact');
    expect(await within(preview).findByRole('alert')).toHaveTextContent(MESSAGES.noTokenOrOrgAccountId);
    expect(requests.filter((r) => new URL(r.url).pathname.startsWith('/api/v2/contact'))).toHaveLength(0);
  });

  it('an organization account is its own organization', async () => {
    const { requests } = stubApi({
      'GET /api/v1/account': { body: { ...account, id: 3001, accountType: 'organization', organizationId: undefined } },
      'GET /api/v2/contact': listAnswer,
    });
    await renderOverlays('/?contacts=true');
    await within(await dialog('Contacts')).findByRole('list', { name: 'Contacts' });
    expect(new URL(calls(requests, 'GET', '/api/v2/contact')[0]!.url).searchParams.get('targetAccountId')).toBe('3001');
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
    const { requests } = stubApi({
      'GET /api/v1/account': { body: account },
      'POST /api/v2/contact': {
        body: {
          success: true,
          contact: { id: 'ct_new', contact: { firstName: 'Oakridge', phoneNumber: '16505550119' } },
        },
      },
    });
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
    expect(calls(requests, 'POST', '/api/v2/contact')).toHaveLength(0);

    await fill(create, { 'Phone number': '+1 (650) 555-0119', Email: '' });
    await userEvent.click(within(create).getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(search()).not.toHaveProperty('createContact'));
    const [post] = calls(requests, 'POST', '/api/v2/contact');
    expect(await bodyOf(post!)).toEqual({ data: { firstName: 'Oakridge', phoneNumber: '16505550119' } });
    expect(new URL(post!.url).searchParams.get('targetAccountId')).toBe('3001');
    expect(await screen.findByText('Contact created')).toBeInTheDocument();
  });

  it('keeps everything typed and shows the server error when the save fails', async () => {
    const { requests } = stubApi({
      'GET /api/v1/account': { body: account },
      'POST /api/v2/contact': failure(500, 'Internal server error'),
    });
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
    expect(calls(requests, 'POST', '/api/v2/contact')).toHaveLength(1);
  });
});

describe('edit a contact', () => {
  it('sends only the changes with the id, and shows the merged contact at once', async () => {
    const { requests } = stubApi({
      'GET /api/v1/account': { body: account },
      'GET /api/v2/contact': listAnswer,
      // Like the mock, the answer does not reflect the change: only the local merge can show it.
      'POST /api/v2/contact': { body: { success: true, contact: priya } },
    });
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
    const [post] = calls(requests, 'POST', '/api/v2/contact');
    expect(await bodyOf(post!)).toEqual({
      id: 'ct_81c3d4',
      data: { company: 'Raman Partners', notes: 'Met at the expo.' },
    });
    const row = within(contacts).getByRole('listitem', { name: 'Priya Raman' });
    expect(row).toHaveTextContent('Raman Partners');
    expect(row).toHaveTextContent('priya.raman@example.com');

    await userEvent.click(within(row).getByRole('button', { name: 'View Priya Raman' }));
    const preview = await dialog('Preview contact');
    expect(within(preview).getByText('Met at the expo.')).toBeInTheDocument();
    expect(within(preview).getByText('Raman Partners')).toBeInTheDocument();
    expect(within(preview).getByText('priya.raman@example.com')).toBeInTheDocument();
    // The merged contact came from the cache: it was never fetched on its own.
    expect(calls(requests, 'GET', '/api/v2/contact/ct_81c3d4')).toHaveLength(0);
  });

  it('without a contact id in the flag, fetches nothing and points to the list', async () => {
    const { requests } = stubApi({ 'GET /api/v1/account': { body: account } });
    const { search } = await renderOverlays('/?editContact=true');
    const edit = await dialog('Edit contact');
    expect(await within(edit).findByText(/No contact was chosen/)).toBeInTheDocument();
    expect(requests.filter((r) => new URL(r.url).pathname.startsWith('/api/v2/contact'))).toHaveLength(0);
    await userEvent.click(within(edit).getByRole('button', { name: 'Open contacts' }));
    expect(search()).toHaveProperty('contacts', 'true');
  });
});

describe('delete a contact', () => {
  it('asks for confirmation first; Keep sends nothing, Delete removes it and closes', async () => {
    const { requests } = stubApi({
      'GET /api/v1/account': { body: account },
      'GET /api/v2/contact': listAnswer,
      'DELETE /api/v2/contact': { body: { success: true, message: 'Contact deleted' } },
    });
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
    expect(calls(requests, 'DELETE', '/api/v2/contact')).toHaveLength(0);
    expect(search()).toHaveProperty('deleteContact', 'ct_5f2a91');

    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete contact' }),
    );
    await waitFor(() => expect(search()).not.toHaveProperty('deleteContact'));
    const [del1] = calls(requests, 'DELETE', '/api/v2/contact');
    expect(await bodyOf(del1!)).toEqual({ id: 'ct_5f2a91' });
    expect(new URL(del1!.url).searchParams.get('targetAccountId')).toBe('3001');
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
    stubApi({
      'GET /api/v1/account': { body: account },
      'GET /api/v2/contact/ct_5f2a91': { body: { success: true, contact: james } },
      'DELETE /api/v2/contact': failure(500, 'Internal server error'),
    });
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
  });
});

describe('preview a contact', () => {
  it('fetches the contact of the flag and shows it, the phone in display form, with edit and delete', async () => {
    const { requests } = stubApi({
      'GET /api/v1/account': { body: account },
      'GET /api/v2/contact/ct_5f2a91': {
        body: { success: true, contact: { ...james, contact: { ...james.contact, favoriteColor: 'Teal' } } },
      },
    });
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
    expect(
      new URL(calls(requests, 'GET', '/api/v2/contact/ct_5f2a91')[0]!.url).searchParams.get('targetAccountId'),
    ).toBe('3001');
    await userEvent.click(within(preview).getByRole('button', { name: 'Edit James Whitfield' }));
    expect(search()).toMatchObject({ previewContact: 'ct_5f2a91', editContact: 'ct_5f2a91' });
  });

  it('says so when the contact does not exist', async () => {
    stubApi({ 'GET /api/v1/account': { body: account } });
    await renderOverlays('/?previewContact=ct_gone');
    const preview = await dialog('Preview contact');
    expect(await within(preview).findByRole('alert')).toHaveTextContent('This contact does not exist, or was deleted.');
  });
});

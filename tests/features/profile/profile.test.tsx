// @vitest-environment jsdom
// The profile overlays against the mock engine: the email code (exactly 6 digits, 'Could not
// verify code.' for a wrong one) and the public address (taken ones refused as you type).
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
const SLOW = { timeout: 40_000 };

afterEach(() => {
  cleanup();
  clearCredentials();
  vi.unstubAllGlobals();
});

describe('the profile overlays', () => {
  it('verifies a new email with a 6-digit code; a wrong code says Could not verify code.', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings?editEmail');
    const form = await screen.findByRole('form', { name: 'New email' }, SLOW);
    await user.type(within(form).getByLabelText(/New email/), 'ana@brightsmile.example');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    const codeForm = await screen.findByRole('form', { name: 'Verification code' });
    const code = within(codeForm).getByLabelText(/Verification code/);
    await user.type(code, '48291');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm).findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(api.bodies('validateEmailVerificationCode')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent('Could not verify code.');
    expect(within(codeForm).getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.clear(code);
    await user.type(code, '482915');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect((api.state().account as { email: string }).email).toBe('ana@brightsmile.example'));
    expect(api.bodies('validateEmailVerificationCode').at(-1)).toEqual({
      email: 'ana@brightsmile.example',
      code: 482915,
    });
  }, 90_000);

  it('refuses a taken address as you type and saves a free one', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings?editSlug');
    const form = await screen.findByRole('form', { name: 'Public address' }, SLOW);
    const input = within(form).getByLabelText(/Username/);
    await user.clear(input);
    await user.type(input, 'bluebird');
    expect(await within(form).findByText('This address is taken. Try another one.', {}, SLOW)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save address' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'BrightSmile');
    expect(await within(form).findByText('This address is free.', {}, SLOW)).toBeInTheDocument();
    expect(within(form).getByTestId('slug-preview')).toHaveTextContent(/\/u\/brightsmile$/);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect((api.state().account as { username: string }).username).toBe('brightsmile'));
  }, 90_000);
  it('page links: no error on a row being filled in; an empty row is refused when saved', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings?editPage');
    const form = await screen.findByRole('form', { name: 'Page links' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    const n = within(form).getAllByRole('listitem').length;
    await user.type(within(form).getByLabelText(`Title of link ${n}`), 'Book a cleaning');
    await user.type(within(form).getByLabelText(`Address of link ${n}`), 'booking.sunrise.example');
    // Leaving the title did not flag the address that was still empty then.
    expect(within(form).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await user.click(within(form).getByRole('button', { name: 'Save links' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(1);
    expect(api.bodies('saveAccountLinks')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: `Remove link ${n + 1}` }));
    await user.click(within(form).getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(api.bodies('saveAccountLinks')).toHaveLength(1));
    const [body] = api.bodies('saveAccountLinks') as { links: { title: string; url: string }[] }[];
    expect(body?.links.at(-1)).toEqual({ title: 'Book a cleaning', url: 'https://booking.sunrise.example/' });
  }, 90_000);

  it('page options saved in editPageProfile apply on the public page: phone hidden, links as buttons', async () => {
    // The style picker (a Chakra segment group) measures its indicator; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    api.seed((state) => {
      const account = state.account as Record<string, unknown>;
      account.vidaPhoneNumber = '14155550142';
      account.links = [{ title: 'Book a cleaning', url: 'https://sunrise.example/book' }];
    });
    const { username } = api.state().account as { username: string };
    // Before: the defaults (phone shown, links as a list).
    await renderRoute(`/u/${username}`);
    expect(await screen.findByRole('link', { name: '+1 (415) 555-0142' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Links' })).getAllByRole('listitem')).toHaveLength(1);
    cleanup();

    await renderRoute('/app/agent/4001/settings?editPageProfile');
    await user.click(await screen.findByRole('radio', { name: 'Buttons' }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: 'Show my agent’s phone number' }));
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() =>
      expect((api.state().account as { linksConfig?: unknown }).linksConfig).toMatchObject({
        style: 'buttons',
        showPhone: false,
      }),
    );
    cleanup();

    await renderRoute(`/u/${username}`);
    const nav = await screen.findByRole('navigation', { name: 'Links' }, SLOW);
    expect(nav).toHaveAttribute('data-links-style', 'buttons');
    expect(within(nav).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'Book a cleaning' })).toHaveAttribute(
      'href',
      'https://sunrise.example/book',
    );
    expect(screen.queryByRole('link', { name: '+1 (415) 555-0142' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Call or text/)).not.toBeInTheDocument();
  }, 90_000);
});

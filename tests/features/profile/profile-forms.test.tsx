// @vitest-environment jsdom
// Each profile form's validation (messages verbatim: 'This field is required' from spec 000 §5,
// the area's own sentences from src/lib/profile), a forced failure (the mock's 500) that keeps
// every typed value and shows the server's sentence, and a 4xx naming a field that puts the
// sentence on that field.
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCredentials } from '@/api/credentials';
import * as MESSAGES from '@/lib/message-catalogue';
import { PROFILE_MESSAGES } from '@/lib/profile';
import { HUMAN_MESSAGES } from '@/lib/errors';
import { renderRoute } from '../../harness/render-route';
import { useMockApi } from '../../harness/mock-api';

const api = useMockApi();
const SLOW = { timeout: 40_000 };
const refusal = (message: string) => () => ({ status: 400, body: { success: false, message } });

beforeEach(() => {
  // jsdom has no ResizeObserver; the segment groups ask for one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  clearCredentials();
});

describe('editFullName', () => {
  it('validates, keeps the name on a failed save, and puts a refusal naming the name on the field', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings?editFullName');
    const form = await screen.findByRole('form', { name: 'Full name' }, SLOW);
    const input = within(form).getByLabelText(/Full name/);
    await user.clear(input);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'Maria 2');
    expect(await within(form).findByText(PROFILE_MESSAGES.nameDigits)).toBeInTheDocument();
    expect(api.bodies('updateAccount')).toHaveLength(0);

    api.prefer('updateAccount', 'code=500');
    await user.clear(input);
    await user.type(input, 'Maria Alvarez-Reyes');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Your name was not saved: ${HUMAN_MESSAGES.server}`,
    );
    expect(input).toHaveValue('Maria Alvarez-Reyes');

    api.override('updateAccount', refusal('That name is not allowed here.'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('That name is not allowed here.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('Maria Alvarez-Reyes');
  }, 90_000);
});

describe('editSocial', () => {
  it('validates each address, keeps the rows on a failed save, and flags the row a refusal names', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings?editSocial');
    const form = await screen.findByRole('form', { name: 'Social links' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Add social link' }));
    const n = within(form).getAllByRole('listitem').length;
    const row = () => within(form).getByLabelText(new RegExp(`^Social link ${n}\\b`));
    await user.click(within(form).getByRole('button', { name: 'Save social links' }));
    expect(await within(form).findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await user.type(row(), 'not an address');
    expect(await within(form).findByText(PROFILE_MESSAGES.url)).toBeInTheDocument();
    expect(api.bodies('updateSocialLinks')).toHaveLength(0);

    api.prefer('updateSocialLinks', 'code=500');
    await user.clear(row());
    await user.type(row(), 'instagram.com/sunrise');
    await user.click(within(form).getByRole('button', { name: 'Save social links' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Your social links were not saved: ${HUMAN_MESSAGES.server}`,
    );
    expect(row()).toHaveValue('instagram.com/sunrise');
    expect(within(form).getAllByRole('listitem')).toHaveLength(n);

    api.override('updateSocialLinks', refusal('Links to instagram.com are not accepted.'));
    await user.click(within(form).getByRole('button', { name: 'Save social links' }));
    expect(await within(form).findByText('Links to instagram.com are not accepted.')).toBeInTheDocument();
    expect(row()).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  }, 90_000);
});

describe('editAvatar', () => {
  it('names the file input and marks it invalid with the reason for a wrong type or size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoute('/app/agent/4001/settings?editAvatar');
    const input = await screen.findByLabelText('Image file', {}, SLOW);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('PNG, JPEG or WebP, at most 10 MB.');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.imageType));

    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.imageSize));
    expect(screen.getByRole('button', { name: 'Save picture' })).toBeDisabled();
    expect(api.calls('uploadProfileImage')).toHaveLength(0);
  }, 90_000);
});

describe('editPageProfile', () => {
  it('keeps the chosen options on a failed save and says so', async () => {
    const user = userEvent.setup();
    api.prefer('saveAccountLinks', 'code=500');
    await renderRoute('/app/agent/4001/settings?editPageProfile');
    const dialog = await screen.findByRole('dialog', { name: 'Page options' }, SLOW);
    const buttons = await within(dialog).findByRole('radio', { name: 'Buttons' }, SLOW);
    await user.click(buttons);
    const phone = within(dialog).getByRole('checkbox', { name: 'Show my agent’s phone number' });
    const before = (phone as HTMLInputElement).checked;
    await user.click(phone);
    await user.click(within(dialog).getByRole('button', { name: 'Save page' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Your page was not saved: ${HUMAN_MESSAGES.server}`,
    );
    expect(buttons).toBeChecked();
    expect((phone as HTMLInputElement).checked).toBe(!before);
    expect(api.bodies('saveAccountLinks').at(-1)).toMatchObject({
      linksConfig: { style: 'buttons', showPhone: !before },
    });
  }, 90_000);
});

describe('phone verification', () => {
  it('validates the number, keeps it on a failed request, flags a refusal naming it, then checks the code', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings?editUserAccount');
    const send = await screen.findByRole('button', { name: 'Text me a code' }, SLOW);
    const input = screen.getByLabelText('Mobile number');
    await user.click(send);
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'call me');
    await user.click(send);
    expect(await screen.findByText(PROFILE_MESSAGES.phone)).toBeInTheDocument();
    expect(api.bodies('requestPhoneVerificationCode')).toHaveLength(0);

    // The request fails (500), is refused naming the number (400), then goes through (the mock).
    let answer: 'fail' | 'refuse' | 'pass' = 'fail';
    api.override('requestPhoneVerificationCode', () =>
      answer === 'fail'
        ? { status: 500, body: { success: false, message: 'Internal error' } }
        : answer === 'refuse'
          ? refusal('This phone number cannot receive texts.')()
          : undefined,
    );
    await user.clear(input);
    await user.type(input, '+1 415 555 0123');
    await user.click(send);
    expect(await screen.findByText(`No code was sent: ${HUMAN_MESSAGES.server}`)).toBeInTheDocument();
    expect(input).toHaveValue('+1 415 555 0123');

    answer = 'refuse';
    await user.click(send);
    expect(await screen.findByText('This phone number cannot receive texts.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('+1 415 555 0123');

    answer = 'pass';
    await user.click(send);
    const codeForm = await screen.findByRole('form', { name: 'Verification code' });
    const code = within(codeForm).getByLabelText(/Verification code/);
    await user.type(code, '4829');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm).findByText(PROFILE_MESSAGES.code)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(within(codeForm).getByRole('button', { name: 'Verify' }));
    expect(await within(codeForm).findByRole('alert')).toHaveTextContent(MESSAGES.emailCodeFailed);
    expect(code).toHaveValue('111111');
  }, 90_000);
});

describe('delete my account', () => {
  it('asks for the name, keeps it on a failed delete, and flags a refusal naming it', async () => {
    const user = userEvent.setup();
    await renderRoute('/app/agent/4001/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    const name =
      within(dialog)
        .getByRole('heading')
        .textContent?.replace(/^Delete (.*)\?$/, '$1') ?? '';
    expect(name).not.toBe('');
    const input = within(dialog).getByLabelText(`Type ${name} to confirm`);
    const remove = within(dialog).getByRole('button', { name: 'Delete my account' });
    await user.click(remove);
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await user.type(input, 'not the name');
    await user.click(remove);
    expect(await within(dialog).findByText(PROFILE_MESSAGES.accountName)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('deleteAgentAccount')).toHaveLength(0);

    api.prefer('deleteAgentAccount', 'code=500');
    await user.clear(input);
    await user.type(input, name);
    await user.click(remove);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `The account was not deleted: ${HUMAN_MESSAGES.server}`,
    );
    expect(input).toHaveValue(name);

    api.override('deleteAgentAccount', refusal('The account name does not match.'));
    await user.click(remove);
    expect(await within(dialog).findByText('The account name does not match.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(name);
    await waitFor(() => expect(api.calls('deleteAgentAccount')).toHaveLength(2));
  }, 90_000);
});

// The team, settings and profile state the mock keeps (mocks/engine/handlers-team.js). Every
// answer is checked against the contract (strict engine: a violation is a 500).
import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('members', () => {
  it('an invited member appears at once (without a name), a duplicate is refused, a removed one disappears', () => {
    const e = engine();
    const t = '?token=team&targetAccountId=3001';
    expect(call(e, 'POST', `/api/v2/inviteAdminUser${t}`, { email: 'sam@example.com', isOwner: false }).status).toBe(
      201,
    );
    let users = (call(e, 'GET', `/api/v2/listAdminUsers${t}`).json as Json).users as Json[];
    const sam = users.find((u) => u.email === 'sam@example.com')!;
    expect(sam).toMatchObject({ isOwner: false });
    expect(sam.name).toBeUndefined();
    const again = call(e, 'POST', `/api/v2/inviteAdminUser${t}`, { email: 'SAM@example.com' });
    expect(again.status).toBe(422);
    expect((again.json as Json).message).toBe('This person is already on the team.');
    expect(call(e, 'DELETE', `/api/v2/deleteAdminUser${t}`, { targetUserId: sam.id }).status).toBe(201);
    users = (call(e, 'GET', `/api/v2/listAdminUsers${t}`).json as Json).users as Json[];
    expect(users.some((u) => u.email === 'sam@example.com')).toBe(false);
    // Another account's team is its own.
    const other = (call(e, 'GET', '/api/v2/listAdminUsers?token=team&targetAccountId=3002').json as Json)
      .users as Json[];
    expect(other.some((u) => u.email === 'sam@example.com')).toBe(false);
    expect(e.violations).toEqual([]);
  });
});

describe('settings', () => {
  it('a reseller’s partner settings round-trip and reach the organizations below on their next read', () => {
    const e = engine();
    const orgs = (call(e, 'GET', '/api/v2/listOrganizations?token=s').json as Json).accounts as Json[];
    const org = orgs[0]!;
    const reseller = org.resellerId as number;
    const saved = call(e, 'POST', `/api/v1/accountSetting?token=s&targetAccountId=${reseller}`, {
      settings: { defaultOrgSettings: { showMembers: false }, supportUrl: 'https://help.example' },
    });
    expect(saved.status).toBe(200);
    const r = call(e, 'GET', `/api/v1/account?token=s&targetAccountId=${reseller}`).json as Json;
    expect(r.settings).toMatchObject({
      defaultOrgSettings: { showMembers: false },
      supportUrl: 'https://help.example',
    });
    const o = call(e, 'GET', `/api/v1/account?token=s&targetAccountId=${org.id}`).json as Json;
    expect(o.settings.defaultOrgSettings).toEqual({ showMembers: false });
    // The session's own account keeps its settings.
    const own = call(e, 'GET', '/api/v1/account?token=s').json as Json;
    expect(own.settings.supportUrl).toBeUndefined();
    expect(e.violations).toEqual([]);
  });

  it('the own account’s settings merge', () => {
    const e = engine();
    call(e, 'POST', '/api/v1/accountSetting?token=o', {
      settings: { smsMessaging: false, appScripts: ['https://a.example/x.js'] },
    });
    const own = call(e, 'GET', '/api/v1/account?token=o').json as Json;
    expect(own.settings).toMatchObject({
      smsMessaging: false,
      appScripts: ['https://a.example/x.js'],
      allowEmbeds: true,
    });
  });
});

describe('the profile', () => {
  it('a new username moves the public page; a taken one is refused with 422', () => {
    const e = engine();
    const own = call(e, 'GET', '/api/v1/account?token=p').json as Json;
    expect(call(e, 'GET', `/api/v1/account/${own.username}?token=p`).status).toBe(200);
    const orgs = (call(e, 'GET', '/api/v2/listOrganizations?token=p').json as Json).accounts as Json[];
    const taken = call(e, 'POST', '/api/v1/updateUsername?token=p', { targetUsername: orgs[0]!.username });
    expect(taken.status).toBe(422);
    expect((taken.json as Json).message).toBe('This username is taken.');
    const moved = call(e, 'POST', '/api/v1/updateUsername?token=p', { targetUsername: 'brightsmile' });
    expect(moved.json).toEqual({ success: true, username: 'brightsmile' });
    expect(call(e, 'GET', `/api/v1/account/${own.username}?token=p`).status).toBe(404);
    const page = call(e, 'GET', '/api/v1/account/brightsmile?token=p').json as Json;
    expect(page).toMatchObject({ id: own.id, username: 'brightsmile' });
    expect(page.token).toBeUndefined();
    expect(page.email).toBeUndefined();
    expect(e.violations).toEqual([]);
  });

  it('links, social links, the name and the image round-trip to the public page', () => {
    const e = engine();
    const own = call(e, 'GET', '/api/v1/account?token=l').json as Json;
    // Seeded from the public profile example on first read.
    expect((call(e, 'GET', `/api/v1/account/${own.username}?token=l`).json as Json).links).toHaveLength(1);
    call(e, 'POST', '/api/v1/account/links?token=l', {
      links: [
        { title: 'Menu', url: 'https://menu.example/' },
        { title: 'Book', url: 'https://book.example/' },
      ],
      linksConfig: { style: 'buttons' },
    });
    call(e, 'POST', '/api/v1/account/socialLinks?token=l', {
      socialLinks: [{ type: 'instagram', url: 'https://instagram.com/brightsmile' }],
      socialLinksPosition: 'top',
    });
    call(e, 'POST', '/api/v1/account?token=l', { name: 'Ana Ruiz', details: { fullName: 'Ana Ruiz' } });
    const boundary = 'xyz';
    const res = e.handle({
      method: 'POST',
      url: '/api/v1/profile/dp?token=l',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--${boundary}--\r\n`,
    });
    expect(res.status).toBe(200);
    const up = { json: JSON.parse(res.body) as Json };
    const image = (up.json as Json).image as string;
    const page = call(e, 'GET', `/api/v1/account/${own.username}?token=l`).json as Json;
    expect(page.links.map((l: Json) => l.title)).toEqual(['Menu', 'Book']);
    expect(page.socialLinks).toEqual([{ type: 'instagram', url: 'https://instagram.com/brightsmile' }]);
    expect(page.socialLinksPosition).toBe('top');
    expect(page.name).toBe('Ana Ruiz');
    expect(page.details.image).toBe(image);
  });

  it('verifies an email with the code sent, refuses a wrong one', () => {
    const e = engine();
    call(e, 'POST', '/api/v1/email/requestVerificationCode?token=v', { email: 'new@example.com' });
    const wrong = call(e, 'POST', '/api/v1/email/validateVerificationCode?token=v', {
      email: 'new@example.com',
      code: 111111,
    });
    expect(wrong.status).toBe(422);
    const right = call(e, 'POST', '/api/v1/email/validateVerificationCode?token=v', {
      email: 'new@example.com',
      code: 482915,
    });
    expect(right.status).toBe(200);
    expect((call(e, 'GET', '/api/v1/account?token=v').json as Json).email).toBe('new@example.com');
  });

  it('verifies a phone number with the code sent', () => {
    const e = engine();
    call(e, 'POST', '/api/v1/phoneNumber/requestVerificationCode?token=ph', { phoneNumber: '14155550199' });
    expect(
      call(e, 'POST', '/api/v1/phoneNumber/validateVerificationCode?token=ph', {
        phoneNumber: '14155550199',
        verificationCode: '000000',
      }).status,
    ).toBe(422);
    call(e, 'POST', '/api/v1/phoneNumber/validateVerificationCode?token=ph', {
      phoneNumber: '14155550199',
      verificationCode: '482913',
    });
    expect((call(e, 'GET', '/api/v1/account?token=ph').json as Json).phoneNumber).toBe('14155550199');
  });

  it('deleting the own account ends its session', () => {
    const e = engine();
    const own = call(e, 'GET', '/api/v1/account?token=d').json as Json;
    expect(call(e, 'DELETE', `/api/v2/deleteAccount?token=d&targetAccountId=${own.id}`).status).toBeLessThan(300);
    expect(call(e, 'GET', '/api/v1/account?token=d').json).toEqual({ success: false, message: 'Invalid token' });
  });
});

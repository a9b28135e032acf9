// The developer area's mock state: tokens shown once, webhooks, SIP, domains (the default cannot
// be deleted) and the lookup's branding, integrations data, JobNimbus and the apps' auth forms.
import { describe, it, expect } from 'vitest';
import { call, engine } from './helpers';
import { maskToken as mockMask } from '../../mocks/engine/handlers-developer.js';
import { maskToken } from '@/lib/developer';

const t = '?token=dev';
type Json = Record<string, unknown>;

describe('API tokens', () => {
  it('answers a new token’s value once; the list shows it masked and revokes by the masked value', () => {
    const e = engine();
    const created = call(e, 'POST', `/api/v2/tokens${t}`, { description: 'CI', type: 'admin' }).json as {
      token: { token: string };
    };
    expect(created.token.token).toMatch(/^vida_\d+_[0-9a-f]{32}$/);
    const list = () => (call(e, 'GET', `/api/v2/tokens${t}`).json as { tokens: { token: string }[] }).tokens;
    const shown = list().map((x) => x.token);
    expect(shown).not.toContain(created.token.token);
    expect(shown.every((s) => s.includes('…'))).toBe(true);
    expect(shown).toContain(maskToken(created.token.token));
    expect(call(e, 'DELETE', `/api/v2/tokens${t}`, { token: maskToken(created.token.token) }).status).toBe(200);
    expect(list()).toHaveLength(2);
    expect(call(e, 'DELETE', `/api/v2/tokens${t}`, { token: maskToken(created.token.token) }).status).toBe(404);
    expect(e.violations).toEqual([]);
  });

  it('masks as the console does', () => {
    for (const s of ['vida_4001_8c1f0e7d2b6a4953a1e0c7f4b2d9e6a3', 'abc', 'x_y_zzzzzzzzzz', 'vida_1_…abcd'])
      expect(mockMask(s)).toBe(maskToken(s));
  });
});

describe('domains', () => {
  it('adds, makes default, refuses to delete the default, and previews the branding of its own domains', () => {
    const e = engine();
    const list = () => (call(e, 'GET', `/api/v2/domains${t}`).json as { domains: Json[] }).domains;
    expect(call(e, 'POST', `/api/v2/domain${t}`, { domain: 'help.sunrisedental.example' }).status).toBe(200);
    expect(call(e, 'POST', `/api/v2/domain/default${t}`, { domain: 'help.sunrisedental.example' }).status).toBe(200);
    expect(
      list()
        .filter((d) => d.default)
        .map((d) => d.domain),
    ).toEqual(['help.sunrisedental.example']);

    const refused = call(e, 'DELETE', `/api/v2/domain${t}`, { domain: 'help.sunrisedental.example' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, message: 'The default domain cannot be deleted' });
    expect(call(e, 'DELETE', `/api/v2/domain${t}`, { domain: 'app.bluebirdtelecom.example' }).status).toBe(200);
    expect(list().map((d) => d.domain)).toEqual(['voice.bluebirdtelecom.example', 'help.sunrisedental.example']);

    const preview = call(e, 'POST', `/api/v1/domain/lookup${t}`, { domain: 'help.sunrisedental.example' });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ domain: 'help.sunrisedental.example', name: 'Bluebird Telecom' });
    expect(call(e, 'POST', `/api/v1/domain/lookup${t}`, { domain: 'unknown.example' }).status).toBe(404);
    // The app's own host keeps the example branding (development and the e2e suite).
    expect(call(e, 'POST', '/api/v1/domain/lookup', { domain: '127.0.0.1' }).status).toBe(200);
    expect(e.violations).toEqual([]);
  });
});

describe('webhooks and SIP', () => {
  it('round-trips webhooks, whitelist entries, routes and the registration (password never answered)', () => {
    const e = engine();
    call(e, 'POST', `/api/v2/webhooks${t}`, { url: 'https://a.example/h', label: 'A', type: 'agent' });
    expect((call(e, 'GET', `/api/v2/webhooks${t}`).json as Json[]).map((w) => w.url)).toContain('https://a.example/h');
    expect(call(e, 'DELETE', `/api/v2/webhooks${t}`, { url: 'https://a.example/h' }).status).toBe(200);

    const added = call(e, 'POST', `/api/v2/sip/ipWhitelist${t}`, { ip: '198.51.100.0/24', label: 'Carrier' });
    expect((added.json as { whitelist: Json[] }).whitelist.map((w) => w.ip)).toContain('198.51.100.0/24');
    expect(call(e, 'DELETE', `/api/v2/sip/ipWhitelist${t}`, { ip: '198.51.100.0/24' }).status).toBe(200);
    const routes = call(e, 'POST', `/api/v2/sip/outboundRoutes${t}`, { route: 'sip.example.com;transport=tls' });
    expect((routes.json as { routes: string[] }).routes[0]).toBe('sip.example.com;transport=tls');

    expect(call(e, 'DELETE', `/api/v2/sip/registration${t}`).status).toBe(200);
    expect(call(e, 'GET', `/api/v2/sip/registration${t}`).status).toBe(404);
    const reg = { aor: '2002@sip.example.com', username: '2002', password: 'secret-pw', transport: 'TLS' };
    expect(call(e, 'POST', `/api/v2/sip/registration${t}`, reg).status).toBe(201);
    const got = call(e, 'GET', `/api/v2/sip/registration${t}`).json as { registration: Json };
    expect(got.registration).toMatchObject({ aor: '2002@sip.example.com', username: '2002' });
    expect(got.registration).not.toHaveProperty('password');
    expect(e.violations).toEqual([]);
  });
});

describe('apps, integrations and JobNimbus', () => {
  it('gives Zendesk auth parameters with required fields and a secret', () => {
    const e = engine();
    const app = (call(e, 'GET', `/api/v2/apps/zendesk/2.0.0${t}`).json as { app: Json }).app as {
      dependencies: { providers: { auth: { parameters: { required: string[]; properties: Record<string, Json> } } } };
    };
    const params = app.dependencies.providers.auth.parameters;
    expect(params.required).toEqual(['subdomain', 'email', 'apiToken']);
    expect(params.properties.apiToken).toMatchObject({ format: 'password' });
    expect(e.violations).toEqual([]);
  });

  it('keeps integration data per slug', () => {
    const e = engine();
    expect(call(e, 'GET', `/api/v2/integration/jobnimbus${t}`).json).toMatchObject({
      appData: { defaultJobType: 'Cleaning' },
    });
    expect(call(e, 'GET', `/api/v2/integration/zendesk${t}`).status).toBe(404);
    call(e, 'POST', `/api/v2/integration/zendesk${t}`, { appData: { brand: 'Sunrise' } });
    expect(call(e, 'GET', `/api/v2/integration/zendesk${t}`).json).toMatchObject({
      slug: 'zendesk',
      appData: { brand: 'Sunrise' },
    });
    expect(e.violations).toEqual([]);
  });

  it('answers valid false with the status for a bad API key, and the data for a good one', () => {
    const e = engine();
    for (const path of ['/api/jobnimbus/settings', '/api/jobnimbus/team']) {
      expect(call(e, 'POST', `${path}${t}`, { bearerToken: 'wrong', targetDate: '2025-11-24' }).json).toEqual({
        valid: false,
        status: 401,
      });
      expect(call(e, 'POST', `${path}${t}`, { bearerToken: 'jn_live_9f3b2c7d1e' }).json).toMatchObject({ valid: true });
    }
    expect(e.violations).toEqual([]);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DEVELOPER_MESSAGES,
  EXAMPLE_REQUESTS,
  TOKEN_PLACEHOLDER,
  WEBHOOK_TYPES,
  curlOf,
  domainPreviewOf,
  domainProblem,
  httpsUrlProblem,
  maskToken,
  registrationFormErrors,
  registrationFormValues,
  registrationInput,
  routeProblem,
  safeHexColor,
  sortDomains,
  webhookFormErrors,
  webhooksOf,
  whitelistFormErrors,
} from '@/lib/developer';
import * as MESSAGES from '@/lib/message-catalogue';

describe('a webhook address', () => {
  it.each([
    ['https://hooks.automation.example/catch/4001', null],
    ['https://example.com', null],
    ['https://[2001:db8::1]/hook', null],
    ['http://example.com/hook', DEVELOPER_MESSAGES.httpsUrl],
    ['https://localhost/hook', DEVELOPER_MESSAGES.httpsUrl],
    ['ftp://example.com', DEVELOPER_MESSAGES.httpsUrl],
    ['example.com/hook', DEVELOPER_MESSAGES.httpsUrl],
    ['javascript:alert(1)', DEVELOPER_MESSAGES.httpsUrl],
    ['https://user:pw@example.com', DEVELOPER_MESSAGES.urlCredentials],
    ['https://exa mple.com', DEVELOPER_MESSAGES.httpsUrl],
    ['', MESSAGES.fieldRequired],
    [`https://example.com/${'a'.repeat(2048)}`, DEVELOPER_MESSAGES.urlTooLong],
  ])('%j → %j', (url, problem) => expect(httpsUrlProblem(url)).toBe(problem));

  it('takes every https URL of a dotted host and refuses every http one (property)', () => {
    fc.assert(
      fc.property(fc.domain(), fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { maxLength: 4 }), (host, path) => {
        fc.pre(host.includes('.'));
        const url = `https://${host}/${path.join('/')}`;
        expect(httpsUrlProblem(url)).toBeNull();
        expect(httpsUrlProblem(url.replace(/^https/, 'http'))).toBe(DEVELOPER_MESSAGES.httpsUrl);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on any text (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof (httpsUrlProblem(s) ?? '') === 'string'));
  });
});

describe('the webhook form and list', () => {
  it('needs an https URL, a label and a type of the real product', () => {
    expect(webhookFormErrors({ url: '', label: '', type: '' })).toEqual({
      url: MESSAGES.fieldRequired,
      label: MESSAGES.fieldRequired,
      type: DEVELOPER_MESSAGES.webhookTypeUnknown,
    });
    expect(webhookFormErrors({ url: 'https://a.example/h', label: 'A', type: 'contact' })).toEqual({});
    expect(WEBHOOK_TYPES).toEqual(['conversation', 'incoming', 'contact', 'agent', 'onboarding']);
  });

  it('refuses the same address for the same events twice', () => {
    const existing = [{ url: 'https://a.example/h', label: 'A', type: 'contact' as const }];
    expect(webhookFormErrors({ url: 'https://a.example/h', label: 'B', type: 'contact' }, existing).url).toBe(
      DEVELOPER_MESSAGES.duplicateWebhook,
    );
    expect(webhookFormErrors({ url: 'https://a.example/h', label: 'B', type: 'agent' }, existing)).toEqual({});
  });

  it('reads each of the list’s three answer forms', () => {
    const hook = { url: 'https://a.example/h', label: 'A', type: 'contact' as const };
    expect(webhooksOf([hook])).toEqual([hook]);
    expect(webhooksOf({ success: true, webhooks: [hook] })).toEqual([hook]);
    expect(webhooksOf({ success: true, data: [hook] })).toEqual([hook]);
    expect(webhooksOf(undefined)).toEqual([]);
  });
});

describe('tokens', () => {
  it.each([
    ['vida_4001_8c1f0e7d2b6a4953a1e0c7f4b2d9e6a3', 'vida_4001_…e6a3'],
    ['abcdefghijklmnop', '…mnop'],
    ['short', '…'],
    ['vida_4001_…e6a3', 'vida_4001_…e6a3'],
  ])('%j is shown as %j', (token, masked) => expect(maskToken(token)).toBe(masked));

  it('never shows more than the last 4 characters of the secret part (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-f0-9]{16,40}$/), (secret) => {
        const masked = maskToken(`vida_4001_${secret}`);
        expect(masked).toBe(`vida_4001_…${secret.slice(-4)}`);
      }),
    );
  });
});

describe('SIP forms', () => {
  it('checks a whitelist entry and refuses a repeat', () => {
    expect(whitelistFormErrors({ ip: '203.0.113.0/24', label: 'Office' })).toEqual({});
    expect(whitelistFormErrors({ ip: '203.0.113.300', label: '' })).toEqual({
      ip: DEVELOPER_MESSAGES.ip,
      label: MESSAGES.fieldRequired,
    });
    expect(whitelistFormErrors({ ip: '2001:DB8::1', label: 'x' }, [{ ip: '2001:db8::1', label: 'y' }]).ip).toBe(
      DEVELOPER_MESSAGES.duplicateIp,
    );
  });

  it('checks a route and refuses a repeat', () => {
    expect(routeProblem('sip.example.com:5061;transport=tls')).toBeNull();
    expect(routeProblem('sip.example.com:99999')).toBe(DEVELOPER_MESSAGES.route);
    expect(routeProblem('SIP.example.com', ['sip.example.com'])).toBe(DEVELOPER_MESSAGES.duplicateRoute);
  });

  it('needs a password to create a registration but not to update one, and never prefills it', () => {
    const values = registrationFormValues({ aor: '1001@sip.example.com', username: '1001', transport: 'tls' });
    expect(values.password).toBe('');
    expect(values.transport).toBe('TLS');
    expect(registrationFormErrors(values, true)).toEqual({ password: MESSAGES.fieldRequired });
    expect(registrationFormErrors(values, false)).toEqual({});
    expect(registrationFormErrors({ ...values, aor: '1001', port: '70000', proxy: 'a b' }, false)).toEqual({
      aor: DEVELOPER_MESSAGES.aor,
      port: DEVELOPER_MESSAGES.port,
      proxy: DEVELOPER_MESSAGES.hostPort,
    });
  });

  it('sends only what was typed: no empty password, the port as a number', () => {
    const values = { ...registrationFormValues(null), aor: ' 1001@sip.example.com ', username: '1001', port: '5061' };
    expect(registrationInput(values)).toEqual({
      aor: '1001@sip.example.com',
      username: '1001',
      port: 5061,
      subscribe: false,
    });
    expect(registrationInput({ ...values, password: 'pw' }).password).toBe('pw');
  });

  it('leaves subscribe out of an update whose box was not touched (the read does not say it)', () => {
    const values = { ...registrationFormValues(null), aor: '1001@sip.example.com', username: '1001' };
    expect(registrationInput(values, false)).not.toHaveProperty('subscribe');
    expect(registrationInput({ ...values, subscribe: true }, true).subscribe).toBe(true);
    expect(registrationInput(values, true).subscribe).toBe(false);
  });
});

describe('domains', () => {
  const domains = [
    { domain: 'voice.example.com', default: false },
    { domain: 'app.example.com', default: true },
  ];
  it('checks a new domain and refuses a repeat', () => {
    expect(domainProblem('new.example.com', domains)).toBeNull();
    expect(domainProblem('https://new.example.com', domains)).toBe(DEVELOPER_MESSAGES.domain);
    expect(domainProblem('App.Example.com', domains)).toBe(DEVELOPER_MESSAGES.duplicateDomain);
  });
  it('lists the default first', () => {
    expect(sortDomains(domains).map((d) => d.domain)).toEqual(['app.example.com', 'voice.example.com']);
  });
  it('reads a lookup: null is "not found", a profile without a name is invalid domain data', () => {
    expect(domainPreviewOf(null)).toEqual({ kind: 'notFound', text: 'not found' });
    expect(domainPreviewOf({ domain: 'a.example' })).toEqual({ kind: 'invalid', text: MESSAGES.invalidDomainData });
    expect(domainPreviewOf({ domain: 'a.example', name: 'A' }).kind).toBe('profile');
  });
  it.each([
    ['#1d4ed8', '#1d4ed8'],
    ['#fff', '#fff'],
    ['red', null],
    ['#1d4ed8; background: url(x)', null],
  ])('colour %j → %j', (raw, out) => expect(safeHexColor(raw)).toBe(out));
});

describe('the docs page’s examples', () => {
  it('carry the token placeholder and the account, never a token', () => {
    const curl = curlOf(EXAMPLE_REQUESTS[0]!, 'https://api.example.com/', 3001);
    expect(curl).toBe(
      `curl -X GET "https://api.example.com/api/v1/account?token=${TOKEN_PLACEHOLDER}&targetAccountId=3001"`,
    );
    const post = curlOf(
      EXAMPLE_REQUESTS.find((r) => r.method === 'POST')!,
      'https://api.example.com',
      undefined,
    );
    expect(post).toContain(`?token=${TOKEN_PLACEHOLDER}"`);
    expect(post).not.toContain('targetAccountId');
    expect(post).toContain(`-d '{"url":"https://example.com/hooks/vida"`);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  PRODUCT_HELP_PAGE,
  accountInfoRows,
  helpTargetOf,
  pageAddressWithout,
  supportFormSchema,
  supportMessageText,
  supportUrlLabel,
} from '@/lib/help';

describe('helpTargetOf', () => {
  it.each([
    [
      { domainSupportUrl: 'https://help.example.com' },
      { kind: 'support', url: 'https://help.example.com/', from: 'domain' },
    ],
    [
      { domainSupportUrl: 'https://d.example', accountSupportUrl: 'https://a.example' },
      { kind: 'support', url: 'https://d.example/', from: 'domain' },
    ],
    [
      { domainSupportUrl: '', accountSupportUrl: 'https://a.example' },
      { kind: 'support', url: 'https://a.example/', from: 'account' },
    ],
    [
      { accountSupportUrl: 'mailto:help@a.example' },
      { kind: 'support', url: 'mailto:help@a.example', from: 'account' },
    ],
    [{ domainSupportUrl: 'javascript:alert(1)' }, { kind: 'product', url: PRODUCT_HELP_PAGE }],
    [
      { domainSupportUrl: 42, accountSupportUrl: null },
      { kind: 'product', url: PRODUCT_HELP_PAGE },
    ],
    [{}, { kind: 'product', url: PRODUCT_HELP_PAGE }],
  ])('%j → %j', (input, expected) => {
    expect(helpTargetOf(input)).toEqual(expected);
  });

  it('never answers a URL with a scheme other than http, https or mailto', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const t = helpTargetOf({ domainSupportUrl: a, accountSupportUrl: b });
        return t.kind === 'product' || /^(https?:|mailto:|\/)/i.test(t.url);
      }),
    );
  });
});

describe('supportUrlLabel', () => {
  it.each([
    ['https://support.example.com/path', 'support.example.com'],
    ['mailto:help@example.com?subject=x', 'help@example.com'],
    ['/help', '/help'],
  ])('%s → %s', (url, label) => expect(supportUrlLabel(url)).toBe(label));
});

describe('the get-support form', () => {
  const problems = (input: unknown) => {
    const r = v.safeParse(supportFormSchema, input);
    return r.success ? [] : r.issues.map((i) => i.message);
  };
  it.each([
    [{ topic: '', message: '' }, ['This field is required', 'This field is required']],
    [{ topic: 'nope', message: 'hi' }, ['This field is required']],
    [{ topic: 'billing', message: '   ' }, ['This field is required']],
    [{ topic: 'billing', message: 'x'.repeat(1001) }, ['Keep the message under 1000 characters.']],
    [{ topic: 'billing', message: 'x'.repeat(1000) }, []],
  ])('%j → %j', (input, expected) => expect(problems(input)).toEqual(expected));

  it('names the topic and trims the message', () => {
    expect(supportMessageText({ topic: 'question', message: '  How?  ' })).toBe('Support request (A question): How?');
  });
});

describe('accountInfoRows', () => {
  it('lists name, type, ids and plan; leaves out what is absent or the account itself', () => {
    const rows = accountInfoRows({
      id: 3001,
      username: 'sunrise',
      accountType: 'organization',
      accountName: 'Sunrise Dental',
      organizationId: 3001,
      resellerId: 2001,
      subscription: 'Pro',
      timestamp: 1700000000,
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Name', 'Sunrise Dental'],
      ['Type', 'Organization'],
      ['Account id', '3001'],
      ['Username', 'sunrise'],
      ['Reseller id', '2001'],
      ['Plan', 'Pro'],
      ['Created', '2023-11-14'],
    ]);
  });
});

describe('pageAddressWithout', () => {
  it('drops the named flags and keeps the rest', () => {
    expect(pageAddressWithout('https://a.example/app/org/1/inbox?active=r1&mobile=true&help', ['mobile', 'help'])).toBe(
      'https://a.example/app/org/1/inbox?active=r1',
    );
  });
});

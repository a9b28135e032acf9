import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HUMAN_MESSAGES, humanMessage, isHumanSentence } from '@/lib/errors';
import * as MESSAGES from '@/lib/message-catalogue';
import { ALL_MESSAGES } from '@/lib/message-catalogue';

const api = (kind: string, status: number, message: string) => ({ name: 'ApiError', kind, status, message });

describe('humanMessage', () => {
  it.each([
    [api('network', 0, "Failed to execute 'json' on 'Response': Unexpected end of JSON input"), HUMAN_MESSAGES.network],
    [api('network', 0, 'Failed to fetch'), HUMAN_MESSAGES.network],
    [api('timeout', 0, 'x'), HUMAN_MESSAGES.timeout],
    [api('http', 431, 'Request Header Fields Too Large'), HUMAN_MESSAGES.tooLarge],
    [api('http', 401, 'Unauthorized'), HUMAN_MESSAGES.unauthorized],
    [api('http', 403, 'Forbidden'), HUMAN_MESSAGES.forbidden],
    [api('http', 404, 'Not Found'), HUMAN_MESSAGES.notFound],
    [api('http', 500, 'Internal Server Error'), HUMAN_MESSAGES.server],
    [api('http', 400, 'The phone number is not valid.'), 'The phone number is not valid.'],
    [api('http', 400, 'HTTP 400'), HUMAN_MESSAGES.generic],
    [api('envelope', 200, 'Could not verify code.'), MESSAGES.emailCodeFailed],
    [api('envelope', 200, 'Account is locked.'), 'Account is locked.'],
    [api('envelope', 200, 'TypeError: x is undefined'), HUMAN_MESSAGES.generic],
    [new TypeError("Cannot read properties of undefined (reading 'map')"), HUMAN_MESSAGES.malformed],
    [new SyntaxError('Unexpected token < in JSON at position 0'), HUMAN_MESSAGES.malformed],
    [new Error('Error fetching temp user session'), MESSAGES.tempSessionFailed],
    [new Error('boom at https://api.example.com/?token=secret'), HUMAN_MESSAGES.generic],
    ['a string', HUMAN_MESSAGES.generic],
    [null, HUMAN_MESSAGES.generic],
  ])('%o → %j', (error, expected) => {
    expect(humanMessage(error)).toBe(expected);
  });

  it('shows every catalogue message an error carries as it is (technical wording included)', () => {
    for (const message of ALL_MESSAGES) expect(humanMessage(new Error(message))).toBe(message);
    expect(humanMessage({ kind: 'http', status: 500, message: MESSAGES.fetchLogsFailed })).toBe('Failed to fetch logs');
  });

  it('uses the screen’s catalogue message as the fallback', () => {
    expect(humanMessage(new Error('x'), MESSAGES.fetchLogsFailed)).toBe(MESSAGES.fetchLogsFailed);
  });

  it('property: never shows raw exception text, URLs or tokens', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'envelope', 'network', 'timeout', 'invalid', undefined),
        fc.integer({ min: 0, max: 599 }),
        fc.string(),
        (kind, status, message) => {
          const out = humanMessage({ kind, status, message: `Failed to execute 'json' on 'Response' ${message}` });
          expect(out).not.toMatch(/Failed to execute/);
          expect(isHumanSentence(out) || ALL_MESSAGES.includes(out)).toBe(true);
          const withUrl = humanMessage({ kind, status, message: `https://api.example.com/x?token=${message}` });
          expect(withUrl).not.toMatch(/token=/);
        },
      ),
    );
  });
});

import { describe, it, expect } from 'vitest';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  apiErrorMessage,
  invalidCharactersMessage,
  serverMessageOr,
  unexpectedTokenMessage,
  unknownFieldMessage,
} from '@/lib/messages';

describe('templated messages (spec §5, §8)', () => {
  it('fills the templated messages', () => {
    expect(invalidCharactersMessage(['$', '#'])).toBe('Invalid characters: $, #');
    expect(unknownFieldMessage('foo')).toBe('Unknown field: foo');
    expect(unknownFieldMessage('$&')).toBe('Unknown field: $&');
    expect(apiErrorMessage(500, 'Server Error')).toBe('API Error: 500 - Server Error');
    expect(unexpectedTokenMessage("')'", 3, 'expression')).toBe(
      "Unexpected token ')' at position 3, expected expression",
    );
  });

  it.each([
    ['Template locked', 'Template locked'],
    ['', 'Migration failed'],
    [undefined, 'Migration failed'],
    [42, 'Migration failed'],
  ])('server message %j else the default', (server, shown) => {
    expect(serverMessageOr(server, MESSAGES.migrationFailed)).toBe(shown);
  });
});

describe('the fixed messages (src/lib/message-catalogue.ts)', () => {
  const { ALL_MESSAGES, ...exports } = MESSAGES;
  it('lists every fixed message in ALL_MESSAGES, once', () => {
    const values = Object.values(exports);
    expect(values.length).toBeGreaterThan(50);
    expect(values.every((value) => typeof value === 'string')).toBe(true);
    expect([...ALL_MESSAGES].sort()).toEqual([...values].sort());
    expect(new Set(ALL_MESSAGES).size).toBe(ALL_MESSAGES.length);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { accountTitle } from '@/lib/accounts';

describe('accountTitle', () => {
  it.each([
    // The account's own name (what Settings edits) wins over the name in its details.
    [{ accountName: 'Sunrise Dental Co', details: { accountName: 'Sunrise Dental Group' } }, 'Sunrise Dental Co'],
    [{ accountName: '  ', details: { accountName: 'Sunrise Dental Group' } }, 'Sunrise Dental Group'],
    [{ details: { accountName: ' Sunrise ' }, name: 'Maria' }, 'Sunrise'],
    [{ name: 'Maria Alvarez', username: 'sunrisedental' }, 'Maria Alvarez'],
    [{ username: 'sunrisedental' }, 'sunrisedental'],
    // Malformed answers: no name rather than a crash or "[object Object]".
    [{ accountName: 42, details: null, name: { first: 'M' } }, undefined],
    [{}, undefined],
  ])('%j → %s', (account, expected) => {
    expect(accountTitle(account)).toBe(expected);
  });

  it('is always trimmed, non-empty text or undefined', () => {
    fc.assert(
      fc.property(
        fc.record({ accountName: fc.anything(), name: fc.anything(), username: fc.anything() }, { requiredKeys: [] }),
        (account) => {
          const title = accountTitle(account);
          expect(title === undefined || (typeof title === 'string' && title === title.trim() && title !== '')).toBe(
            true,
          );
        },
      ),
    );
  });
});

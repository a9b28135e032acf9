import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CHARGEBEE_STATES, readProviderReturn } from '@/lib/billing';

describe('readProviderReturn: the card providers’ own parameters on the success page', () => {
  it.each([
    [{ session_id: 'cs_test_a1B2c3' }, { provider: 'Stripe', reference: 'cs_test_a1B2c3', paid: true }],
    [{ session_id: 'cs_live_ZZ9' }, { provider: 'Stripe', reference: 'cs_live_ZZ9', paid: true }],
    [
      { id: 'hp_0001ab', state: 'succeeded' },
      { provider: 'Chargebee', reference: 'hp_0001ab', paid: true },
    ],
    [
      { id: 'hp_0001ab', state: 'cancelled' },
      { provider: 'Chargebee', reference: 'hp_0001ab', paid: false },
    ],
    [
      { id: 'hp_0001ab', state: 'failed' },
      { provider: 'Chargebee', reference: 'hp_0001ab', paid: false },
    ],
    // Stripe's session wins when a return address somehow carries both.
    [
      { session_id: 'cs_test_1', id: 'hp_1', state: 'failed' },
      { provider: 'Stripe', reference: 'cs_test_1', paid: true },
    ],
  ])('%j → %j', (search, expected) => {
    expect(readProviderReturn(search)).toEqual(expected);
  });

  it.each([
    [{}],
    [{ session_id: 'pi_123' }], // not a Checkout session
    [{ session_id: 'cs_test_<script>' }], // not a reference
    [{ session_id: `cs_test_${'a'.repeat(300)}` }], // too long to be one
    [{ id: 'hp_1' }], // Chargebee always says the state
    [{ id: 'hp_1', state: 'paid' }], // not one of its states
    [{ id: 'hp 1', state: 'succeeded' }],
    [{ session_id: 42, id: ['hp_1'], state: true }],
  ])('%j is no provider report', (search) => {
    expect(readProviderReturn(search)).toBeNull();
  });

  it('only a Chargebee page that succeeded is paid; the reference is always the id given', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/), fc.constantFrom(...CHARGEBEE_STATES), (id, state) => {
        expect(readProviderReturn({ id, state })).toEqual({
          provider: 'Chargebee',
          reference: id,
          paid: state === 'succeeded',
        });
      }),
    );
  });

  it('whatever the address holds, the answer is null or a reference of safe characters', () => {
    fc.assert(
      fc.property(
        fc.record({ session_id: fc.anything(), id: fc.anything(), state: fc.anything() }, { requiredKeys: [] }),
        (search) => {
          const r = readProviderReturn(search);
          if (r) expect(r.reference).toMatch(/^[A-Za-z0-9_-]{1,200}$/);
        },
      ),
    );
  });
});

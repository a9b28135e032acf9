import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CONTACT_FORM_FIELDS,
  changedContactData,
  contactAccessError,
  contactDisplayName,
  contactFormValues,
  contactIdFromFlag,
  filterContacts,
  hasContactIdentity,
  isValidContactEmail,
  matchesContactSearch,
  mergeContactData,
  newContactData,
  normalizeSearch,
  orgAccountIdOf,
  phoneInputProblem,
  removeContact,
  replaceContact,
  upsertContact,
  type ContactFields,
  type ContactFormValues,
} from '@/lib/contacts';
import * as MESSAGES from '@/lib/message-catalogue';
import { james, priya } from '../../fixtures';

const form = (values: Partial<ContactFormValues>): ContactFormValues => ({ ...contactFormValues(), ...values });

describe('contactDisplayName', () => {
  it.each<[ContactFields | null | undefined, string | null]>([
    [{ firstName: 'James', lastName: 'Whitfield' }, 'James Whitfield'],
    [{ firstName: '  James ', lastName: '' }, 'James'],
    [{ lastName: 'Whitfield', company: 'Acme' }, 'Whitfield'],
    [{ company: 'Raman Architects', phoneNumber: '14155550163' }, 'Raman Architects'],
    [{ phoneNumber: '14155550163', email: 'a@b.co' }, '+1 (415) 555-0163'],
    [{ phoneNumber: '4420794601' }, '4420794601'],
    [{ email: 'a@b.co' }, 'a@b.co'],
    [{ firstName: '   ', notes: 'only notes' }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ])('%j is shown as %j', (fields, name) => {
    expect(contactDisplayName(fields)).toBe(name);
  });
});

describe('search', () => {
  it.each([
    ['  James   Whit ', 'James Whit'],
    ['', ''],
    ['\t\n', ''],
    [undefined, ''],
    [42, ''],
  ])('normalizes %j to %j', (raw, normalized) => {
    expect(normalizeSearch(raw)).toBe(normalized);
  });

  it.each<[string, string[]]>([
    ['', ['ct_5f2a91', 'ct_81c3d4']],
    ['james', ['ct_5f2a91']],
    ['JAMES whitfield', ['ct_5f2a91']],
    ['whitfield james', ['ct_5f2a91']],
    ['raman arch', ['ct_81c3d4']],
    ['example.com', ['ct_5f2a91']],
    ['afternoon', ['ct_5f2a91']],
    ['(415) 555-0163', ['ct_81c3d4']],
    ['555 01', ['ct_5f2a91', 'ct_81c3d4']],
    ['+1 415', ['ct_5f2a91', 'ct_81c3d4']],
    ['james raman', []],
    ['zzz', []],
  ])('%j finds %j', (search, ids) => {
    expect(filterContacts([james, priya], search).map((c) => c.id)).toEqual(ids);
  });

  it('searches custom fields too, and no field of a contact without fields', () => {
    expect(matchesContactSearch({ firstName: 'A', favouriteColour: 'Teal' }, 'teal')).toBe(true);
    expect(matchesContactSearch({ firstName: 'A', visits: 12 }, '12')).toBe(true);
    expect(matchesContactSearch(null, 'a')).toBe(false);
    expect(matchesContactSearch(null, ' ')).toBe(true);
  });

  it('finds a contact by any piece of any of its fields (property)', () => {
    const field = fc.string({ minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(
        fc.record({ firstName: field, lastName: field, company: field }),
        fc.constantFrom('firstName', 'lastName', 'company'),
        fc.nat(),
        fc.nat(),
        (fields, key, a, b) => {
          const text = fields[key as keyof typeof fields];
          const start = a % text.length;
          const piece = text.slice(start, start + 1 + (b % (text.length - start)));
          fc.pre(normalizeSearch(piece) === piece && piece !== '');
          expect(matchesContactSearch(fields, piece)).toBe(true);
        },
      ),
    );
  });

  it('filtering keeps a subset in order, and a blank search keeps all (property)', () => {
    const contact = fc.record({
      id: fc.string({ minLength: 1, maxLength: 8 }),
      contact: fc.record(
        { firstName: fc.string(), email: fc.string(), phoneNumber: fc.string() },
        { requiredKeys: [] },
      ),
    });
    fc.assert(
      fc.property(fc.array(contact, { maxLength: 20 }), fc.string({ maxLength: 6 }), (contacts, search) => {
        const found = filterContacts(contacts, search);
        expect(contacts.filter((c) => found.includes(c))).toEqual(found);
        expect(filterContacts(contacts, '   ')).toEqual(contacts);
      }),
    );
  });
});

describe('merge and list updates', () => {
  it('merges new data into the fields: new keys added, given keys replaced, others kept', () => {
    const merged = mergeContactData(james, { notes: 'Moved to Thursday.', company: 'Whitfield & Co', x: undefined });
    expect(merged).toEqual({
      id: 'ct_5f2a91',
      contact: { ...james.contact, notes: 'Moved to Thursday.', company: 'Whitfield & Co' },
    });
    expect(merged.contact).not.toHaveProperty('x');
    expect(james.contact.notes).toBe('Prefers afternoon appointments.');
  });

  it('merging is a right-biased union that never touches the id (property)', () => {
    const fields = fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 8 });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fields, fields, (id, contact, data) => {
        const before = structuredClone(contact);
        const merged = mergeContactData({ id, contact }, data);
        expect(merged.id).toBe(id);
        for (const [k, v] of Object.entries(data)) expect(merged.contact[k]).toBe(v);
        for (const [k, v] of Object.entries(contact)) if (!(k in data)) expect(merged.contact[k]).toBe(v);
        expect(Object.keys(merged.contact).sort()).toEqual(
          [...new Set([...Object.keys(contact), ...Object.keys(data)])].sort(),
        );
        expect(mergeContactData(merged, data)).toEqual(merged);
        expect(contact).toEqual(before);
      }),
    );
  });

  it('replaces, inserts and removes by id', () => {
    const edited = mergeContactData(priya, { notes: 'n' });
    expect(replaceContact([james, priya], edited)).toEqual([james, edited]);
    expect(replaceContact([james], edited)).toEqual([james]);
    expect(upsertContact([james], priya)).toEqual([priya, james]);
    expect(upsertContact([james, priya], edited)).toEqual([james, edited]);
    expect(removeContact([james, priya], 'ct_5f2a91')).toEqual([priya]);
    expect(removeContact([james, priya], 'nope')).toEqual([james, priya]);
  });
});

describe('form data', () => {
  it('starts from the contact, with empty strings for missing fields', () => {
    expect(contactFormValues(priya.contact)).toEqual({
      firstName: 'Priya',
      lastName: 'Raman',
      phoneNumber: '14155550163',
      email: '',
      company: 'Raman Architects',
      notes: '',
    });
    expect(Object.values(contactFormValues())).toEqual(CONTACT_FORM_FIELDS.map(() => ''));
  });

  it('sends the filled fields of a new contact, trimmed, the phone as digits', () => {
    expect(newContactData(form({ firstName: ' Oakridge ', phoneNumber: '+1 (650) 555-0119', email: '  ' }))).toEqual({
      firstName: 'Oakridge',
      phoneNumber: '16505550119',
    });
  });

  it.each<[Partial<ContactFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ notes: 'Moved to Thursday.' }, { notes: 'Moved to Thursday.' }],
    [{ firstName: '  James  ' }, {}],
    [{ phoneNumber: '+1 (415) 555-0187' }, {}],
    [{ phoneNumber: '+1 (415) 555-0100' }, { phoneNumber: '14155550100' }],
    [{ email: '' }, { email: '' }],
    [
      { company: 'Whitfield & Co', lastName: 'W' },
      { company: 'Whitfield & Co', lastName: 'W' },
    ],
  ])('an edit changing %j sends %j', (changes, data) => {
    expect(changedContactData(james.contact, form({ ...contactFormValues(james.contact), ...changes }))).toEqual(data);
  });

  it('merging the sent changes gives the typed values (property)', () => {
    const text = fc.string({ maxLength: 12 }).map((s) => s.trim());
    const values = fc.record<ContactFormValues>({
      firstName: text,
      lastName: text,
      phoneNumber: fc.stringMatching(/^\d{0,12}$/),
      email: text,
      company: text,
      notes: text,
    });
    fc.assert(
      fc.property(values, values, (before, after) => {
        const original = { id: 'c', contact: { ...before, custom: 'kept' } };
        const merged = mergeContactData(original, changedContactData(original.contact, after));
        expect(contactFormValues(merged.contact)).toEqual(after);
        expect(merged.contact.custom).toBe('kept');
        expect(changedContactData(merged.contact, after)).toEqual({});
      }),
    );
  });

  it.each<[Partial<ContactFormValues>, boolean]>([
    [{}, false],
    [{ notes: 'only notes' }, false],
    [{ firstName: '  ' }, false],
    [{ firstName: 'A' }, true],
    [{ lastName: 'B' }, true],
    [{ company: 'C' }, true],
    [{ phoneNumber: '1' }, true],
    [{ email: 'e' }, true],
  ])('%j names a contact: %s', (values, ok) => {
    expect(hasContactIdentity(values)).toBe(ok);
  });

  it.each([
    ['', true],
    ['james.whitfield@example.com', true],
    ['  a@b.co  ', true],
    ['a+tag@sub.example.org', true],
    ['james', false],
    ['james@', false],
    ['@example.com', false],
    ['james@example', false],
    ['ja mes@example.com', false],
    ['a@b@c.com', false],
    ['a@b..com', false],
  ])('email %j is valid: %s', (email, ok) => {
    expect(isValidContactEmail(email)).toBe(ok);
  });

  it.each([
    ['', null],
    ['14155550187', null],
    ['+1 (415) 555-0187', null],
    ['415.555.0187', null],
    ['5550187', null],
    ['555018', 'tooShort'],
    ['1234567890123456', 'tooLong'],
    ['415-CALL-NOW', 'characters'],
    ['1415555018x', 'characters'],
    ['++14155550187', 'characters'],
  ])('phone %j has problem %j', (phone, problem) => {
    expect(phoneInputProblem(phone)).toBe(problem);
  });
});

describe('who may fetch contacts', () => {
  it.each([
    [{ id: 4001, accountType: 'agent', organizationId: 3001 }, 3001],
    [{ id: 3001, accountType: 'organization' }, 3001],
    [{ id: 3001, accountType: 'organization', organizationId: 9 }, 3001],
    [{ id: 2001, accountType: 'reseller' }, null],
    [{ id: 1001, accountType: 'partner' }, null],
    [{ id: 4001, accountType: 'agent' }, null],
    [{ id: 4001, accountType: 'agent', organizationId: 0 }, null],
    [{ id: 4001, accountType: 'agent', organizationId: 1.5 }, null],
    [null, null],
    [undefined, null],
  ])('account %j acts on organization %j', (account, org) => {
    expect(orgAccountIdOf(account)).toBe(org);
  });

  it.each([
    ['tok', 3001, null],
    [null, 3001, MESSAGES.noTokenOrOrgAccountId],
    ['', 3001, MESSAGES.noTokenOrOrgAccountId],
    [undefined, 3001, MESSAGES.noTokenOrOrgAccountId],
    ['tok', null, MESSAGES.noTokenOrOrgAccountId],
  ])('token %j and org %j: %j', (token, org, error) => {
    expect(contactAccessError(token, org)).toBe(error);
  });

  it.each([
    ['ct_5f2a91', 'ct_5f2a91'],
    [' ct_5f2a91 ', 'ct_5f2a91'],
    [42, '42'],
    ['42', '42'],
    [true, null],
    ['true', null],
    ['TRUE', null],
    ['false', null],
    ['0', null],
    [0, null],
    [-3, null],
    [1.5, null],
    ['', null],
    ['x'.repeat(65), null],
    [undefined, null],
    [{}, null],
  ])('the flag %j carries the contact id %j', (value, id) => {
    expect(contactIdFromFlag(value)).toBe(id);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  inviteRedirectUrl,
  inviteSchema,
  memberIdFromFlag,
  memberName,
  removalProblem,
  sortMembers,
  statusOf,
  teamAbilities,
} from '@/lib/team';

const users = [
  { id: 6001, email: 'maria@sunrisedental.example', name: 'Maria', isOwner: true },
  { id: 6002, email: 'james@sunrisedental.example', name: 'James', isOwner: false },
  { id: 6003, email: 'new@sunrisedental.example', isOwner: false },
];

describe('the invite form', () => {
  const schema = inviteSchema(users);
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['not-an-email', 'Enter a valid email address, like name@example.com.'],
    ['a@b', 'Enter a valid email address, like name@example.com.'],
    ['JAMES@sunrisedental.example', 'This person is already on the team.'],
    [`${'a'.repeat(320)}@x.io`, 'Use at most 320 characters.'],
  ])('%j → %s', (email, message) => {
    const result = v.safeParse(schema, { email, role: 'admin' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
  it('accepts a new address (trimmed) with a role', () => {
    const result = v.safeParse(schema, { email: '  sam@example.com ', role: 'owner' });
    expect(result.success && result.output).toEqual({ email: 'sam@example.com', role: 'owner' });
    expect(v.safeParse(schema, { email: 'sam@example.com', role: 'boss' }).success).toBe(false);
  });
});

describe('members', () => {
  it('the last owner cannot be removed; others can', () => {
    expect(removalProblem(users, 6001)).toBe('lastOwner');
    expect(removalProblem(users, 6002)).toBeNull();
    expect(removalProblem(users, 1)).toBe('notFound');
    expect(removalProblem([...users, { id: 7, isOwner: true }], 6001)).toBeNull();
  });
  it('owners first, then by name', () => {
    expect(sortMembers([users[2]!, users[1]!, users[0]!]).map((u) => u.id)).toEqual([6001, 6002, 6003]);
    expect(memberName(users[2]!)).toBe('new@sunrisedental.example');
    expect(statusOf(users[2]!)).toBe('invited');
    expect(statusOf(users[0]!)).toBe('active');
  });
  it('property: sorting keeps every member and puts owners first', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.nat(),
            email: fc.emailAddress(),
            name: fc.option(fc.string(), { nil: undefined }),
            isOwner: fc.boolean(),
          }),
        ),
        (list) => {
          const sorted = sortMembers(list);
          expect(sorted).toHaveLength(list.length);
          const firstAdmin = sorted.findIndex((u) => !u.isOwner);
          if (firstAdmin >= 0) expect(sorted.slice(firstAdmin).every((u) => !u.isOwner)).toBe(true);
        },
      ),
    );
  });
  it.each([
    ['6001', 6001],
    [' 42 ', 42],
    ['0', null],
    ['-1', null],
    ['abc', null],
    [true, null],
  ])('member id of flag %j → %s', (raw, id) => expect(memberIdFromFlag(raw)).toBe(id));
  it('the invitation leads back to the account’s team page', () => {
    expect(inviteRedirectUrl('https://app.example/', '/app/org/3001')).toBe('https://app.example/app/org/3001/team');
    expect(inviteRedirectUrl('https://app.example', '')).toBe('https://app.example/app/team');
  });
  it.each([
    [true, true, { canSee: true, canInvite: true, canRemove: true }],
    [false, false, { canSee: false, canInvite: false, canRemove: false }],
  ])('abilities manage=%s invite=%s', (canManageUsers, canInviteUsers, abilities) =>
    expect(teamAbilities({ canManageUsers, canInviteUsers })).toEqual(abilities),
  );
});

// Typed fixtures: each `satisfies` the generated model, so a contract change that breaks them
// fails the type-check instead of leaving tests on a shape the server no longer sends.
import type { AccountResponse, Contact, ContactList } from '@/api/generated/model';

export const orgAccount = {
  success: true,
  id: 3001,
  username: 'sunrisedental',
  accountType: 'organization',
  accountName: 'Sunrise Dental Group',
  details: { accountName: 'Sunrise Dental Group', fullName: 'Maria Alvarez' },
} satisfies AccountResponse;

export const agentAccount = {
  success: true,
  id: 4001,
  username: 'sunrisefrontdesk',
  accountType: 'agent',
  organizationId: 3001,
  accountName: 'Sunrise Front Desk',
  agentName: 'Sunrise Front Desk',
  vidaPhoneNumber: '14155550142',
  vidaPremium: true,
  subscription: 'Pro Monthly',
  details: { accountName: 'Sunrise Front Desk', agentName: 'Sunrise Front Desk', fullName: 'Maria Alvarez' },
} satisfies AccountResponse;

export const resellerAccount = {
  success: true,
  id: 2001,
  username: 'brightpath',
  accountType: 'reseller',
  accountName: 'Brightpath Partners',
} satisfies AccountResponse;

export const contact = {
  id: 'c-1001',
  contact: { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+14155550123' },
} satisfies Contact;

export const contactList = { success: true, contacts: [contact], total: 1 } satisfies ContactList;

/** Answers `GET /api/v1/account` with the account whose id `targetAccountId` names (else `own`). */
export function accountsById(own: AccountResponse, others: readonly AccountResponse[] = []) {
  return (req: Request) => {
    const target = new URL(req.url).searchParams.get('targetAccountId');
    const found = target === null ? own : others.find((a) => String(a.id) === target);
    return found ? { body: found } : { status: 404, body: { success: false, message: 'Account not found' } };
  };
}

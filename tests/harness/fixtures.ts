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

/**
 * Makes the session's own account (in a mock-engine state, see `api.seed`) another agent, of
 * organization 9999, named 'Own agent': the accounts the URLs name (3001, 4001, 2001) are then
 * never the session's own.
 */
export function ownAgentElsewhere(state: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  state.account = {
    ...(state.account as object),
    id: 4999,
    organizationId: 9999,
    accountName: 'Own agent',
    ...extra,
  };
}

// The super administrator's calls (spec 000 §6): refunds, enabling and disabling accounts, and
// the own account that says whether the user is a super administrator.
import { useMutation } from '@tanstack/react-query';
import { disableAccount, enableAccount, getGetAccountQueryOptions } from '@/api/generated/hooks/accounts/accounts';
import { issueRefundToUser } from '@/api/generated/hooks/miscellaneous/miscellaneous';
import type { DisableAccountRequest, EnableAccountRequest, IssueRefundToUserRequest } from '@/api/generated/model';

/** The session's own account (no targetAccountId: the user themself). */
export const ownAccountQueryOptions = () => getGetAccountQueryOptions();

/** Refunds a user in USD or sats. */
export const useIssueRefund = () =>
  useMutation({ mutationFn: (body: IssueRefundToUserRequest) => issueRefundToUser(body) });

/** Enables an account by username. */
export const useEnableAccount = () => useMutation({ mutationFn: (body: EnableAccountRequest) => enableAccount(body) });

/** Disables an account by username, with the reason and details. */
export const useDisableAccount = () =>
  useMutation({ mutationFn: (body: DisableAccountRequest) => disableAccount(body) });

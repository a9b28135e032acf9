import {
  getListAgentAccountsQueryOptions,
  getListOrganizationsQueryOptions,
  getListResellersQueryOptions,
} from '@/api/generated/hooks/accounts/accounts';

/** Accounts per page of a list. */
export const ACCOUNTS_PAGE_SIZE = 25;

/** The agents of an organization (`GET /api/v2/listAccounts`), one page (zero-based). */
export const agentAccountsQueryOptions = (organizationId: number, page: number) =>
  getListAgentAccountsQueryOptions({
    targetOrganizationId: organizationId,
    pagination: true,
    pageSize: ACCOUNTS_PAGE_SIZE,
    ...(page > 0 ? { page } : {}),
  });

/** The organizations of a reseller (`GET /api/v2/listOrganizations`). */
export const organizationsQueryOptions = (resellerId: number, page: number) =>
  getListOrganizationsQueryOptions({
    targetResellerId: resellerId,
    pagination: true,
    pageSize: ACCOUNTS_PAGE_SIZE,
    ...(page > 0 ? { page } : {}),
  });

/** The resellers of a partner (`GET /api/v2/listResellers`). */
export const resellersQueryOptions = (partnerId: number, page: number) =>
  getListResellersQueryOptions({
    targetPartnerId: partnerId,
    pagination: true,
    pageSize: ACCOUNTS_PAGE_SIZE,
    ...(page > 0 ? { page } : {}),
  });

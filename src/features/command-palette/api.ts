// The palette's server searches (spec 001 "Accounts" searchAccount and enhanced, "Miscellaneous"
// search/{target}, and the organization's contacts), each keyed by the generated key.
import {
  getSearchAccountsEnhancedQueryOptions,
  getSearchAccountsQueryOptions,
} from '@/api/generated/hooks/accounts/accounts';
import {
  getSearchUsersEnhancedQueryOptions,
  getSearchUsersQueryOptions,
} from '@/api/generated/hooks/miscellaneous/miscellaneous';
import {
  getGroupConversationRoomId,
  getListContactsQueryOptions,
} from '@/api/generated/hooks/conversations/conversations';
import { usesEnhancedSearch } from '@/lib/accounts';

const STALE = { query: { staleTime: 30_000, retry: false } } as const;

/** Accounts by phrase below the acting account: one word (searchAccount), several (enhanced, every word). */
export const accountSearchQueryOptions = (phrase: string, targetAccountId: number | undefined) => {
  const params = targetAccountId === undefined ? undefined : { targetAccountId };
  return usesEnhancedSearch(phrase)
    ? getSearchAccountsEnhancedQueryOptions({ phrase }, params, STALE)
    : getSearchAccountsQueryOptions({ phrase }, params, STALE);
};

/** People by username, name or number: one word `search/{target}`, several `enhancedSearch/{target}`. */
export const peopleSearchQueryOptions = (text: string) =>
  usesEnhancedSearch(text) ? getSearchUsersEnhancedQueryOptions(text, STALE) : getSearchUsersQueryOptions(text, STALE);

/** The room of the conversation with a person (got or created by the group-room call). */
export async function conversationRoomWith(username: string): Promise<string> {
  const answer = await getGroupConversationRoomId({ users: [username] });
  return answer.details.roomId ?? answer.details.room;
}

/** The organization's contacts matching the text. */
export const contactSearchQueryOptions = (orgId: number, q: string) =>
  getListContactsQueryOptions({ targetAccountId: orgId, q }, STALE);

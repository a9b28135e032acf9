// The help area's calls: the visiting domain's profile (its support URL, spec 000 §1), and the
// support conversation with the product's sales account (spec 000 §9) through the inbox's calls
// (the group-room call, then a text into that room).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { lookupDomain, lookupDomainQueryKey } from '@/api/first-page';
import { isApiError } from '@/api/errors';
import { getGroupConversationRoomId, sendOutboundSms } from '@/api/generated/hooks/conversations/conversations';
import type { DomainProfile } from '@/api/generated/model';
import { SALES_ACCOUNT_ID, SALES_PHONE_NUMBER } from '@/api/config';

/** The host's white-label profile, null when it has none (the domain lookup answers an error):
 * the same key and value as the console's branding, so one cache entry serves both. */
export const domainProfileQueryOptions = (host: string) =>
  queryOptions({
    queryKey: lookupDomainQueryKey({ domain: host }),
    queryFn: async ({ signal }): Promise<DomainProfile | null> => {
      try {
        return await lookupDomain({ domain: host }, signal);
      } catch (error) {
        if (isApiError(error)) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
    enabled: !!host,
  });

const acting = (targetAccountId: number | undefined) => (targetAccountId === undefined ? {} : { targetAccountId });

export interface SupportRoom {
  room: string;
  roomId: string;
}

/** The room shared with the product's sales account (created on first use). */
const supportRoom = async (targetAccountId: number | undefined): Promise<SupportRoom> => {
  const answer = await getGroupConversationRoomId({ users: [SALES_ACCOUNT_ID] }, acting(targetAccountId));
  return { room: answer.details.room, roomId: answer.details.roomId ?? answer.details.room };
};

/** Starts (or reopens) the support chat: answers its room. */
export function useStartSupportChat(targetAccountId: number | undefined) {
  return useMutation({ mutationFn: () => supportRoom(targetAccountId) });
}

/** The get-support form: the support room, then the request as its first text to the sales
 * number. Answers the room, where the reply will arrive. */
export function useSendSupportRequest(targetAccountId: number | undefined) {
  return useMutation({
    mutationFn: async (text: string): Promise<SupportRoom> => {
      const room = await supportRoom(targetAccountId);
      await sendOutboundSms(
        { target: SALES_PHONE_NUMBER, content: text, meta: { roomId: room.roomId } },
        acting(targetAccountId),
      );
      return room;
    },
  });
}

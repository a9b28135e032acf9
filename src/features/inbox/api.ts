import { getGetConversationLogQueryOptions } from '@/api/generated/hooks/conversations/conversations';
import type { TranscriptRef } from '@/lib/inbox';

/** The log of one call, turn by turn, for the acting account. */
export const conversationLogQueryOptions = (ref: TranscriptRef, targetAccountId: number | undefined) =>
  getGetConversationLogQueryOptions(
    ref.roomId,
    ref.uuid,
    targetAccountId === undefined ? undefined : { targetAccountId },
  );

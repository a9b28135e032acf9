// The inbox's new-conversation gate (spec 000 §2.3) going on from this area's overlays: on the
// inbox, a number assigned in selectNumber leads to requestAccess when SMS is still off, and
// once the gate passes the person is composing (`new`), without pressing New Conversation again.
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { newConversationGate, newConversationInput } from '@/lib/permissions';
import { PRODUCT } from '@/lib/numbers';
import { closeOverlay, openOverlay } from '@/lib/search';
import { fetchAccount } from './api';

export type GateStep = 'selectNumber' | 'requestAccess';
export type GateOutcome = 'compose' | 'requestAccess' | 'stay';

export function useGateContinuation(targetAccountId: number | undefined) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** The gate runs on the inbox (the session's own account). */
  const onInbox = pathname === '/inbox' && targetAccountId === undefined;

  /** After `from` did its part: where the gate goes next (and goes there), or 'stay' off the inbox. */
  const continueGate = useCallback(
    async (from: GateStep): Promise<GateOutcome> => {
      if (!onInbox) return 'stay';
      const account = await fetchAccount(queryClient, targetAccountId);
      const gate = newConversationGate(newConversationInput(account, PRODUCT));
      if (gate.ok) {
        void navigate({
          to: '.',
          replace: true,
          search: (prev) => ({ ...closeOverlay(prev, from), new: true, active: undefined, filter: undefined }),
        });
        return 'compose';
      }
      if (gate.open === 'requestAccess' && from === 'selectNumber') {
        void navigate({
          to: '.',
          replace: true,
          search: (prev) => openOverlay(closeOverlay(prev, from), 'requestAccess', true),
        });
        return 'requestAccess';
      }
      return 'stay';
    },
    [onInbox, queryClient, targetAccountId, navigate],
  );

  return { onInbox, continueGate };
}

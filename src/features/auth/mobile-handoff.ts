import * as MESSAGES from '@/lib/message-catalogue';
import { redeemHandoffToken } from './api';

export interface HandoffSession {
  username: string;
  token: string;
  id: number;
}

export class HandoffError extends Error {}

/**
 * The mobile shell's hand-off (spec 000 §8): a one-time token from the native app is exchanged
 * for a session. No token: 'No auth token provided'; the exchange fails: 'Could not authenticate
 * with token'; the answer lacks the token, the account (cloud) id or the username: 'Unable to
 * authenticate user'.
 */
export async function mobileHandoff(oneTimeToken: string | undefined, signal?: AbortSignal): Promise<HandoffSession> {
  const token = oneTimeToken?.trim();
  if (!token) throw new HandoffError(MESSAGES.noAuthToken);
  let answer: Partial<HandoffSession> | undefined;
  try {
    answer = await redeemHandoffToken(token, signal);
  } catch {
    throw new HandoffError(MESSAGES.couldNotAuthenticateWithToken);
  }
  const { username, token: sessionToken, id } = answer ?? {};
  if (!sessionToken || typeof id !== 'number' || !username) throw new HandoffError(MESSAGES.unableToAuthenticateUser);
  return { username, token: sessionToken, id };
}

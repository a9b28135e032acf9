// Signing in (spec 000 §5, §8): a code by email or text message and its verification, and the
// mobile shell's one-time token exchanged for a session.
import { useMutation } from '@tanstack/react-query';
import {
  getRedeemOneTimeTokenQueryKey,
  redeemOneTimeToken,
  signInWithEmail,
  signInWithPhoneNumber,
  verifyEmailCode,
  verifyPhoneSignIn,
} from '@/api/generated/hooks/authentication/authentication';
import type {
  SignInWithEmailRequest,
  SignInWithPhoneNumberRequest,
  VerifyEmailCodeRequest,
  VerifyPhoneSignInRequest,
} from '@/api/generated/model';

/** Asks for a sign-in code by email. */
export const useRequestEmailCode = () =>
  useMutation({ mutationFn: (body: SignInWithEmailRequest) => signInWithEmail(body) });

/** Verifies the emailed code; the answer carries the session token. */
export const useVerifyEmailCode = () =>
  useMutation({ mutationFn: (body: VerifyEmailCodeRequest) => verifyEmailCode(body) });

/** Asks for a sign-in code by text message. */
export const useRequestPhoneCode = () =>
  useMutation({ mutationFn: (body: SignInWithPhoneNumberRequest) => signInWithPhoneNumber(body) });

/** Verifies the texted code; the answer carries the session token. */
export const useVerifyPhoneCode = () =>
  useMutation({ mutationFn: (body: VerifyPhoneSignInRequest) => verifyPhoneSignIn(body) });

/** Exchanges the mobile shell's one-time token for a session. */
export const redeemHandoffToken = (oneTimeToken: string, signal?: AbortSignal) =>
  redeemOneTimeToken({ oneTimeToken }, signal);

/** The key of the exchange (its cached value is the checked session). */
export const handoffQueryKey = (oneTimeToken: string) => getRedeemOneTimeTokenQueryKey({ oneTimeToken });

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as MESSAGES from '@/lib/message-catalogue';
import { errorMessageOf } from '@/components/query-state';

/** The verification step's form: the six-digit code. */
export interface CodeForm {
  code: string;
}

export interface CodeSignInOptions<D, C> {
  /** Asks the server to send a code to `destination` (an email, a phone number). */
  request: (destination: D) => Promise<unknown>;
  /** Checks the code; answers the session token. */
  verify: (destination: D, code: C) => Promise<{ authToken: string }>;
  /** The typed code as the server takes it (a number for email, digits for phone), or null when
   * it is not six digits. */
  parseCode: (code: string) => C | null;
  onSignedIn: (authToken: string) => Promise<void>;
}

/**
 * The code sign-in flow shared by email and phone (spec 000 §5, doc 001 Authentication): request a
 * code for a destination, then verify six digits; a failed verification shows 'Could not verify
 * code.'; the code can be sent again, or the destination changed. The screens only render the
 * destination form of their own kind.
 */
export function useCodeSignIn<D, C>({ request, verify, parseCode, onSignedIn }: CodeSignInOptions<D, C>) {
  const [destination, setDestination] = useState<D | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const codeForm = useForm<CodeForm>({ defaultValues: { code: '' } });

  async function send(to: D): Promise<boolean> {
    setRequesting(true);
    setRequestError(null);
    try {
      await request(to);
      return true;
    } catch (error) {
      setRequestError(errorMessageOf(error));
      return false;
    } finally {
      setRequesting(false);
    }
  }

  const requestCode = async (to: D) => {
    if (requesting) return;
    if (await send(to)) {
      setResent(false);
      setVerifyError(null);
      codeForm.reset({ code: '' });
      setDestination(to);
    }
  };

  const resend = async () => {
    if (destination === null || requesting) return;
    setResent(false);
    if (await send(destination)) {
      setVerifyError(null);
      codeForm.reset({ code: '' });
      setResent(true);
    }
  };

  const submitCode = codeForm.handleSubmit(async ({ code }) => {
    const verificationCode = parseCode(code);
    if (verificationCode === null || destination === null) return;
    setVerifyError(null);
    setVerifying(true);
    try {
      const answer = await verify(destination, verificationCode);
      await onSignedIn(answer.authToken);
    } catch {
      setVerifyError(MESSAGES.emailCodeFailed);
    } finally {
      setVerifying(false);
    }
  });

  /** Back to the destination form (typed a wrong address or number). */
  const changeDestination = () => {
    setDestination(null);
    setVerifyError(null);
    setRequestError(null);
    setResent(false);
  };

  return {
    destination,
    requestCode,
    requesting,
    requestError,
    codeForm,
    submitCode,
    verifying,
    verifyError,
    resend,
    resent,
    changeDestination,
  };
}

export type CodeSignInFlow<D> = ReturnType<typeof useCodeSignIn<D, unknown>>;

import { getAccount } from '@/api/generated/hooks/accounts/accounts';
import { setCredentials } from '@/api/credentials';
import { storeSession } from './session-storage';

/** Makes a token from sign-in the session: its account id is fetched, then both are stored. */
export async function adoptSession(token: string): Promise<void> {
  setCredentials({ token, targetAccountId: null });
  const account = await getAccount();
  storeSession({ id: account.id, token });
}

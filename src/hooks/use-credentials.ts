import { useStore } from '@/hooks/use-store';
import { getCredentials, subscribeCredentials, type Credentials } from '@/api/credentials';

// src/api/credentials.ts sits in the bottom layer (src/api imports nothing above it), so it keeps its own
// listener set; it has the shape of a ReadableStore and is read like every other store.
const credentialsStore = { get: getCredentials, subscribe: subscribeCredentials };

/** The credentials the client is sending now, as React state. */
export function useCredentials(): Credentials {
  return useStore(credentialsStore);
}

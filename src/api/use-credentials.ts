import { useSyncExternalStore } from 'react';
import { getCredentials, subscribeCredentials, type Credentials } from './credentials';

/** The credentials the client is sending now, as React state. */
export function useCredentials(): Credentials {
  return useSyncExternalStore(subscribeCredentials, getCredentials, getCredentials);
}

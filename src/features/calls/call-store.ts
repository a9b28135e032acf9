import { useSyncExternalStore } from 'react';
import { INITIAL_CALL_STATE, callReducer, type CallAction, type CallState } from '@/lib/call';

/** The one call state of the app (spec 000 §3, §4): a store around the pure reducer. */
let state: CallState = INITIAL_CALL_STATE;
const listeners = new Set<() => void>();

export function dispatchCall(action: CallAction): CallState {
  const next = callReducer(state, action);
  if (next !== state) {
    state = next;
    listeners.forEach((l) => l());
  }
  return state;
}

export const getCallState = (): CallState => state;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCallState(): CallState {
  return useSyncExternalStore(subscribe, getCallState, getCallState);
}

/** Tests start from no call. */
export function resetCallState(): void {
  state = INITIAL_CALL_STATE;
  listeners.forEach((l) => l());
}

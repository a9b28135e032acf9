import { createStore } from '@/lib/store';
import { useStore } from '@/hooks/use-store';
import { INITIAL_CALL_STATE, callReducer, type CallAction, type CallState } from '@/lib/call';

/** The one call state of the app (spec 000 §3, §4): a store around the pure reducer. */
const callStore = createStore<CallState>(INITIAL_CALL_STATE);

export function dispatchCall(action: CallAction): CallState {
  callStore.set((state) => callReducer(state, action));
  return callStore.get();
}

export const getCallState = (): CallState => callStore.get();

export function useCallState(): CallState {
  return useStore(callStore);
}

/** Tests start from no call. */
export function resetCallState(): void {
  callStore.set(INITIAL_CALL_STATE);
}

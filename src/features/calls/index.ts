export { dispatchCall, getCallState, resetCallState, useCallState } from './call-store';

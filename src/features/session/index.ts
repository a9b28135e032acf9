export { SessionGate } from './session-gate';
export { useAnonymousSession, type SessionState } from './use-anonymous-session';
export {
  clearSignedOut,
  isSignedOut,
  markSignedOut,
  readStoredSession,
  storeSession,
  type StoredSession,
} from './session-storage';
export { logout, resetInvalidSession } from './logout';
export { signOut, isMobileShell } from './sign-out';
export { adoptSession, startSession } from './adopt-session';
export { ensureSession } from './ensure-session';

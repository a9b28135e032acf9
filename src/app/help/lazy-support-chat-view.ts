// The support chat's view, loaded only when the chat overlay shows a room, so the inbox's
// conversation view stays out of the first chunk.
import { lazy } from 'react';

export const LazySupportChatView = lazy(() =>
  import('./support-chat-view').then((m) => ({ default: m.SupportChatView })),
);

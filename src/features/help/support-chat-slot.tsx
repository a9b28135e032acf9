// The support chat's conversation view, as a slot: the inbox's conversation view belongs to
// another feature, which this one may not import, so the app (src/app/providers.tsx) provides a
// view built from it (src/app/help). Without a provider the chat says where the conversation is.
// This module stays small: the app imports it in its first chunk.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface SupportChatViewProps {
  /** The support room (the group-room call's answer). */
  roomId: string;
  room: string;
  /** The acting account (undefined: the session's own). */
  targetAccountId: number | undefined;
  /** The user's own username, so their messages show as theirs. */
  me: string | undefined;
  /** Closes the chat. */
  onClose: () => void;
}

const SupportChatViewContext = createContext<ComponentType<SupportChatViewProps> | null>(null);

export function SupportChatViewProvider({
  view,
  children,
}: {
  view: ComponentType<SupportChatViewProps>;
  children: ReactNode;
}) {
  return <SupportChatViewContext.Provider value={view}>{children}</SupportChatViewContext.Provider>;
}

/** The provided view (null without a provider). */
export function useSupportChatView(): ComponentType<SupportChatViewProps> | null {
  return useContext(SupportChatViewContext);
}

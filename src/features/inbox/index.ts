export { InboxScreen, type InboxScreenProps, type InboxSearch } from './inbox-screen';
export { clearInboxCache, clearInboxRoom } from './inbox-cache';
export { prefetchInbox } from './api';
export { ConversationView } from './conversation-view';

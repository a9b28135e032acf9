export { SupportChatViewProvider, type SupportChatViewProps } from './support-chat-slot';

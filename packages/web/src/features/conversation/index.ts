export { ConversationPanel } from './ConversationPanel';
export { MessageBubble } from './bubbles';

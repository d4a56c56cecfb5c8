export { ConversationPanel } from './ConversationPanel';

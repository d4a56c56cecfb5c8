export { ConversationToolsMenu } from './ConversationToolsMenu';

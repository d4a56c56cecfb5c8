export { ConversationPanel } from './ConversationPanel';
export { MessageBubble } from './bubbles';
export { DeliveryUpdatesContext } from './delivery-updates-context';
export { MarkKindSelect } from './marks/MarkKindSelect';

export { MessageBubble } from './MessageBubble';
export { SmsBubble } from './SmsBubble';
export { EmailBubble } from './EmailBubble';
export { InternalNoteBubble } from './InternalNoteBubble';
export { NotificationBubble } from './NotificationBubble';
export { EventCardBubble } from './EventCardBubble';
export { DeliveryStatus, deliveryLabel } from './DeliveryStatus';
export type { BubbleProps } from './bubble-props';

/**
 * The conversation context's public surface (`@torque/domain/conversation`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  deliveryColour,
  deliveryDisplay,
  type DeliveryDisplay,
  UNKNOWN_ERROR,
} from './delivery-display.rules.js';
export * from './conversation-gateway.port.js';
export { type IncomingItem, IncomingItemSchema } from './incoming-item.schema.js';
export * from './chat-box.errors.js';
export { countsAsUnread, hasUnread, shouldMarkReadOnServer } from './unread.rules.js';
export { shouldRecordPersonalRead } from './personal-read.rules.js';
export * from './message-time.js';
export {
  awaitsResponse,
  delayForElapsed,
  deliveryDelayStyling,
  FIVE_MINUTES_DELAY_MINUTES,
  isOutgoingToCustomer,
  responseDelay,
  type ResponseDelay,
  THREE_MINUTES_DELAY_MINUTES,
} from './response-delay.rules.js';
export { TIME_GAP_MINUTES, timeGapsIn } from './time-gap.rules.js';
export * from './conversation-tools.schema.js';
export * from './deal-room-gateway.port.js';
export * from './deal-room-invitation-gateway.port.js';
export * from './booking-link-gateway.port.js';
export {
  compareRealtimeEventIds,
  type RealtimeEvent,
  RealtimeEventIdSchema,
  RealtimeEventSchema,
  type RealtimeEventType,
  type RealtimeLeadFlags,
} from './realtime-event.schema.js';
export * from './realtime-feed.port.js';
export * from './realtime-event.mapper.js';
export { isShownOnCallInvite, type MessageKind, messageKindOf } from './message-kind.rules.js';
export * from './conversation-layout.rules.js';
export * from './live-messages.js';
export * from './delivery-updates.js';
export * from './selected-text.rules.js';
export {
  MESSAGE_RESPONSE_UPDATED,
  parseTwelveHourTime,
  PLEASE_ENTER_RESPONSE_DATE_AND_TIME,
  setResponseTimePayload,
  type SetResponseTimePayload,
} from './set-response-time.js';
export * from './outgoing-message.schema.js';
export { messageSender, type MessageSender } from './message-sender.rules.js';
export { heldUntilLabel, scheduledSendTime } from './scheduled-send.rules.js';

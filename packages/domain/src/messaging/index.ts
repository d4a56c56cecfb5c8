/**
 * The messaging context's public surface (`@torque/domain/messaging`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './sms-text.js';
export {
  type ActionType,
  checkOutgoingMessage,
  NO_ASSISTANT,
  PLEASE_ENTER_MESSAGE,
  PLEASE_ENTER_SUBJECT,
} from './outgoing-message.rules.js';
export { composeOutgoingMessage } from './compose-outgoing.js';
export * from './message-limits.js';
export {
  nextDeliveryState,
  deliveryRank,
  type DeliveryState,
  FAILED_DELIVERY_STATUSES,
  isFailedDelivery,
} from './delivery-status.rules.js';
export * from './composer.machine.js';
export * from './filters.rules.js';
export {
  type BulkConversationFailure,
  type BulkConversationFailurePage,
  BulkConversationFailurePageSchema,
  type BulkConversationStatus,
  BulkConversationStatusSchema,
} from './bulk-conversation.schema.js';
export * from './bulk-conversation-gateway.port.js';
export * from './email-auto-response-gateway.port.js';
export * from './transcript.rules.js';
export * from './bulk-conversation.rules.js';

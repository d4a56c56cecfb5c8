import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * Spec 1 §4: the unread count rises only if the chat box is not open, the notification type is not
 * MESSAGE_TO_CUSTOMER, and the message was received.
 */
export const countsAsUnread = (
  message: Pick<MessageInstance, 'direction' | 'notificationType'>,
  chatBoxOpen: boolean,
): boolean =>
  !chatBoxOpen && message.direction === 'RECEIVED' && message.notificationType !== 'MESSAGE_TO_CUSTOMER';

export type MarkReadOnServerInput = {
  readonly storeId: number | null | undefined;
  readonly enterpriseId: number | null | undefined;
  readonly messageCount: number;
  readonly unreadCount: number;
};

/**
 * Spec 1 §4: the conversation is marked read on the server when opened in a store and enterprise
 * context with at least one message, unless it has no unread count.
 */
export const shouldMarkReadOnServer = (input: MarkReadOnServerInput): boolean =>
  input.storeId != null && input.enterpriseId != null && input.messageCount > 0 && input.unreadCount > 0;

/** Spec 1 §9: unread counts are read for values of at least 1. */
export const hasUnread = (unreadCount: number | null | undefined): boolean => (unreadCount ?? 0) >= 1;

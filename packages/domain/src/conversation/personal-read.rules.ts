import type { MarkReadOnServerInput } from './unread.rules.js';

/**
 * Issue 14 (second list 2): where spec 1 §4 sends no read (no store and enterprise context, e.g. a
 * super user), a conversation opened with unread messages is still reported, and the server keeps
 * the read for that user alone. Without it the badge came back after every reload.
 */
export const shouldRecordPersonalRead = (input: MarkReadOnServerInput): boolean =>
  !(input.storeId != null && input.enterpriseId != null) && input.messageCount > 0 && input.unreadCount > 0;

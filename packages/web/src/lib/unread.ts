import type { Lead } from '@torque/domain';

/**
 * Spec 1 §9: unread counts are read for values of at least 1. Kept here, shared by the list
 * and the conversation, until @torque/domain exports the rule.
 */
export const hasUnread = (lead: Pick<Lead, 'totalUnreadCount'>): boolean => lead.totalUnreadCount >= 1;

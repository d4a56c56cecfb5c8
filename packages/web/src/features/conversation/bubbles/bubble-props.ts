import { formatResponseTime, isFromCustomer, messageSender, type MessageInstance } from '@torque/domain';
import type { ReactNode } from 'react';
import type { ConversationView } from './conversation-view';

export type BubbleProps = {
  readonly message: MessageInstance;
  /** The viewer's office time zone (IANA), in which every time is shown. */
  readonly timeZone: string;
  /** The lead's store zone: an appointment's start time is the store's, labelled when not the viewer's. */
  readonly storeTimeZone?: string | undefined;
  /** Who the customer is, for incoming messages without a sender name. */
  readonly customerName: string;
  /** Controls under an internal note: the intervention countdown and the log-mode control. */
  readonly children?: ReactNode;
};

/**
 * The name shown on a message (issue 14): the staff member for a staff send, the assistant only for
 * its own replies, the customer for inbound; else the fallback.
 */
export const senderName = (message: MessageInstance, fallback: string): string =>
  messageSender(message, { customer: fallback, outgoing: fallback }).name;

/** 'RT: …' on a sent message when the view shows response times (spec 1 §6), else undefined. */
export function responseTimeOf(message: MessageInstance, view: ConversationView | null): string | undefined {
  if (!view?.responseTime || isFromCustomer(message) || message.messageResponseTime == null) return undefined;
  return formatResponseTime(message.messageResponseTime);
}

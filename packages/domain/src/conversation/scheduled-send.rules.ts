import { DateTime } from 'luxon';
import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * Issue 14: a text held for quiet hours shows when it goes instead of a tick until it goes out; from
 * the carrier's first report on, the normal delivery display shows. Returns when it is due
 * (ISO-8601), or null when the normal display applies.
 */
export function scheduledSendTime(
  message: Pick<MessageInstance, 'direction' | 'messageStatus' | 'scheduledFor'>,
): string | null {
  if (message.direction === 'RECEIVED' || !message.scheduledFor) return null;
  return message.messageStatus === 'queued' ? message.scheduledFor : null;
}

/**
 * Issue 29: a held text's status, 'Held until 8:00 AM (customer's time)': the time it will really go,
 * on the customer's clock (their zone, as quiet hours count it), never 'Sent' while it waits.
 */
export const heldUntilLabel = (iso: string, customerZone: string): string =>
  `Held until ${DateTime.fromISO(iso, { zone: customerZone, locale: 'en-US' }).toFormat('h:mm a')} (customer's time)`;

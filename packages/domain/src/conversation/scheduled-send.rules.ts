import type { MessageInstance } from '../leads/message-instance.schema.js';

/**
 * Issue 14: a text held for quiet hours shows 'Scheduled for <time>' instead of a tick until it goes
 * out; from the carrier's first report on, the normal delivery display shows. Returns when it is due
 * (ISO-8601), or null when the normal display applies.
 */
export function scheduledSendTime(
  message: Pick<MessageInstance, 'direction' | 'messageStatus' | 'scheduledFor'>,
): string | null {
  if (message.direction === 'RECEIVED' || !message.scheduledFor) return null;
  return message.messageStatus === 'queued' ? message.scheduledFor : null;
}

/** The words of a held text's status, with its time already in the viewer's office zone. */
export const scheduledForLabel = (time: string): string => `Scheduled for ${time}`;

import { isFromCustomer, type MessageInstance } from '../leads/message-instance.schema.js';
import { messageInstant } from './message-time.js';

/** Spec 1 §4 and §9: a customer-side time gap is flagged over 4 minutes. */
export const TIME_GAP_MINUTES = 4;
const TIME_GAP_MS = TIME_GAP_MINUTES * 60_000;

/** A gap before the customer-side message at `index` of the list, since the previous customer-side one. */
export type TimeGap = {
  readonly index: number;
  readonly messageId: number;
  readonly previousMessageId: number;
  readonly minutes: number;
};

type GapMessage = Pick<MessageInstance, 'id' | 'direction' | 'createdOn'>;

/**
 * The gaps of a conversation (oldest first): wherever two consecutive customer-side (received) messages
 * are more than 4 minutes apart. Other messages in between do not break the pair; messages with an
 * unreadable time are skipped.
 */
export function timeGapsIn(messages: readonly GapMessage[]): TimeGap[] {
  const gaps: TimeGap[] = [];
  let previous: { id: number; ms: number } | undefined;
  messages.forEach((message, index) => {
    if (!isFromCustomer(message)) return;
    const at = messageInstant(message.createdOn);
    if (!at) return;
    const ms = at.toMillis();
    if (previous && Math.abs(ms - previous.ms) > TIME_GAP_MS) {
      gaps.push({
        index,
        messageId: message.id,
        previousMessageId: previous.id,
        minutes: Math.abs(ms - previous.ms) / 60_000,
      });
    }
    previous = { id: message.id, ms };
  });
  return gaps;
}

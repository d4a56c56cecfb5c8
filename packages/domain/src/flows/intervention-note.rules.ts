import { isFromCustomer, type MessageInstance } from '../leads/message-instance.schema.js';
import { messageInstant } from '../conversation/message-time.js';
import { INTERVENTION_SECONDS, showsInterventionCountdown } from './intervention-countdown.rules.js';

type NoteMessage = Pick<
  MessageInstance,
  | 'id'
  | 'direction'
  | 'messageType'
  | 'createdOn'
  | 'responseReqd'
  | 'serviceType'
  | 'archived'
  | 'interveneUntil'
  | 'validLogMode'
>;

/**
 * Seconds left of a note's 40-second intervention window at `now`: the window opens when the note
 * is written, so a conversation opened later shows what is left, not a fresh 40 s.
 */
export function interventionSecondsLeft(createdOn: string, now: Date): number {
  const at = messageInstant(createdOn);
  if (!at) return 0;
  const elapsed = Math.floor((now.getTime() - at.toMillis()) / 1000);
  return Math.max(0, Math.min(INTERVENTION_SECONDS, INTERVENTION_SECONDS - Math.max(0, elapsed)));
}

/**
 * The internal note that shows the intervention countdown, if any (spec 1 §4): the last internal
 * note, no customer message after it, time left, and either the mode holds or the service type
 * contains INBOUND_APPOINTMENT. The unnamed mode is, in our reading, the log-mode wait: the note is
 * the assistant's held reply and still needs a response (responseReqd), as the server writes it.
 */
export function interventionNote(
  messages: readonly NoteMessage[],
  now: Date,
): { readonly noteId: number; readonly remainingSeconds: number } | undefined {
  const index = messages.findLastIndex((m) => m.messageType === 'INTERNAL_NOTES' && !m.archived);
  const note = messages[index];
  if (!note) return undefined;
  const remainingSeconds = interventionSecondsLeft(note.createdOn, now);
  const shows = showsInterventionCountdown({
    isLastInternalNote: true,
    customerMessageFollows: messages.slice(index + 1).some(isFromCustomer),
    remainingSeconds,
    // Issue 14: a reply staff stepped in on (no window any more) or held for approval has no countdown.
    modeHolds: note.responseReqd === true && note.interveneUntil !== null && note.validLogMode !== false,
    serviceType: note.serviceType,
  });
  return shows ? { noteId: note.id, remainingSeconds } : undefined;
}

/**
 * A note waiting for the log-mode decision (spec 1 §2, §4): an internal note the assistant held
 * back in log mode that still needs a response. Its log-mode confirmation control shows.
 */
export const awaitsLogModeDecision = (note: NoteMessage): boolean =>
  note.messageType === 'INTERNAL_NOTES' && note.responseReqd === true && !note.archived;

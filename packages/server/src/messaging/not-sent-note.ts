import type { Queryable } from '../db/database.js';
import { hasInternalNote } from './not-sent-note.repository.js';
import { appendAssistantNote } from './staff-note.js';

/**
 * What an automated text that did not go leaves in the lead's conversation (issue 29, point 5: nothing
 * is suppressed silently): a notification saying which text and why, under the assistant's name, shown
 * live on every open screen. Staff texts need none: the refusal answers the staff member who sent it.
 */
export function notSentNoteText(what: string, reason: string): string {
  return `${what} not sent: ${reason}`;
}

export async function appendNotSentNote(
  tx: Queryable,
  fsiId: number,
  what: string,
  reason: string,
  at: Date,
): Promise<void> {
  await appendAssistantNote(
    tx,
    null,
    fsiId,
    {
      content: notSentNoteText(what, reason),
      notificationType: 'INTERNAL_NOTIFICATION',
      responseReqd: false,
    },
    at,
  );
}

/** The same note, unless the lead's conversation holds it already (a job that meets the same refusal again). */
export async function appendNotSentNoteOnce(
  tx: Queryable,
  fsiId: number,
  what: string,
  reason: string,
  at: Date,
): Promise<void> {
  if (!(await hasInternalNote(tx, fsiId, notSentNoteText(what, reason))))
    await appendNotSentNote(tx, fsiId, what, reason, at);
}

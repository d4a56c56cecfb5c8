import {
  FIRST_TEXT_NOT_SENT,
  plannerFirstText,
  type FirstOutboundText,
  type NotSentNote,
  type PlannerFirstText,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';

type TextRow = {
  fsi_id: number;
  created_on: Date;
  scheduled_for: Date | null;
  message_status: string | null;
  errors: string | null;
};
type NoteRow = { fsi_id: number; created_on: Date; content: string };

/**
 * Issue 30, point 9: each started lead's first text (the first text sent to the customer) and, for a
 * lead never texted, the latest note its refused start left; the domain rule says what a row shows.
 */
export async function plannerFirstTexts(
  db: Queryable,
  leadIds: readonly number[],
  now: Date,
): Promise<Map<number, PlannerFirstText>> {
  const found = new Map<number, PlannerFirstText>();
  if (leadIds.length === 0) return found;
  const texts = await db.query<TextRow>(
    `SELECT DISTINCT ON (fsi_id) fsi_id, created_on, scheduled_for, message_status, errors
       FROM message_instance
      WHERE fsi_id = ANY($1::int[]) AND direction IN ('SEND', 'SENT') AND message_type = 'SMS'
      ORDER BY fsi_id, created_on, id`,
    [leadIds],
  );
  const notes = await db.query<NoteRow>(
    `SELECT DISTINCT ON (fsi_id) fsi_id, created_on, content
       FROM message_instance
      WHERE fsi_id = ANY($1::int[]) AND message_type = 'INTERNAL' AND starts_with(content, $2)
      ORDER BY fsi_id, created_on DESC, id DESC`,
    [leadIds, FIRST_TEXT_NOT_SENT],
  );
  const textOf = new Map<number, FirstOutboundText>(
    texts.map((row) => [
      row.fsi_id,
      {
        createdOn: new Date(row.created_on),
        scheduledFor: row.scheduled_for ? new Date(row.scheduled_for) : null,
        status: row.message_status,
        errors: row.errors,
      },
    ]),
  );
  const noteOf = new Map<number, NotSentNote>(
    notes.map((row) => [row.fsi_id, { at: new Date(row.created_on), content: row.content }]),
  );
  for (const id of leadIds) {
    const first = plannerFirstText(textOf.get(id) ?? null, noteOf.get(id) ?? null, now);
    if (first) found.set(id, first);
  }
  return found;
}

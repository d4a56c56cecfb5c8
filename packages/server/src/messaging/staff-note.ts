import { principalName, type Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { toMessageInstance } from './message.mapper.js';
import { MessageRepository } from './message.repository.js';

/** What a staff action leaves in the conversation: a hand-off, a no-show. */
export type StaffNote = {
  readonly content: string;
  readonly notificationType: Schemas['MessageInstance']['notificationType'];
  /** Whether the note asks someone to answer the customer (a hand-off does). */
  readonly responseReqd: boolean;
};

/**
 * An internal note by the signed-in user in a lead's conversation, inside the caller's transaction, and
 * the real-time events that show it on every open screen: the visible trace a staff action leaves.
 */
export async function appendStaffNote(
  tx: Queryable,
  principal: Principal,
  fsiId: number,
  note: StaffNote,
  at: Date,
): Promise<void> {
  await appendNote(tx, { name: principalName(principal), colorCode: principal.colorCode }, fsiId, note, at);
}

/** The same trace left by the assistant (a hand-off it made, its switching itself off), under its name. */
export async function appendAssistantNote(
  tx: Queryable,
  assistantName: string | null,
  fsiId: number,
  note: StaffNote,
  at: Date,
): Promise<void> {
  await appendNote(tx, { name: assistantName ?? 'Assistant', colorCode: null }, fsiId, note, at);
}

async function appendNote(
  tx: Queryable,
  author: { readonly name: string; readonly colorCode: string | null },
  fsiId: number,
  note: StaffNote,
  at: Date,
): Promise<void> {
  const who = author.name;
  const row = await new MessageRepository(tx).insert({
    fsi_id: fsiId,
    content: note.content,
    created_on: at,
    direction: 'SEND',
    message_type: 'INTERNAL',
    notification_type: note.notificationType,
    message_status: null,
    errors: null,
    message_sent_by: who,
    from_name: who,
    to_name: null,
    from_address: null,
    to_address: null,
    subject: null,
    media_urls: [],
    message_response_time: null,
    user_color_code: author.colorCode,
    response_reqd: note.responseReqd,
    valid_log_mode: null,
    service_type: null,
  });
  const events = new RealtimeEventRepository(tx);
  await events.append('MESSAGE_CREATED', fsiId, { message: toMessageInstance(row) });
  await events.append('NEW_EVENT', fsiId, {});
}

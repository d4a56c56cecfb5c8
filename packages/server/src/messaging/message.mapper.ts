import type { Schemas } from '../http/contract.js';

/** A message_instance row, as a plain row read or as `to_jsonb(row)` returns it. */
export type MessageRow = {
  readonly id: number;
  readonly fsi_id: number;
  readonly content: string;
  readonly created_on: Date | string;
  readonly direction: Schemas['MessageInstance']['direction'];
  readonly message_type: Schemas['MessageInstance']['messageType'];
  readonly notification_type: Schemas['MessageInstance']['notificationType'];
  readonly message_status: string | null;
  readonly errors: string | null;
  readonly archived: boolean;
  readonly message_sent_by: string | null;
  readonly from_name: string | null;
  readonly to_name: string | null;
  readonly subject: string | null;
  readonly media_urls: readonly string[] | null;
  readonly message_response_time: number | null;
  readonly user_color_code: string | null;
  readonly response_reqd: boolean;
  readonly valid_log_mode: boolean | null;
  readonly service_type: string | null;
  /** Card fields (migration 006): a call's duration in seconds; an appointment's or task's start, host and guest. */
  readonly call_duration?: number | null;
  readonly start_time?: Date | string | null;
  readonly host?: string | null;
  readonly guest?: string | null;
  /** Issue 14 (migration 019): the staff sender, a held text's send time, a held reply's window and outcome. */
  readonly sent_by_user_id?: number | null;
  readonly scheduled_for?: Date | string | null;
  readonly intervene_until?: Date | string | null;
  readonly held_reply_outcome?: 'SENT' | 'DISCARDED' | null;
};

/** jsonb renders timestamps as text, a plain row read as Date: both become ISO-8601 UTC. */
export const isoTimestamp = (value: Date | string): string => new Date(value).toISOString();

export function toMessageInstance(row: MessageRow): Schemas['MessageInstance'] {
  return {
    id: row.id,
    jaguarFutureServiceInteractionId: row.fsi_id,
    content: row.content,
    createdOn: isoTimestamp(row.created_on),
    direction: row.direction,
    messageType: row.message_type,
    notificationType: row.notification_type,
    messageStatus: row.message_status,
    errors: row.errors,
    archived: row.archived,
    messageSentBy: row.message_sent_by,
    mediaUrls: [...(row.media_urls ?? [])],
    fromName: row.from_name,
    toName: row.to_name,
    subject: row.subject,
    messageResponseTime: row.message_response_time,
    userColorCode: row.user_color_code,
    responseReqd: row.response_reqd,
    validLogMode: row.valid_log_mode,
    serviceType: row.service_type,
    callDuration: row.call_duration ?? null,
    startTime: row.start_time ? isoTimestamp(row.start_time) : null,
    host: row.host ?? null,
    guest: row.guest ?? null,
    sentByUserId: row.sent_by_user_id ?? null,
    scheduledFor: row.scheduled_for ? isoTimestamp(row.scheduled_for) : null,
    interveneUntil: row.intervene_until ? isoTimestamp(row.intervene_until) : null,
    heldReplyOutcome: row.held_reply_outcome ?? null,
  };
}

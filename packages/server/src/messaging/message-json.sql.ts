/**
 * The SQL twin of `toMessageInstance` (message.mapper.ts): the columns of a `message_instance m`
 * under the contract's MessageInstance names, in the contract's order, so `row_to_json` writes the
 * wire JSON itself (no parse, map and serialise in JS). Timestamps as `Date.toISOString` writes
 * them: UTC, milliseconds (truncated, as `new Date` truncates microseconds), `Z`.
 * A field added to the mapper must be added here too; message-json.sql.test.ts compares the two.
 */
const isoUtc = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const MESSAGE_INSTANCE_JSON_COLUMNS = `
  m.id AS "id",
  m.fsi_id AS "jaguarFutureServiceInteractionId",
  m.content AS "content",
  ${isoUtc('m.created_on')} AS "createdOn",
  m.direction AS "direction",
  m.message_type AS "messageType",
  m.notification_type AS "notificationType",
  m.message_status AS "messageStatus",
  m.errors AS "errors",
  m.archived AS "archived",
  m.message_sent_by AS "messageSentBy",
  COALESCE(m.media_urls, '[]'::jsonb) AS "mediaUrls",
  m.from_name AS "fromName",
  m.to_name AS "toName",
  m.subject AS "subject",
  m.message_response_time AS "messageResponseTime",
  m.user_color_code AS "userColorCode",
  m.response_reqd AS "responseReqd",
  m.valid_log_mode AS "validLogMode",
  m.service_type AS "serviceType",
  m.call_duration AS "callDuration",
  ${isoUtc('m.start_time')} AS "startTime",
  m.host AS "host",
  m.guest AS "guest"`;

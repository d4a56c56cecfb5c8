-- Issue 14, second list 3-5: who sent a message, when a held text will go, and what became of a
-- reply the assistant held back in log mode.

-- The staff member who sent a message (null for the assistant's texts, the customer's and the
-- system's): a staff reply is labelled with its sender, never with the assistant's name.
ALTER TABLE message_instance ADD COLUMN sent_by_user_id integer REFERENCES app_user (id);
-- When a text held for quiet hours will go out (its outbox row's not_before); null when it went at once.
ALTER TABLE message_instance ADD COLUMN scheduled_for timestamptz;
-- What became of a held log-mode reply: sent (approved, or its intervention window closed) or
-- discarded by staff. Null while it waits, and on every other message.
ALTER TABLE message_instance ADD COLUMN held_reply_outcome text
  CHECK (held_reply_outcome IN ('SENT', 'DISCARDED'));
-- The server sends held replies whose window has closed: find them without a scan.
CREATE INDEX message_instance_held_reply_due_idx ON message_instance (intervene_until)
  WHERE response_reqd AND intervene_until IS NOT NULL;

-- The wire JSON (migration 007) gains the new fields, in the contract's order.
CREATE OR REPLACE FUNCTION message_instance_json_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT row_to_json(x)::text INTO NEW.json_text FROM (SELECT
    NEW.id AS "id",
    NEW.fsi_id AS "jaguarFutureServiceInteractionId",
    NEW.content AS "content",
    to_char(NEW.created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdOn",
    NEW.direction AS "direction",
    NEW.message_type AS "messageType",
    NEW.notification_type AS "notificationType",
    NEW.message_status AS "messageStatus",
    NEW.errors AS "errors",
    NEW.archived AS "archived",
    NEW.message_sent_by AS "messageSentBy",
    COALESCE(NEW.media_urls, '[]'::jsonb) AS "mediaUrls",
    NEW.from_name AS "fromName",
    NEW.to_name AS "toName",
    NEW.subject AS "subject",
    NEW.message_response_time AS "messageResponseTime",
    NEW.user_color_code AS "userColorCode",
    NEW.response_reqd AS "responseReqd",
    NEW.valid_log_mode AS "validLogMode",
    NEW.service_type AS "serviceType",
    NEW.call_duration AS "callDuration",
    to_char(NEW.start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startTime",
    NEW.host AS "host",
    NEW.guest AS "guest",
    NEW.sent_by_user_id AS "sentByUserId",
    to_char(NEW.scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "scheduledFor",
    to_char(NEW.intervene_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "interveneUntil",
    NEW.held_reply_outcome AS "heldReplyOutcome") x;
  RETURN NEW;
END;
$$;

-- Stored messages get the new fields in their JSON (the trigger rewrites it).
UPDATE message_instance SET json_text = json_text;

-- Each message keeps its wire JSON (the contract's MessageInstance, as `toMessageInstance` and the
-- contract's serialiser write it), so the conversation history only joins stored text: writing the
-- JSON of every message on every read was most of the history's cost (on PGlite, 0.3 ms a page).
-- A trigger writes it on every INSERT and UPDATE of the row, whatever statement changes it (sends,
-- receipts, delivery reports, archive, log mode, response time, imports), so it cannot go stale.
-- Fields in the contract's order; timestamps as `Date.toISOString` writes them: UTC, milliseconds
-- (truncated, as `new Date` truncates microseconds), `Z`. A column added to the mapper must be
-- added here too (a new migration replacing the function); conversation-history.json.test.ts
-- compares the two for every kind of message and every role.
ALTER TABLE message_instance ADD COLUMN json_text text;

CREATE FUNCTION message_instance_json_text() RETURNS trigger LANGUAGE plpgsql AS $$
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
    NEW.guest AS "guest") x;
  RETURN NEW;
END;
$$;
CREATE TRIGGER message_instance_json_text BEFORE INSERT OR UPDATE ON message_instance
  FOR EACH ROW EXECUTE FUNCTION message_instance_json_text();

-- The messages stored before this migration (the trigger writes their text).
UPDATE message_instance SET json_text = NULL;
ALTER TABLE message_instance ALTER COLUMN json_text SET NOT NULL;

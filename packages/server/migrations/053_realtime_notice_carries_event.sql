-- Issue 32: the NOTIFY of a realtime event carries the event itself, so a server instance hands it to
-- its streams without reading the row back (three reads a staff send saved on every instance). The
-- notice is sent at commit, and events commit in id order (realtime-event.repository's order lock),
-- so notices arrive in id order. A notice is shorter than PostgreSQL's 8000 bytes: an event whose JSON
-- would not fit (an e-mail's long HTML) notifies its id alone, as before, and is read from the table.
CREATE OR REPLACE FUNCTION notify_realtime_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  notice text := json_build_object('id', NEW.id::text, 'type', NEW.type, 'leadId', NEW.lead_id,
    'storeId', NEW.store_id, 'enterpriseId', NEW.enterprise_id, 'payload', NEW.payload)::text;
BEGIN
  PERFORM pg_notify('torque_realtime', CASE WHEN octet_length(notice) < 7900 THEN notice ELSE NEW.id::text END);
  RETURN NEW;
END;
$$;

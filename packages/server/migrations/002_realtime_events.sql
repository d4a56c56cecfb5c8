-- Real-time events (GET /api/realtime/events): an append-only log written in the same transaction as
-- the change that causes it, so an event exists exactly when its change committed. The id orders the
-- stream and is what clients resume from (Last-Event-ID). Store and enterprise are copied from the
-- lead so a stream is scoped without joins. Old rows may be pruned by created_at.

CREATE TABLE realtime_event (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('MESSAGE_CREATED', 'MESSAGE_STATUS_CHANGED', 'NEW_EVENT',
    'APPOINTMENT_BOOKED', 'LEAD_FLAGS_CHANGED')),
  lead_id integer NOT NULL,
  store_id integer NOT NULL,
  enterprise_id integer NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Replays for store and enterprise scopes read one store's or enterprise's events after an id.
CREATE INDEX realtime_event_store_idx ON realtime_event (store_id, id);
CREATE INDEX realtime_event_enterprise_idx ON realtime_event (enterprise_id, id);
CREATE INDEX realtime_event_created_idx ON realtime_event (created_at);

-- Wakes every server instance listening on torque_realtime once the transaction commits (never on
-- rollback). The payload is only the id: each instance reads the row, so all send identical events.
CREATE FUNCTION notify_realtime_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('torque_realtime', NEW.id::text);
  RETURN NEW;
END;
$$;
CREATE TRIGGER realtime_event_notify AFTER INSERT ON realtime_event
  FOR EACH ROW EXECUTE FUNCTION notify_realtime_event();

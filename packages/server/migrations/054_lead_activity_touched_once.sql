-- Issue 32: a message moves its lead up the list (touch_lead_activity, migration 001) only when that
-- changes the lead's last activity. A send's own statement already sets it with the lead's other
-- changes (outbox.repository's enqueueWithMessage), so the trigger no longer writes the lead a second
-- time, with a new entry in each of the lead's indexes; a message older than the lead's last activity
-- (an import) writes nothing either.
CREATE OR REPLACE FUNCTION touch_lead_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE future_service_interaction
     SET last_activity_at = NEW.created_on
   WHERE id = NEW.fsi_id AND (last_activity_at IS NULL OR last_activity_at < NEW.created_on);
  RETURN NEW;
END;
$$;

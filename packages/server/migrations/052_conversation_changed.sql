-- Issue 32: the server keeps recent conversation histories in memory (ConversationCache). The database
-- tells every instance when one may have changed, whatever statement changed it (a send, an inbound
-- message, a delivery report, an archive, an import, a merge, a hand-written UPDATE), so no write
-- path can forget to: a NOTIFY on `conversation_changed`, sent at commit, carrying the changed leads'
-- ids joined by commas, or `*` (forget every conversation) when they would not fit in a payload
-- (8000 bytes), when a table is truncated or when a store changes enterprise.
-- Statement-level triggers with transition tables: a bulk statement sends one notice, not one per row.
CREATE FUNCTION notify_conversation_changed(leads text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('conversation_changed',
                   CASE WHEN leads IS NULL OR length(leads) > 7000 THEN '*' ELSE leads END)
$$;

-- Messages: what history shows is the lead's message rows (their text, archived flag and kind).
CREATE FUNCTION message_instance_conversation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM notify_conversation_changed(NULL);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM notify_conversation_changed(string_agg(DISTINCT fsi_id::text, ',')) FROM changed_new
      HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_conversation_changed(string_agg(DISTINCT fsi_id::text, ',')) FROM changed_old
      HAVING count(*) > 0;
  ELSE
    -- An update can move a message to another lead (a merge): both leads changed.
    PERFORM notify_conversation_changed(string_agg(DISTINCT fsi_id::text, ','))
       FROM (SELECT fsi_id FROM changed_new UNION SELECT fsi_id FROM changed_old) x
      HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER message_instance_inserted_conversation AFTER INSERT ON message_instance
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION message_instance_conversation_changed();
CREATE TRIGGER message_instance_updated_conversation AFTER UPDATE ON message_instance
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION message_instance_conversation_changed();
CREATE TRIGGER message_instance_deleted_conversation AFTER DELETE ON message_instance
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION message_instance_conversation_changed();
CREATE TRIGGER message_instance_truncated_conversation AFTER TRUNCATE ON message_instance
  FOR EACH STATEMENT EXECUTE FUNCTION message_instance_conversation_changed();

-- Leads: a role limited to a store or an enterprise sees a conversation only while its lead is in
-- that store (conversationCondition); a lead moved to another store changed for them.
-- A row trigger whose WHEN is tested without running any function: most lead updates (flags,
-- stage) pass it by.
CREATE FUNCTION lead_store_conversation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_conversation_changed(NEW.id::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER future_service_interaction_store_conversation AFTER UPDATE OF store_id ON future_service_interaction
  FOR EACH ROW WHEN (OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION lead_store_conversation_changed();

-- Stores: an enterprise role's scope is the stores' enterprise. Rare: forget every conversation.
CREATE FUNCTION every_conversation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_conversation_changed(NULL);
  RETURN NULL;
END;
$$;
CREATE TRIGGER store_enterprise_conversation AFTER UPDATE OF enterprise_id ON store
  FOR EACH STATEMENT EXECUTE FUNCTION every_conversation_changed();
CREATE TRIGGER future_service_interaction_truncated_conversation AFTER TRUNCATE ON future_service_interaction
  FOR EACH STATEMENT EXECUTE FUNCTION every_conversation_changed();
CREATE TRIGGER store_truncated_conversation AFTER TRUNCATE ON store
  FOR EACH STATEMENT EXECUTE FUNCTION every_conversation_changed();

-- Issue 14 (second list 2): how far each user without a store has read a conversation. Spec 1 §4
-- marks a conversation read on the server only in a store and enterprise context; a super, enterprise
-- or corporate user's read would otherwise be lost on reload. It is kept per user, so the store's own
-- unread count (what its staff still have to answer) is left alone.
CREATE TABLE personal_read (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  fsi_id integer NOT NULL REFERENCES future_service_interaction (id) ON DELETE CASCADE,
  last_read_message_id integer NOT NULL REFERENCES message_instance (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, fsi_id)
);

-- Issue 31 point 2: staff teach the assistant. A reply staff corrected or confirmed in Show Intents is a
-- training example of its enterprise (who, when, the customer's words, the code); a later reply in the
-- same words is read as staff read it, without a restart. One example per reply: staff's latest word.
-- `revision` grows on every write, so each server instance sees a new teaching by one cheap query.
CREATE SEQUENCE taught_reply_revision_seq;
CREATE TABLE taught_reply (
  message_id integer PRIMARY KEY REFERENCES message_instance (id) ON DELETE CASCADE,
  enterprise_id integer NOT NULL REFERENCES enterprise (id) ON DELETE CASCADE,
  wording text NOT NULL,
  code text NOT NULL,
  taught_by integer REFERENCES app_user (id) ON DELETE SET NULL,
  taught_at timestamptz NOT NULL,
  revision bigint NOT NULL DEFAULT nextval('taught_reply_revision_seq')
);
CREATE INDEX taught_reply_enterprise_idx ON taught_reply (enterprise_id, revision DESC);
-- The agreement figures count the replies staff checked, by when they checked them.
CREATE INDEX message_intent_corrected_idx ON message_intent (corrected_at) WHERE corrected_at IS NOT NULL;

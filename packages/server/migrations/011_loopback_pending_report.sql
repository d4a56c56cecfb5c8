-- The loopback carrier's delivery reports not yet taken: a real carrier keeps retrying its callback
-- until it is acknowledged, so the loopback "provider" keeps what it owes here and a restart (even
-- after kill -9) still delivers it.
CREATE TABLE loopback_pending_report (
  provider_message_id text PRIMARY KEY REFERENCES loopback_sms (provider_message_id) ON DELETE CASCADE,
  due_at timestamptz NOT NULL
);

-- Issue 29 (point 2): unsure is not a guess. A reply that may ask to stop (a possible opt-out) leaves the
-- customer's consent pending until staff answer: every automated text to them waits (its outbox row is
-- parked, next_attempt_at 'infinity'), staff's own texts still go. One question per customer; the
-- assistant's state on the lead before the pause is kept so "Not an opt-out" can put it back.
CREATE TABLE consent_pending (
  customer_id integer PRIMARY KEY REFERENCES customer (id) ON DELETE CASCADE,
  fsi_id integer NOT NULL REFERENCES future_service_interaction (id) ON DELETE CASCADE,
  message_id integer REFERENCES message_instance (id) ON DELETE SET NULL,
  text text NOT NULL,
  ai_enabled_before boolean NOT NULL,
  since timestamptz NOT NULL
);

-- The ledger keeps staff's "Not an opt-out" (consent kept, by whom) beside the opt-outs and opt-ins.
ALTER TABLE consent_ledger DROP CONSTRAINT consent_ledger_kind_check;
ALTER TABLE consent_ledger
  ADD CONSTRAINT consent_ledger_kind_check
  CHECK (kind IN ('opt-in', 'opt-out', 'consent-kept'));

-- Issue 17: how the assistant settled each customer reply, beside the intents it read (Show Intents): the
-- classification code (spec 2 §9), the runners-up when the reply said several things, whether a fixed
-- rule or the classifier decided, and a staff correction (who, when), which measures the classifier.
ALTER TABLE message_intent
  ADD COLUMN code text,
  ADD COLUMN runners_up text[] NOT NULL DEFAULT '{}',
  ADD COLUMN decided_by text CHECK (decided_by IN ('rule', 'model')),
  ADD COLUMN corrected_code text,
  ADD COLUMN corrected_by integer REFERENCES app_user (id) ON DELETE SET NULL,
  ADD COLUMN corrected_at timestamptz;

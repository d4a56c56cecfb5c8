-- The card fields of spec 1 §2: a phone call card shows its duration, calendar appointment and
-- internal task cards their host, guest and start time. Optional, so every earlier row stays valid.
ALTER TABLE message_instance
  ADD COLUMN call_duration integer CHECK (call_duration >= 0),
  ADD COLUMN start_time timestamptz,
  ADD COLUMN host text,
  ADD COLUMN guest text;

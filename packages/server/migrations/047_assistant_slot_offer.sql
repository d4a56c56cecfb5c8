-- Issue 31 point 5 (the assistant books): the free times the assistant last offered a lead's customer
-- ("Reply 1 or 2"), so their pick books the very slot offered. One offer per lead, replaced by the next,
-- removed once booked or handed to a person; asked_again records that the assistant already asked once.
CREATE TABLE assistant_slot_offer (
  fsi_id integer PRIMARY KEY REFERENCES future_service_interaction (id) ON DELETE CASCADE,
  slots jsonb NOT NULL,
  transport_type text NOT NULL CHECK (transport_type IN ('WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE')),
  asked_again boolean NOT NULL DEFAULT false,
  offered_at timestamptz NOT NULL
);

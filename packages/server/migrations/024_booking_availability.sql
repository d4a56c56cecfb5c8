-- Issue 16, booking: what availability reads (each store's booking rules, advisors' weekly hours and the
-- dates that differ, transport limits) and the claim rows that make capacity the database's job.

-- A store's booking rules. A store without a row books with the defaults below.
CREATE TABLE store_booking_rules (
  store_id integer PRIMARY KEY REFERENCES store (id) ON DELETE CASCADE,
  slot_minutes integer NOT NULL DEFAULT 30 CHECK (slot_minutes BETWEEN 5 AND 240),
  buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240),
  minimum_notice_minutes integer NOT NULL DEFAULT 120 CHECK (minimum_notice_minutes BETWEEN 0 AND 20160),
  -- How many days ahead the multi-day (MB3) availability looks when no window is given.
  days_ahead integer NOT NULL DEFAULT 7 CHECK (days_ahead BETWEEN 1 AND 90)
);

-- An advisor's regular week: ISO weekday 1 (Monday) to 7, wall-clock hours in the store's zone.
CREATE TABLE advisor_weekly_hours (
  advisor_id integer NOT NULL REFERENCES service_advisor (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens time NOT NULL,
  closes time NOT NULL,
  PRIMARY KEY (advisor_id, weekday),
  CHECK (closes > opens)
);

-- A date with its own hours (a short day, a Saturday shift); no hours at all means the advisor is off.
CREATE TABLE advisor_hours_override (
  advisor_id integer NOT NULL REFERENCES service_advisor (id) ON DELETE CASCADE,
  on_date date NOT NULL,
  opens time,
  closes time,
  PRIMARY KEY (advisor_id, on_date),
  CHECK ((opens IS NULL AND closes IS NULL) OR (opens IS NOT NULL AND closes IS NOT NULL AND closes > opens))
);

-- How many bookings of one transport type a store takes per slot and per day; NULL is no limit.
CREATE TABLE transport_limit (
  store_id integer NOT NULL REFERENCES store (id) ON DELETE CASCADE,
  transport_type text NOT NULL CHECK (transport_type IN ('WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE')),
  per_slot integer CHECK (per_slot > 0),
  per_day integer CHECK (per_day > 0),
  PRIMARY KEY (store_id, transport_type)
);

-- The places a booking holds (the domain's bookingClaims): an advisor's time unit has one place, a
-- transport's slot or day as many as its limit. A booking takes the lowest free place of each; two
-- bookings racing for the last place write the same key and the unique index keeps exactly one.
-- A cancelled appointment lets its places go (its rows are deleted with it or on cancel).
CREATE TABLE booking_claim (
  store_id integer NOT NULL REFERENCES store (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ADVISOR', 'TRANSPORT_SLOT', 'TRANSPORT_DAY')),
  subject text NOT NULL,
  period text NOT NULL,
  place integer NOT NULL CHECK (place > 0),
  appointment_id integer NOT NULL REFERENCES appointment (id) ON DELETE CASCADE,
  PRIMARY KEY (store_id, kind, subject, period, place)
);
CREATE INDEX booking_claim_appointment_idx ON booking_claim (appointment_id);

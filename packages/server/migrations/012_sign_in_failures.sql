-- Wrong passwords counted per account and per client address (issue 13, finding 6). The key is a
-- SHA-256 of "account:<e-mail>" or "address:<ip>", so neither typed e-mails nor addresses are kept.
-- In the database rather than in memory so every instance behind a load balancer counts together.
CREATE TABLE sign_in_failure (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failure_window ON sign_in_failure (window_started_at);

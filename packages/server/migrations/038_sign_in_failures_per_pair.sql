-- Wrong passwords counted per account-and-address pair (issue 28, point 3), no longer per account or
-- per address alone: counting per account let anyone lock anyone out, and per address locked a whole
-- dealership behind one router. The address's own key lets the server see one address failing for
-- many accounts (a password spray). Both keys are SHA-256 hashes, so neither typed e-mails nor
-- addresses are kept. The old counts only ever delayed sign-ins, so they are simply dropped.
DROP TABLE sign_in_failure;
CREATE TABLE sign_in_failure (
  pair_key text PRIMARY KEY,
  address_key text NOT NULL,
  -- 0 only inside the transaction that records a pair's first failure (the row it locks).
  failures integer NOT NULL CHECK (failures >= 0),
  last_failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failure_address ON sign_in_failure (address_key, last_failed_at);
CREATE INDEX sign_in_failure_last_failed ON sign_in_failure (last_failed_at);

-- Issue 20 (administration): enterprises with their configuration and logo, and tenants as records.

-- An enterprise's configuration as /enterprise shows and edits it.
ALTER TABLE enterprise
  ADD COLUMN enterprise_type text CHECK (enterprise_type IS NULL OR length(enterprise_type) BETWEEN 1 AND 60),
  ADD COLUMN inbound boolean NOT NULL DEFAULT false,
  ADD COLUMN real_time_sync boolean NOT NULL DEFAULT false,
  ADD COLUMN calling_feature boolean NOT NULL DEFAULT false;

-- A tenant carries its enterprise's id: a tenant-mode user's tenantId is their enterprise's id
-- (auth.service.ts), so an enterprise has at most one tenant. Users name it in app_user.tenant.
CREATE TABLE tenant (
  id integer PRIMARY KEY REFERENCES enterprise (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- The assistant (aiva) file the tenant's assistant runs; one the server knows, or none yet.
  aiva_file_name text
);

-- Installations that already have users in a tenant get its record.
INSERT INTO tenant (id, name)
SELECT enterprise_id, min(tenant) FROM app_user WHERE tenant IS NOT NULL GROUP BY enterprise_id
ON CONFLICT DO NOTHING;

-- The logo is small (256 KB at most, checked by its bytes before it gets here) and is served
-- as a data: URL, so it lives beside the enterprise rather than among conversation files.
CREATE TABLE enterprise_logo (
  enterprise_id integer PRIMARY KEY REFERENCES enterprise (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 262144),
  updated_at timestamptz NOT NULL
);

-- Store BOC names and codes stay unique per enterprise as the master list edits them.
CREATE UNIQUE INDEX boc_enterprise_name_key ON boc (enterprise_id, lower(name));

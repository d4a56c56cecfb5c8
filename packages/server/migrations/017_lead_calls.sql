-- Lead calls of issue 14: a lead's metadata (POST …/metadata, free key/value pairs staff or an
-- integration keep on the lead) and its outcome reason (…/leadManager/tracker). IF NOT EXISTS:
-- the lead-stage work may add the same outcome column; either order leaves one column.
ALTER TABLE future_service_interaction ADD COLUMN IF NOT EXISTS metadata jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE future_service_interaction ADD COLUMN IF NOT EXISTS outcome_reason text;

-- Issue 30 point 6 (households): a lead file's row is placed with a customer by the domain's household
-- rule before the apply, so two people sharing a phone are never merged without the admin's choice.
-- customer_key groups the rows of one customer; customer_id names an existing one; merged rows add their
-- vehicle without renaming the customer; lookup rows may still be matched by e-mail or VIN.
ALTER TABLE cv_lead_staging
  ADD COLUMN customer_key text,
  ADD COLUMN customer_id integer,
  ADD COLUMN merged boolean NOT NULL DEFAULT false,
  ADD COLUMN lookup boolean NOT NULL DEFAULT true;

-- The import's summary: rows merged into a customer of another name who shares their number.
ALTER TABLE import_batch
  ADD COLUMN merged_rows integer NOT NULL DEFAULT 0 CHECK (merged_rows >= 0);

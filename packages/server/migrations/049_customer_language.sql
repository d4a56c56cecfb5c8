-- Issue 31 point 4: the language the assistant texts a customer in. English until the customer writes
-- in Spanish (the domain's customer-language rule) or staff choose it; kept on the customer, so every
-- lead and appointment text of theirs speaks it.
ALTER TABLE customer
  ADD COLUMN preferred_language text NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('en', 'es'));

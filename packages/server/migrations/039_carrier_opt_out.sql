-- Issue 29 (point 3): a carrier's "unsubscribed recipient" refusal (Twilio 21610, Bandwidth 4775) opts
-- the customer out, and the consent ledger says it came from the carrier.
ALTER TABLE consent_ledger DROP CONSTRAINT consent_ledger_source_check;
ALTER TABLE consent_ledger
  ADD CONSTRAINT consent_ledger_source_check
  CHECK (source IN ('sms-keyword', 'sms-free-text', 'staff', 'lead-form', 'carrier'));

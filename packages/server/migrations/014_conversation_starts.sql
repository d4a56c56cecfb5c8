-- Issue 14: starting a conversation and initiating a follow-up are workflow steps of the lead too,
-- recorded (who, when, forced or which follow-up) beside the tracks and hand-offs.
-- Runs unchanged on PGlite and PostgreSQL.
ALTER TABLE lead_workflow_event DROP CONSTRAINT lead_workflow_event_kind_check;
ALTER TABLE lead_workflow_event ADD CONSTRAINT lead_workflow_event_kind_check CHECK (kind IN (
  'track', 'inbound-appointment', 'gm-handoff', 'manual-handoff', 'dt-dialog', 'no-show',
  'start-conversation', 'initiate-follow-up'));

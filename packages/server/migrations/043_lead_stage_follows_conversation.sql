-- Issue 30 (point 4): a lead's stage follows its conversation. NOT_STARTED (spec 2 §4, seen in sample
-- data) is the stage before the first text: imports and planner rows wait there instead of INITIATED.
ALTER TABLE future_service_interaction DROP CONSTRAINT future_service_interaction_stage_check;
ALTER TABLE future_service_interaction
  ADD CONSTRAINT future_service_interaction_stage_check
  CHECK (stage IN ('NOT_STARTED', 'INITIATED', 'RESPONDED', 'CONTACTED', 'ENGAGED',
    'APPOINTMENT_SET', 'SHOW_OR_NO_SHOW', 'CAR_BOUGHT_OR_NOTBOUGHT'));

-- Existing leads, where their messages settle it and staff gave no reason (a reason means staff set
-- the stage themselves): an INITIATED lead nobody texted and who never wrote is NOT_STARTED; an
-- INITIATED lead whose customer wrote is RESPONDED, or ENGAGED when they wrote again after our answer
-- (the domain's lead-stage.rules.ts); a RESPONDED lead with that conversation is ENGAGED. A text went
-- when its outbox row was sent, or, without one (history), unless the carrier said it failed; the same
-- test as the server's TEXT_WENT (leads/lead-stage.service.ts).
WITH lead AS (
  SELECT f.id, f.stage,
         EXISTS (SELECT 1 FROM message_instance m
                  WHERE m.fsi_id = f.id AND m.direction <> 'RECEIVED' AND m.message_type IN ('SMS', 'EMAIL')
                    AND COALESCE((SELECT o.status = 'sent' FROM outbox o WHERE o.message_id = m.id),
                                 COALESCE(m.message_status, '') NOT IN ('queued', 'failed', 'undelivered')))
           AS texted,
         (SELECT min(m.created_on) FROM message_instance m
           WHERE m.fsi_id = f.id AND m.direction = 'RECEIVED' AND m.message_type IN ('SMS', 'EMAIL')) AS first_reply
    FROM future_service_interaction f
   WHERE f.stage IN ('INITIATED', 'RESPONDED') AND f.outcome_reason IS NULL
), answered AS (
  SELECT lead.*,
         (SELECT min(m.created_on) FROM message_instance m
           WHERE m.fsi_id = lead.id AND m.created_on > lead.first_reply
             AND m.direction <> 'RECEIVED' AND m.message_type IN ('SMS', 'EMAIL')
             AND COALESCE((SELECT o.status = 'sent' FROM outbox o WHERE o.message_id = m.id),
                          COALESCE(m.message_status, '') NOT IN ('queued', 'failed', 'undelivered')))
           AS answer
    FROM lead
), reached AS (
  SELECT id, stage,
         CASE
           WHEN answer IS NOT NULL AND EXISTS (
             SELECT 1 FROM message_instance m
              WHERE m.fsi_id = answered.id AND m.created_on > answered.answer
                AND m.direction = 'RECEIVED' AND m.message_type IN ('SMS', 'EMAIL')) THEN 'ENGAGED'
           WHEN first_reply IS NOT NULL THEN 'RESPONDED'
           WHEN texted THEN 'INITIATED'
           ELSE 'NOT_STARTED'
         END AS stage_now
    FROM answered
)
UPDATE future_service_interaction f
   SET stage = reached.stage_now
  FROM reached
 WHERE f.id = reached.id
   AND ((reached.stage = 'INITIATED' AND reached.stage_now <> 'INITIATED'
         AND NOT (reached.stage_now = 'NOT_STARTED' AND f.appointment_set))
     OR (reached.stage = 'RESPONDED' AND reached.stage_now = 'ENGAGED'));

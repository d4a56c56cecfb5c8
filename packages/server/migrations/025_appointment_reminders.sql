-- Issue 16 (appointment manager): the reminder text of an appointment goes at most once. The row is
-- written in the same transaction as the queued message, so a double click, a retry or a second
-- server instance finds it and sends nothing more.
CREATE TABLE appointment_reminder (
  appointment_id integer PRIMARY KEY REFERENCES appointment (id) ON DELETE CASCADE,
  -- Filled in the same transaction, right after the row claims the appointment.
  message_id integer REFERENCES message_instance (id) ON DELETE SET NULL,
  queued_at timestamptz NOT NULL,
  queued_by_user_id integer REFERENCES app_user (id) ON DELETE SET NULL
);

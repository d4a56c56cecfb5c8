import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { AppointmentReminder } from './appointment-reminder.schema.js';

/** The appointment manager's reminder text (designed calls beside the appointment manager's). */
export interface AppointmentReminderGateway {
  /** What would go, to whom and when, before staff send it. */
  preview(apptId: number): Promise<Result<AppointmentReminder, AppError>>;
  /** Queues it (once: a second send answers the one already queued). */
  send(apptId: number): Promise<Result<AppointmentReminder, AppError>>;
}

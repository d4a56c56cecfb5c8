import type { Clock } from '@torque/domain';
import { principalOf } from '../../auth/authenticate.hook.js';
import type { BookingLinks } from '../../booking-links/booking-links.js';
import type { Database } from '../../db/database.js';
import type { ServedHandlers } from '../../http/contract.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { appointmentManagerRoutes } from './appointment-manager.routes.js';
import { AppointmentManagerService } from './appointment-manager.service.js';
import { AppointmentReminderService } from './appointment-reminder.service.js';

/** Every appointment-manager operation, wired in one place so app.ts adds one line. */
export function appointmentManagerHandlers(
  db: Database,
  outbox: OutboxDispatch,
  clock: Clock,
  bookingLinks?: BookingLinks,
): ServedHandlers {
  const reminders = new AppointmentReminderService(db, outbox, clock, bookingLinks);
  return {
    ...appointmentManagerRoutes(new AppointmentManagerService(db, clock, outbox)),
    previewAppointmentReminder: async (request) => reminders.preview(principalOf(request), request.params.id),
    sendAppointmentReminder: async (request) => reminders.send(principalOf(request), request.params.id),
  };
}

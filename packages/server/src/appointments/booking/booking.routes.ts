import type { Clock } from '@torque/domain';
import { principalOf } from '../../auth/authenticate.hook.js';
import type { Database } from '../../db/database.js';
import type { OperationHandlers } from '../../http/contract.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { AppointmentChangesService } from './appointment-changes.service.js';
import { BookingService } from './booking.service.js';
import { InviteBookingLimit } from './invite-booking-limit.js';
import { RescheduleService } from './reschedule.service.js';
import { TitledAppointmentService } from './titled-appointment.service.js';

export type BookingOperations =
  | 'getAvailabilityWithoutTemplate'
  | 'getMb3Availability'
  | 'bookAppointment'
  | 'previewBookingConfirmation'
  | 'previewCancellationText'
  | 'rescheduleAppointment'
  | 'previewRescheduleText'
  | 'bookInboundAppointment'
  | 'bookMb3Appointment'
  | 'cancelAppointment'
  | 'splitLisaAppointment'
  | 'createAppointment'
  | 'createLisaAppointment';

/** Booking (openapi tag appointments): availability, the three bookings, cancel, split and the appointment form. */
export function bookingHandlers(
  db: Database,
  clock: Clock,
  outbox?: OutboxDispatch,
): Pick<OperationHandlers, BookingOperations> {
  const booking = new BookingService(db, clock, outbox);
  const changes = new AppointmentChangesService(db, clock, outbox);
  const titled = new TitledAppointmentService(db, clock, outbox);
  const moves = new RescheduleService(db, clock, outbox);
  const inviteLimit = new InviteBookingLimit(clock);
  return {
    getAvailabilityWithoutTemplate: (request) =>
      booking.availability(principalOf(request), request.body, 'day'),
    getMb3Availability: (request) => booking.availability(principalOf(request), request.body, 'window'),
    bookAppointment: (request) => booking.book(principalOf(request), request.body, 'nlp'),
    previewBookingConfirmation: (request) => booking.previewConfirmation(principalOf(request), request.body),
    previewCancellationText: (request) => changes.previewCancellation(principalOf(request), request.body),
    rescheduleAppointment: (request) => moves.reschedule(principalOf(request), request.body),
    previewRescheduleText: (request) => moves.preview(principalOf(request), request.body),
    // The sentence answer is a JSON string on the wire (BookingAnswer), not plain text.
    bookInboundAppointment: async (request, reply) => {
      const answer = await booking.book(principalOf(request), request.body, 'inbound');
      void reply.type('application/json; charset=utf-8');
      return JSON.stringify(answer);
    },
    bookMb3Appointment: (request) => booking.book(principalOf(request), request.body, 'mb3'),
    cancelAppointment: (request) => changes.cancel(principalOf(request), request.body),
    splitLisaAppointment: (request) => changes.split(principalOf(request), request.body),
    createAppointment: (request) => titled.createForStaff(principalOf(request), request.body),
    createLisaAppointment: async (request) => {
      inviteLimit.check(request.ip, request.body.futureServiceInteractionId);
      return titled.createFromInvite(request.body);
    },
  };
}

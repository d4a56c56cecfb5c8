import type { Queryable } from '../../db/database.js';
import { LeadFlagsRepository } from '../../leads/lead-flags.repository.js';
import { followLeadStage } from '../../leads/lead-stage.service.js';
import { RealtimeEventRepository } from '../../realtime/realtime-event.repository.js';
import { BookingRepository } from './booking.repository.js';

/**
 * A booking sets the lead's appointment flag and moves it to APPOINTMENT_SET (spec 2 §4; never back from a
 * recorded visit or a sale: the domain's followEvent), then tells
 * every open screen at once (APPOINTMENT_BOOKED, spec 1 §4: appointmentSet, responseInsight, marks).
 * Called inside the booking's transaction, so the event commits with the booking or not at all.
 */
export async function markLeadBooked(tx: Queryable, fsiId: number, at: Date): Promise<void> {
  await new LeadFlagsRepository(tx).set(fsiId, { appointmentSet: true });
  await followLeadStage(tx, fsiId, 'APPOINTMENT_BOOKED', at);
  const bookings = new BookingRepository(tx);
  await new RealtimeEventRepository(tx).append('APPOINTMENT_BOOKED', fsiId, {
    appointmentSet: true,
    responseInsight: await bookings.responseInsight(fsiId),
    marks: await bookings.leadMarks(fsiId),
  });
}

/** After a cancellation: the flag goes down only when the lead has no other booked appointment. */
export async function unmarkLeadIfNoBooking(tx: Queryable, fsiId: number): Promise<void> {
  if (await new BookingRepository(tx).leadHasBooking(fsiId)) return;
  await new LeadFlagsRepository(tx).set(fsiId, { appointmentSet: false });
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', fsiId, {
    flags: { appointmentSet: false },
  });
}

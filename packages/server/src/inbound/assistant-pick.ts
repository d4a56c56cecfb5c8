import type { Clock, OfferedSlot, TransportType } from '@torque/domain';
import { BookingConfigRepository } from '../appointments/booking/booking-config.repository.js';
import type { BookingService } from '../appointments/booking/booking.service.js';
import type { BookingLinks } from '../booking-links/booking-links.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { offerTimes } from './assistant-booking.js';
import { queueAssistantText } from './assistant-responder.js';
import { loadReplyContext } from './reply-context.js';
import { SlotOfferRepository } from './slot-offer.repository.js';

/** The offered time a customer picked, to book once their reply is stored. */
export type AssistantPick = {
  readonly leadId: number;
  /** The store number the customer texted (replies go out from it), null when it was not one of ours. */
  readonly texted: string | null;
  readonly slot: OfferedSlot;
  readonly transportType: TransportType;
  readonly serviceType: string;
};

/**
 * Books the picked time through the booking service, as a staff booking is made: the same claims (no
 * double booking), the appointment card and the confirmation text through the outbox, here as the
 * assistant's. When the time was taken meanwhile, the nearest free times are offered again.
 */
export async function bookAssistantPick(
  db: Database,
  booking: BookingService,
  pick: AssistantPick,
  clock: Clock,
  bookingLinks?: BookingLinks,
): Promise<void> {
  const lead = await new BookingConfigRepository(db).lead(pick.leadId);
  if (!lead) return;
  const answer = await booking
    .bookLead(
      lead,
      {
        fsiId: pick.leadId,
        inpDate: pick.slot.date,
        inpTime: pick.slot.time,
        advisorId: pick.slot.advisorId,
        transportType: pick.transportType,
        serviceType: pick.serviceType,
        opCode: [],
        notes: '',
      },
      'nlp',
    )
    // A lead the booking refuses (say, no longer bookable) is not booked: offered again, or a person takes over.
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode < 500) return null;
      throw error;
    });
  const booked = typeof answer === 'object' && answer !== null && answer.success;
  await db.transaction(async (tx) => {
    if (booked) return new SlotOfferRepository(tx).remove(pick.leadId);
    const now = clock.now();
    const context = { ...(await loadReplyContext(tx, pick.leadId, pick.texted)), bookingLinks };
    const step = await offerTimes(tx, context, null, now, pick.transportType, { taken: pick.slot });
    if (step.kind === 'reply') await queueAssistantText(tx, context, step.body, now);
  });
}

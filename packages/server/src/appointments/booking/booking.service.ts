import {
  APPOINTMENT_NOT_BOOKED,
  BOOKING_FAILED,
  bookingClaims,
  canBookAppointments,
  SUCCESSFULLY_BOOKED,
  type Clock,
  type OpenSlot,
} from '@torque/domain';
import { dataScopeOf } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import { requireRole } from '../../auth/role-rules.js';
import type { Database, Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { LeadRepository } from '../../leads/lead.repository.js';
import { LEAD_NOT_FOUND } from '../../leads/lead.service.js';
import { previewOf } from '../../leads/outbound-text.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { AppointmentNoticeRepository } from './appointment-notice.repository.js';
import {
  appendAppointmentCard,
  planAppointmentNotice,
  sendAppointmentNotice,
  type NoticeAuthor,
} from './appointment-notice.js';
import { BookingConfigRepository, type LeadForBooking } from './booking-config.repository.js';
import { freeSlots, planBooking, type BookingPlan } from './booking-plan.js';
import { BookingRepository } from './booking.repository.js';
import { listPage, spokenSlot, spokenTime } from './booking-wire.js';
import { markLeadBooked } from './lead-booked.js';

/** nlp answers the structured result, mb3 the structured result with a response code, inbound a sentence. */
export type BookingVariant = 'nlp' | 'mb3' | 'inbound';

/** A claim already held by a booking that committed first: this attempt rolls back and looks again. */
class PlaceTaken extends Error {}
/** Attempts at one booking; each lost race re-reads the free slots, so a free place is still found. */
const ATTEMPTS = 3;

type Booked = { readonly apptId: number; readonly slot: OpenSlot; readonly texted: boolean };
/** Who books (staff, or null: the assistant or the customer) and whether the customer is texted. */
type Booker = {
  readonly author: NoticeAuthor;
  readonly userId: number | null;
  readonly textCustomer: boolean;
  /** How it was booked, when not staff (an author) or the assistant: the customer's own link (issue 34). */
  readonly source?: 'CUSTOMER_LINK';
};

export const SLOT_NO_LONGER_FREE = 'That time is no longer free: pick another slot.';

/** Availability and booking for a lead (spec 2 §7 "Booking and appointments"). */
export class BookingService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox?: OutboxDispatch,
  ) {}

  async availability(
    principal: Principal,
    body: Schemas['Booking'],
    window: 'day' | 'window',
  ): Promise<Schemas['AvailabilitySlotPage']> {
    const plan = await planBooking(this.db, await this.visibleLead(principal, body.fsiId), body, window);
    const slots = await freeSlots(this.db, plan, this.clock.now());
    return listPage(slots.map(({ date, time, advisorId }) => ({ date, time, advisorId })));
  }

  async book(
    principal: Principal,
    body: Schemas['Booking'],
    variant: BookingVariant,
  ): Promise<Schemas['BookingAnswer']> {
    requireRole(principal, canBookAppointments);
    const lead = await this.visibleLead(principal, body.fsiId);
    // The inbound variant is the assistant's booking: its confirmation goes as the assistant's text.
    const author = variant === 'inbound' ? null : principal;
    return this.bookLead(lead, body, variant, {
      author,
      userId: principal.userId,
      textCustomer: body.textCustomer ?? true,
    });
  }

  /**
   * Books for the lead and confirms it (issue 30): the appointment card in the thread and the
   * confirmation text through the outbox, in the booking's transaction. The assistant's and the
   * customer's own bookings call this with no author; they always text.
   */
  async bookLead(
    lead: LeadForBooking,
    body: Schemas['Booking'],
    variant: BookingVariant,
    booker: Booker = { author: null, userId: null, textCustomer: true },
  ): Promise<Schemas['BookingAnswer']> {
    const plan = await planBooking(this.db, lead, body, 'day');
    const outcome = await this.take(plan, body, booker);
    if (outcome.booked?.texted) this.outbox?.wake();
    return outcome.booked
      ? await this.bookedAnswer(variant, outcome.booked)
      : refusal(variant, body, outcome.free);
  }

  /**
   * The confirmation the booking of this slot would send, to whom and when (issue 30): the same slot
   * choice and the same plan as the booking, nothing stored.
   */
  async previewConfirmation(
    principal: Principal,
    body: Schemas['Booking'],
  ): Promise<Schemas['OutboundPreview']> {
    requireRole(principal, canBookAppointments);
    const lead = await this.visibleLead(principal, body.fsiId);
    const plan = await planBooking(this.db, lead, body, 'day');
    const now = this.clock.now();
    const slot = (await freeSlots(this.db, plan, now)).find((candidate) => candidate.time === body.inpTime);
    if (!slot) throw badRequest(SLOT_NO_LONGER_FREE);
    const advisorName = await new AppointmentNoticeRepository(this.db).advisorName(
      lead.storeId,
      slot.advisorId,
    );
    const appointment = {
      apptId: 0,
      apptStatus: 'BOOKED',
      apptDate: slot.date,
      apptTime: slot.time,
      advisorName,
      transportType: plan.transportType,
      opCodes: [...plan.opcodes],
    };
    const planned = await planAppointmentNotice(this.db, lead.fsiId, appointment, 'CONFIRMED', now);
    return previewOf(planned.plan, null);
  }

  /** Takes the asked-for time: the first free advisor (or the asked-for one), retried when a race is lost. */
  private async take(
    plan: BookingPlan,
    body: Schemas['Booking'],
    booker: Booker,
  ): Promise<{ booked?: Booked; free: OpenSlot[] }> {
    let free: OpenSlot[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      free = await freeSlots(this.db, plan, this.clock.now());
      const slot = free.find((candidate) => candidate.time === body.inpTime);
      if (!slot) return { free };
      const booked = await this.db
        .transaction((tx) => this.insertWithClaims(tx, plan, slot, body, booker))
        .catch((error: unknown) => {
          if (error instanceof PlaceTaken) return undefined;
          throw error;
        });
      if (booked !== undefined) return { booked: { ...booked, slot }, free };
    }
    return { free: free.filter((slot) => slot.time !== body.inpTime) };
  }

  private async insertWithClaims(
    tx: Queryable,
    plan: BookingPlan,
    slot: OpenSlot,
    body: Schemas['Booking'],
    booker: Booker,
  ): Promise<{ apptId: number; texted: boolean }> {
    const bookings = new BookingRepository(tx);
    const { lead } = plan;
    const apptId = await bookings.insert({
      storeId: lead.storeId,
      vehicleId: lead.vehicleId,
      customerId: lead.customerId,
      fsiId: lead.fsiId,
      advisorNo: slot.advisorId,
      startsAt: slot.startsAt,
      durationMinutes: plan.durationMinutes,
      transportType: plan.transportType,
      serviceType: body.serviceType?.trim() || null,
      title: null,
      opcodes: plan.opcodes,
      notes: body.notes?.trim() || null,
      source: booker.source ?? (booker.author ? 'STAFF' : 'ASSISTANT'),
      bookedBy: booker.userId,
    });
    const work = {
      advisorId: slot.advisorId,
      startsAt: slot.startsAt,
      durationMinutes: plan.durationMinutes,
      transportType: plan.transportType,
    };
    for (const claim of bookingClaims(plan.config, work))
      if (!(await bookings.claim(lead.storeId, claim, apptId))) throw new PlaceTaken();
    const at = this.clock.now();
    await markLeadBooked(tx, lead.fsiId, at);
    const appointment = await bookings.find(apptId);
    if (!appointment) throw new Error('appointment not found after insert');
    const planned = await planAppointmentNotice(tx, lead.fsiId, appointment, 'CONFIRMED', at);
    await appendAppointmentCard(tx, planned.context, appointment, booker.author, at);
    const texted = await sendAppointmentNotice(tx, planned, 'CONFIRMED', {
      textCustomer: booker.textCustomer,
      by: booker.author,
    });
    return { apptId, texted };
  }

  private async bookedAnswer(variant: BookingVariant, booked: Booked): Promise<Schemas['BookingAnswer']> {
    const appointment = (await new BookingRepository(this.db).find(booked.apptId)) ?? null;
    if (variant === 'inbound') {
      const advisor = appointment?.advisorName ? ` with ${appointment.advisorName}` : '';
      return `Your appointment is booked for ${spokenSlot(booked.slot)}${advisor}.`;
    }
    return { success: true, responseCode: 'SUCCESS', message: SUCCESSFULLY_BOOKED, appointment };
  }

  private async visibleLead(principal: Principal, fsiId: number): Promise<LeadForBooking> {
    const visible = await new LeadRepository(this.db).isVisible(fsiId, dataScopeOf(principal));
    const lead = visible ? await new BookingConfigRepository(this.db).lead(fsiId) : undefined;
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return lead;
  }
}

/**
 * Nothing booked: nlp says so with success false ('Booking Failed'); mb3 processed the request but the
 * DMS-style response code is FAILURE ('Appointment not booked'); inbound answers in words, beginning
 * 'Unfortunately' (a warning), with the nearest free times to offer instead.
 */
function refusal(
  variant: BookingVariant,
  body: Schemas['Booking'],
  free: readonly OpenSlot[],
): Schemas['BookingAnswer'] {
  if (variant === 'nlp')
    return { success: false, responseCode: 'FAILURE', message: BOOKING_FAILED, appointment: null };
  if (variant === 'mb3')
    return { success: true, responseCode: 'FAILURE', message: APPOINTMENT_NOT_BOOKED, appointment: null };
  const others = free.slice(0, 3).map((slot) => spokenTime(slot.time));
  const offer =
    others.length > 0 ? ` Free times that day: ${others.join(', ')}.` : ' No other time is free that day.';
  return `Unfortunately ${spokenTime(body.inpTime)} is not available.${offer}`;
}

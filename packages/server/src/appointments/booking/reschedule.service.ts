import {
  BOOKING_FAILED,
  bookingClaims,
  canBookAppointments,
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
import { previewOf } from '../../leads/outbound-text.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { APPOINTMENT_NOT_FOUND, NOT_BOOKED_NOW } from './appointment-changes.service.js';
import {
  appendAppointmentCard,
  planAppointmentNotice,
  sendAppointmentNotice,
  type PlannedNotice,
} from './appointment-notice.js';
import { BookingConfigRepository } from './booking-config.repository.js';
import { freeSlots, planBooking } from './booking-plan.js';
import { BookingRepository } from './booking.repository.js';
import { SLOT_NO_LONGER_FREE } from './booking.service.js';

type Request = Schemas['RescheduleRequest'];
/** Nothing changes: the new time was not free (or a race took it), or this was only a preview. */
class Unchanged extends Error {
  constructor(readonly preview?: Schemas['OutboundPreview']) {
    super('unchanged');
  }
}

/**
 * Staff move a booked appointment (issue 30): the same work and transport at a new free time, its
 * claims taken again, the thread's card for the new time, and the change texted to the customer
 * through the outbox (the preview is the same move, rolled back).
 */
export class RescheduleService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox?: OutboxDispatch,
  ) {}

  async preview(principal: Principal, request: Request): Promise<Schemas['OutboundPreview']> {
    requireRole(principal, canBookAppointments);
    try {
      await this.db.transaction(async (tx) => {
        const { planned } = await this.move(tx, principal, request);
        throw new Unchanged(previewOf(planned.plan, null));
      });
    } catch (error) {
      if (error instanceof Unchanged && error.preview) return error.preview;
      if (error instanceof Unchanged) throw badRequest(SLOT_NO_LONGER_FREE);
      throw error;
    }
    throw new Error('a preview always rolls back');
  }

  async reschedule(principal: Principal, request: Request): Promise<Schemas['BookingResult']> {
    requireRole(principal, canBookAppointments);
    return this.moveAndText(principal, request);
  }

  /**
   * The customer moves their own appointment from their booking link (issue 34): the link already
   * named the lead, so no staff scope applies; the card and the text are the store's, as for the assistant.
   */
  async rescheduleForCustomer(request: Request): Promise<Schemas['BookingResult']> {
    return this.moveAndText(null, request);
  }

  private async moveAndText(
    principal: Principal | null,
    request: Request,
  ): Promise<Schemas['BookingResult']> {
    try {
      const { answer, texted } = await this.db.transaction(async (tx) => {
        const { planned, apptId } = await this.move(tx, principal, request);
        const moved = await new BookingRepository(tx).find(apptId);
        if (!moved) throw new Error('appointment vanished while moved');
        await appendAppointmentCard(tx, planned.context, moved, principal, planned.plan.at);
        const sent = await sendAppointmentNotice(tx, planned, 'MOVED', {
          textCustomer: request.textCustomer ?? true,
          by: principal,
        });
        const result: Schemas['BookingResult'] = {
          success: true,
          responseCode: 'SUCCESS',
          message: 'Appointment rescheduled',
          appointment: moved,
        };
        return { answer: result, texted: sent };
      });
      if (texted) this.outbox?.wake();
      return answer;
    } catch (error) {
      if (error instanceof Unchanged)
        return { success: false, responseCode: 'FAILURE', message: BOOKING_FAILED, appointment: null };
      throw error;
    }
  }

  /** Moves the appointment inside `tx` and plans the change text; Unchanged when the time is not free. */
  private async move(
    tx: Queryable,
    /** Staff, whose scope must hold the lead; null for the customer's own link (checked by the caller). */
    principal: Principal | null,
    request: Request,
  ): Promise<{ planned: PlannedNotice; apptId: number }> {
    const bookings = new BookingRepository(tx);
    const appointment = await bookings.forChange(request.apptId);
    const visible =
      appointment !== undefined &&
      appointment.fsi_id === request.fsiId &&
      (principal === null || (await new LeadRepository(tx).isVisible(request.fsiId, dataScopeOf(principal))));
    if (!appointment || !visible) throw notFound(APPOINTMENT_NOT_FOUND);
    if (appointment.status !== 'BOOKED') throw badRequest(NOT_BOOKED_NOW);
    const lead = await new BookingConfigRepository(tx).lead(request.fsiId);
    if (!lead) throw notFound(APPOINTMENT_NOT_FOUND);
    const plan = await planBooking(
      tx,
      lead,
      {
        fsiId: request.fsiId,
        inpDate: request.inpDate,
        inpTime: request.inpTime,
        transportType: appointment.transport_type ?? '',
        opCode: appointment.opcodes,
        ...(request.advisorId ? { advisorId: request.advisorId } : {}),
      },
      'day',
    );
    await bookings.setAside(appointment.id);
    const now = this.clock.now();
    const slot: OpenSlot | undefined = (await freeSlots(tx, plan, now)).find(
      (candidate) => candidate.time === request.inpTime,
    );
    if (!slot) throw new Unchanged();
    await bookings.moveTo(appointment.id, slot.startsAt, slot.advisorId, plan.durationMinutes);
    const work = {
      advisorId: slot.advisorId,
      startsAt: slot.startsAt,
      durationMinutes: plan.durationMinutes,
      transportType: plan.transportType,
    };
    for (const claim of bookingClaims(plan.config, work))
      if (!(await bookings.claim(lead.storeId, claim, appointment.id))) throw new Unchanged();
    const moved = await bookings.find(appointment.id);
    if (!moved) throw new Error('appointment vanished while moved');
    return {
      planned: await planAppointmentNotice(tx, request.fsiId, moved, 'MOVED', now),
      apptId: appointment.id,
    };
  }
}

import { canBookAppointments, type Clock } from '@torque/domain';
import { DateTime } from 'luxon';
import { dataScopeOf } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import { requireRole } from '../../auth/role-rules.js';
import type { Database } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { LeadRepository } from '../../leads/lead.repository.js';
import { LEAD_NOT_FOUND } from '../../leads/lead.service.js';
import { LINK_NO_LONGER_VALID, PublicDealRoomService } from '../../public/public-deal-room.service.js';
import { BookingConfigRepository, type LeadForBooking } from './booking-config.repository.js';
import { BookingRepository } from './booking.repository.js';
import { markLeadBooked } from './lead-booked.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { appendAppointmentCard, planAppointmentNotice, sendAppointmentNotice } from './appointment-notice.js';

export const TIME_NOT_ON_CLOCK = 'That time does not exist on this day in the store’s time zone.';
export const TIME_PASSED = 'The appointment time has passed.';
export const INVITE_REQUIRED = 'userMasterId and token are required.';
/** The appointment form's kinds (test drive, appraisal, ...) take an hour of the customer's time. */
const TITLED_MINUTES = 60;

type TitledRequest = Pick<Schemas['AppointmentCreate'], 'title' | 'apptDate' | 'apptTime' | 'notes'>;

/**
 * The appointment form (spec 2 §5: one of the six titles, a 12-hour time sent as HH:mm): staff book it
 * for a lead; the customer books it from the invite link without signing in. No advisor or service
 * capacity applies; the lead's appointment flag and APPOINTMENT_BOOKED follow as for any booking.
 */
export class TitledAppointmentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox?: OutboxDispatch,
  ) {}

  async createForStaff(
    principal: Principal,
    request: Schemas['AppointmentCreate'],
  ): Promise<Schemas['Appointment']> {
    requireRole(principal, canBookAppointments);
    const visible = await new LeadRepository(this.db).isVisible(
      request.futureServiceInteractionId,
      dataScopeOf(principal),
    );
    const lead = visible
      ? await new BookingConfigRepository(this.db).lead(request.futureServiceInteractionId)
      : undefined;
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const notes = [
      request.notes,
      request.host && `Host: ${request.host}`,
      request.guest && `Guest: ${request.guest}`,
    ]
      .filter((line): line is string => Boolean(line?.trim()))
      .join('\n');
    return this.create(lead, { ...request, notes }, 'STAFF', principal);
  }

  async createFromInvite(request: Schemas['LisaAppointmentRequest']): Promise<Schemas['Appointment']> {
    if (request.userMasterId === undefined || !request.token) throw badRequest(INVITE_REQUIRED);
    // The link is the authority: the deal room's own check (a live invitation for this lead and user).
    await new PublicDealRoomService(this.db, this.clock).lead({
      futureServiceInteractionId: request.futureServiceInteractionId,
      userMasterId: request.userMasterId,
      token: request.token,
    });
    const lead = await new BookingConfigRepository(this.db).lead(request.futureServiceInteractionId);
    if (!lead) throw notFound(LINK_NO_LONGER_VALID);
    return this.create(lead, request, 'PUBLIC_FORM', null);
  }

  private async create(
    lead: LeadForBooking,
    request: TitledRequest,
    source: 'STAFF' | 'PUBLIC_FORM',
    by: Principal | null,
  ): Promise<Schemas['Appointment']> {
    const at = DateTime.fromISO(`${request.apptDate}T${request.apptTime}`, { zone: lead.zone });
    if (!at.isValid || at.toFormat('HH:mm') !== request.apptTime) throw badRequest(TIME_NOT_ON_CLOCK);
    if (at.toMillis() <= this.clock.now().getTime()) throw badRequest(TIME_PASSED);
    let texted = false;
    const apptId = await this.db.transaction(async (tx) => {
      const id = await new BookingRepository(tx).insert({
        storeId: lead.storeId,
        vehicleId: lead.vehicleId,
        customerId: lead.customerId,
        fsiId: lead.fsiId,
        advisorNo: null,
        startsAt: at.toUTC().toISO() ?? '',
        durationMinutes: TITLED_MINUTES,
        transportType: null,
        serviceType: null,
        title: request.title,
        opcodes: [],
        notes: request.notes?.trim() || null,
        source,
        bookedBy: by?.userId ?? null,
      });
      const now = this.clock.now();
      await markLeadBooked(tx, lead.fsiId, now);
      // Issue 30: the card shows the booking in the thread. The customer who booked from the invite
      // is texted the confirmation; the staff form shows no preview, so it texts nothing itself.
      const booked = await new BookingRepository(tx).find(id);
      if (booked) {
        const planned = await planAppointmentNotice(tx, lead.fsiId, booked, 'CONFIRMED', now);
        await appendAppointmentCard(tx, planned.context, booked, by, now);
        if (source === 'PUBLIC_FORM')
          texted = await sendAppointmentNotice(tx, planned, 'CONFIRMED', { textCustomer: true, by: null });
      }
      return id;
    });
    if (texted) this.outbox?.wake();
    const appointment = await new BookingRepository(this.db).find(apptId);
    if (!appointment) throw new Error('appointment not found after insert');
    return appointment;
  }
}

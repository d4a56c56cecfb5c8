import {
  bookingClaims,
  canBookAppointments,
  occupiedUnits,
  workMinutes,
  type AvailabilityConfig,
  type Clock,
  type TransportType,
} from '@torque/domain';
import { DateTime } from 'luxon';
import { dataScopeOf } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import { requireRole } from '../../auth/role-rules.js';
import type { Database, Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { LeadRepository } from '../../leads/lead.repository.js';
import { StoreZoneRepository } from '../../leads/store-zone.repository.js';
import { previewOf } from '../../leads/outbound-text.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { planAppointmentNotice, sendAppointmentNotice } from './appointment-notice.js';
import { BookingConfigRepository } from './booking-config.repository.js';
import { BookingRepository } from './booking.repository.js';
import { listPage } from './booking-wire.js';
import { markLeadBooked, unmarkLeadIfNoBooking } from './lead-booked.js';

export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';
export const APPOINTMENT_CANCELLED = 'Appointment cancelled';
export const NOT_BOOKED_NOW = 'This appointment is not booked.';
export const SPLIT_SOME_OPCODES = "Choose some, but not all, of the appointment's opcodes to split off.";
export const SPLIT_DOES_NOT_FIT =
  "Unfortunately the split work does not fit after this appointment in the advisor's day.";

type Change = NonNullable<Awaited<ReturnType<BookingRepository['forChange']>>>;
class DoesNotFit extends Error {}

/** Cancellation and split of a booked appointment (spec 2 §7), each releasing or retaking its claims. */
export class AppointmentChangesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly outbox?: OutboxDispatch,
  ) {}

  /** The text a cancellation would send, to whom and when (issue 30); nothing is stored. */
  async previewCancellation(
    principal: Principal,
    request: Schemas['CancellationRequest'],
  ): Promise<Schemas['OutboundPreview']> {
    requireRole(principal, canBookAppointments);
    return this.db.transaction(async (tx) => {
      const appointment = await this.visible(tx, principal, request.apptId);
      if (appointment.fsi_id !== request.fsiId) throw notFound(APPOINTMENT_NOT_FOUND);
      if (appointment.status !== 'BOOKED') throw badRequest(NOT_BOOKED_NOW);
      const shown = await new BookingRepository(tx).find(appointment.id);
      if (!shown) throw notFound(APPOINTMENT_NOT_FOUND);
      const planned = await planAppointmentNotice(tx, request.fsiId, shown, 'CANCELLED', this.clock.now());
      return previewOf(planned.plan, null);
    });
  }

  async cancel(
    principal: Principal,
    request: Schemas['CancellationRequest'],
  ): Promise<Schemas['BookingResult']> {
    requireRole(principal, canBookAppointments);
    return this.cancelAndText(principal, request);
  }

  /** The customer cancels their own appointment from their booking link (issue 34; the link named the lead). */
  async cancelForCustomer(request: Schemas['CancellationRequest']): Promise<Schemas['BookingResult']> {
    return this.cancelAndText(null, request);
  }

  private async cancelAndText(
    principal: Principal | null,
    request: Schemas['CancellationRequest'],
  ): Promise<Schemas['BookingResult']> {
    let texted = false;
    const answer = await this.db.transaction(async (tx): Promise<Schemas['BookingResult']> => {
      const appointment = principal
        ? await this.visible(tx, principal, request.apptId)
        : await new BookingRepository(tx).forChange(request.apptId);
      if (!appointment || appointment.fsi_id !== request.fsiId) throw notFound(APPOINTMENT_NOT_FOUND);
      if (appointment.status !== 'BOOKED')
        return { success: false, responseCode: 'FAILURE', message: NOT_BOOKED_NOW, appointment: null };
      const bookings = new BookingRepository(tx);
      await bookings.cancel(appointment.id);
      await unmarkLeadIfNoBooking(tx, request.fsiId);
      const cancelled = (await bookings.find(appointment.id)) ?? null;
      // The customer hears of it as of the booking (issue 30), unless staff chose not to text.
      if (cancelled) {
        const planned = await planAppointmentNotice(
          tx,
          request.fsiId,
          cancelled,
          'CANCELLED',
          this.clock.now(),
        );
        texted = await sendAppointmentNotice(tx, planned, 'CANCELLED', {
          textCustomer: request.textCustomer ?? true,
          by: principal,
        });
      }
      return {
        success: true,
        responseCode: 'SUCCESS',
        message: APPOINTMENT_CANCELLED,
        appointment: cancelled,
      };
    });
    if (texted) this.outbox?.wake();
    return answer;
  }

  /**
   * Splits the chosen opcodes off into an appointment of their own, right after what stays (the same
   * advisor and customer): the advisor's time is claimed again for both, so a split never overlaps
   * other work; one that does not fit is refused and nothing changes.
   */
  async split(
    principal: Principal,
    request: Schemas['AppointmentSplitRequest'],
  ): Promise<Schemas['AppointmentPage']> {
    requireRole(principal, canBookAppointments);
    const ids = await this.db
      .transaction(async (tx) => {
        const appointment = await this.visible(tx, principal, request.apptId);
        if (appointment.status !== 'BOOKED') throw badRequest(NOT_BOOKED_NOW);
        const moving = [...new Set(request.opCodes ?? [])];
        const staying = appointment.opcodes.filter((code) => !moving.includes(code));
        if (
          moving.length === 0 ||
          staying.length === 0 ||
          moving.some((code) => !appointment.opcodes.includes(code))
        )
          throw badRequest(SPLIT_SOME_OPCODES);
        return this.splitWithin(tx, appointment, staying, moving);
      })
      .catch((error: unknown) => {
        if (error instanceof DoesNotFit) throw badRequest(SPLIT_DOES_NOT_FIT);
        throw error;
      });
    const bookings = new BookingRepository(this.db);
    const shown = await Promise.all(ids.map((id) => bookings.find(id)));
    return listPage(shown.filter((row): row is Schemas['Appointment'] => row !== undefined));
  }

  private async splitWithin(
    tx: Queryable,
    appointment: Change,
    staying: readonly string[],
    moving: readonly string[],
  ): Promise<number[]> {
    const zone = (await new StoreZoneRepository(tx).ofStore(appointment.store_id)) ?? 'UTC';
    const configs = new BookingConfigRepository(tx);
    const config = await configs.config(appointment.store_id, zone);
    const hours = async (codes: readonly string[]) =>
      (await configs.opcodes(appointment.store_id, codes)).map((row) => row.skillHours);
    const stayMinutes = workMinutes(await hours(staying), config.rules.slotMinutes);
    const moveMinutes = workMinutes(await hours(moving), config.rules.slotMinutes);
    const bookings = new BookingRepository(tx);
    await bookings.releaseClaims(appointment.id);
    await bookings.reshape(appointment.id, staying, stayMinutes);
    const startsAt = appointment.starts_at;
    // The split part starts once what stays and its buffer are done: the next unit the advisor is free.
    const stayUnits = occupiedUnits(startsAt, stayMinutes, config.rules).length;
    const laterAt =
      DateTime.fromISO(startsAt)
        .plus({ minutes: stayUnits * config.rules.slotMinutes })
        .toUTC()
        .toISO({ suppressMilliseconds: true }) ?? startsAt;
    const second = await bookings.insert({
      storeId: appointment.store_id,
      vehicleId: appointment.vehicle_id,
      customerId: appointment.customer_id,
      fsiId: appointment.fsi_id,
      advisorNo: appointment.advisor_no,
      startsAt: laterAt,
      durationMinutes: moveMinutes,
      transportType: appointment.transport_type,
      serviceType: appointment.service_type,
      title: null,
      opcodes: moving,
      notes: appointment.notes,
      source: 'STAFF',
      bookedBy: null,
    });
    const transport = (appointment.transport_type ?? 'DROP_OFF') as TransportType;
    await this.claimAll(tx, config, appointment, appointment.id, startsAt, stayMinutes, transport, true);
    await this.claimAll(tx, config, appointment, second, laterAt, moveMinutes, transport, false);
    if (appointment.fsi_id !== null) await markLeadBooked(tx, appointment.fsi_id, this.clock.now());
    return [appointment.id, second];
  }

  /** The customer arrives once: only the first part holds the transport places, both hold advisor time. */
  private async claimAll(
    tx: Queryable,
    config: AvailabilityConfig,
    appointment: Change,
    apptId: number,
    startsAt: string,
    durationMinutes: number,
    transportType: TransportType,
    withTransport: boolean,
  ): Promise<void> {
    if (appointment.advisor_no === null) return;
    const claims = bookingClaims(config, {
      advisorId: appointment.advisor_no,
      startsAt,
      durationMinutes,
      transportType,
    });
    const bookings = new BookingRepository(tx);
    for (const claim of claims.filter((c) => withTransport || c.kind === 'ADVISOR'))
      if (!(await bookings.claim(appointment.store_id, claim, apptId))) throw new DoesNotFit();
  }

  /** The appointment, locked, when its store is in the user's scope (else the same 404 as a missing one). */
  private async visible(tx: Queryable, principal: Principal, apptId: number): Promise<Change> {
    const appointment = await new BookingRepository(tx).forChange(apptId);
    const inScope =
      appointment !== undefined &&
      appointment.fsi_id !== null &&
      (await new LeadRepository(tx).isVisible(appointment.fsi_id, dataScopeOf(principal)));
    if (!appointment || !inScope) throw notFound(APPOINTMENT_NOT_FOUND);
    return appointment;
  }
}

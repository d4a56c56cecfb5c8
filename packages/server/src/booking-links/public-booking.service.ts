import {
  isTransportType,
  languageOf,
  offeredTransports,
  serviceTypeLabel,
  vehicleTitle,
  type Clock,
  type TransportType,
} from '@torque/domain';
import { DateTime } from 'luxon';
import { AppointmentChangesService } from '../appointments/booking/appointment-changes.service.js';
import { AppointmentNoticeRepository } from '../appointments/booking/appointment-notice.repository.js';
import {
  BookingConfigRepository,
  type LeadForBooking,
} from '../appointments/booking/booking-config.repository.js';
import { freeSlots, planBooking } from '../appointments/booking/booking-plan.js';
import { BookingRepository } from '../appointments/booking/booking.repository.js';
import { BookingService } from '../appointments/booking/booking.service.js';
import { RescheduleService } from '../appointments/booking/reschedule.service.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { LeadRepository } from '../leads/lead.repository.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import type { BookingLinks } from './booking-links.js';

type Page = Schemas['BookingLinkPage'];
type Answer = Schemas['BookingLinkAnswer'];
type Choice = Schemas['BookingLinkChoice'];

/** How many free times the page offers: the first ones from now, over the store's booking window. */
export const SLOTS_SHOWN = 24;
export const NOTHING_TO_CANCEL = 'There is no booked appointment to cancel.';
export const NOT_OFFERED = 'The store does not offer that way in.';

/** What the page may read of a lead: never archived messages or staff notes. */
const CUSTOMER_VISIBILITY = { archived: false, internalNotes: false } as const;

/**
 * The customer's own booking page (issue 34 point 1; no sign-in): the link's token is the authority
 * and names the one lead whose customer, vehicle and appointment the page shows. Times come from the
 * same engine staff and the assistant book with, and bookings take the same claims, so two browsers
 * racing for one time cannot both have it: the loser is answered TAKEN with fresh times.
 */
export class PublicBookingService {
  constructor(
    private readonly db: Database,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
    private readonly outbox?: OutboxDispatch,
  ) {}

  async page(token: string, transport?: string): Promise<Page> {
    const now = this.clock.now();
    const lead = await this.leadOf(this.db, token, now);
    return this.pageOf(lead, transport, now);
  }

  async book(token: string, choice: Choice): Promise<Answer> {
    const now = this.clock.now();
    const lead = await this.leadOf(this.db, token, now);
    const transportType = await this.offered(lead, choice.transportType);
    const booked = await new AppointmentNoticeRepository(this.db).nextBooked(lead.fsiId, now);
    if (booked !== undefined) {
      const moved = await new RescheduleService(this.db, this.clock, this.outbox).rescheduleForCustomer({
        apptId: booked,
        fsiId: lead.fsiId,
        inpDate: choice.date,
        inpTime: choice.time,
      });
      return this.answer(moved.success ? 'RESCHEDULED' : 'TAKEN', lead, transportType);
    }
    const answer = await new BookingService(this.db, this.clock, this.outbox).bookLead(
      lead,
      {
        fsiId: lead.fsiId,
        inpDate: choice.date,
        inpTime: choice.time,
        transportType,
        serviceType: (await this.plannedServiceType(lead)) ?? '',
        opCode: [],
        notes: '',
      },
      'nlp',
      { author: null, userId: null, textCustomer: true, source: 'CUSTOMER_LINK' },
    );
    const success = typeof answer === 'object' && answer.success;
    return this.answer(success ? 'BOOKED' : 'TAKEN', lead, transportType);
  }

  async cancel(token: string): Promise<Answer> {
    const now = this.clock.now();
    const lead = await this.leadOf(this.db, token, now);
    const booked = await new AppointmentNoticeRepository(this.db).nextBooked(lead.fsiId, now);
    if (booked === undefined) throw badRequest(NOTHING_TO_CANCEL);
    await new AppointmentChangesService(this.db, this.clock, this.outbox).cancelForCustomer({
      apptId: booked,
      fsiId: lead.fsiId,
    });
    return this.answer('CANCELLED', lead, undefined);
  }

  private async answer(
    outcome: Answer['outcome'],
    lead: LeadForBooking,
    transport?: string,
  ): Promise<Answer> {
    return { outcome, page: await this.pageOf(lead, transport, this.clock.now()) };
  }

  private async leadOf(db: Queryable, token: string, now: Date): Promise<LeadForBooking> {
    const fsiId = await this.links.open(db, token, now);
    const lead = await new BookingConfigRepository(db).lead(fsiId);
    if (!lead) throw notFound('This link is no longer valid');
    return lead;
  }

  /** The asked way in when the store offers it; the first it offers when none was asked. */
  private async offered(lead: LeadForBooking, asked: string | undefined): Promise<TransportType> {
    const config = await new BookingConfigRepository(this.db).config(lead.storeId, lead.zone);
    const offered = offeredTransports(config.transportLimits);
    if (asked === undefined || asked === '') return offered[0] ?? 'DROP_OFF';
    if (!isTransportType(asked) || !offered.includes(asked)) throw badRequest(NOT_OFFERED);
    return asked;
  }

  private async plannedServiceType(lead: LeadForBooking): Promise<string | null> {
    const found = await new LeadRepository(this.db).findById(
      lead.fsiId,
      { kind: 'all' },
      CUSTOMER_VISIBILITY,
    );
    return found?.plannedServiceType ?? null;
  }

  private async pageOf(lead: LeadForBooking, transport: string | undefined, now: Date): Promise<Page> {
    const found = await new LeadRepository(this.db).findById(
      lead.fsiId,
      { kind: 'all' },
      CUSTOMER_VISIBILITY,
    );
    if (!found) throw notFound('This link is no longer valid');
    const configs = new BookingConfigRepository(this.db);
    const config = await configs.config(lead.storeId, lead.zone);
    const transports = offeredTransports(config.transportLimits);
    const transportType = await this.offered(lead, transport);
    const today = DateTime.fromJSDate(now).setZone(lead.zone).startOf('day');
    const last = today.plus({ days: (await configs.daysAhead(lead.storeId)) - 1 });
    const plan = await planBooking(
      this.db,
      lead,
      {
        fsiId: lead.fsiId,
        inpDate: today.toISODate()!,
        startDate: today.toISODate()!,
        endDate: last.toISODate()!,
        inpTime: '00:00',
        transportType,
        opCode: [],
      },
      'window',
    );
    const slots = (await freeSlots(this.db, plan, now))
      .slice(0, SLOTS_SHOWN)
      .map(({ date, time }) => ({ date, time }));
    const bookedId = await new AppointmentNoticeRepository(this.db).nextBooked(lead.fsiId, now);
    const booked = bookedId === undefined ? undefined : await new BookingRepository(this.db).find(bookedId);
    const vehicle = found.serviceVehicle;
    return {
      storeName: found.storeMaster.store_name,
      storeMake: found.storeMaster.make ?? null,
      language: languageOf(found.customerMaster) === 'es' ? 'es' : 'en',
      firstName: found.customerMaster.firstName,
      vehicle: vehicleTitle(vehicle),
      servicesDue: [serviceTypeLabel(found.plannedServiceType)],
      transports,
      transportType,
      zone: lead.zone,
      slots,
      appointment: booked
        ? {
            date: booked.apptDate ?? '',
            time: booked.apptTime ?? '',
            transportType: booked.transportType ?? null,
            advisorName: booked.advisorName ?? null,
          }
        : null,
    };
  }
}

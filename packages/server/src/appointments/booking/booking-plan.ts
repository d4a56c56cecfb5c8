import {
  availableSlots,
  firstAdvisorPerTime,
  opCodeList,
  workMinutes,
  type AvailabilityConfig,
  type OpenSlot,
  type TransportType,
} from '@torque/domain';
import { DateTime } from 'luxon';
import type { Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest } from '../../http/http-error.js';
import { BookingConfigRepository, type LeadForBooking } from './booking-config.repository.js';
import { datesBetween, transportOf, unknownOpcodes, wireDate } from './booking-wire.js';

/** What a booking request asks for, read and checked against the store: the same for availability and booking. */
export type BookingPlan = {
  readonly lead: LeadForBooking;
  readonly config: AvailabilityConfig;
  readonly transportType: TransportType;
  readonly opcodes: readonly string[];
  readonly skillHours: readonly number[];
  readonly durationMinutes: number;
  readonly advisorId: string | undefined;
  readonly dates: readonly string[];
};

/** Reads the request (dates, transport, opcodes with their skill hours) for a lead already known to be visible. */
export async function planBooking(
  db: Queryable,
  lead: LeadForBooking,
  body: Schemas['Booking'],
  window: 'day' | 'window',
): Promise<BookingPlan> {
  const repository = new BookingConfigRepository(db);
  const transportType = transportOf(body.transportType);
  const day = wireDate('inpDate', body.inpDate);
  if (day === undefined) throw badRequest('inpDate is required.');
  const dates =
    window === 'day'
      ? [day]
      : datesBetween(
          wireDate('startDate', body.startDate) ?? day,
          wireDate('endDate', body.endDate) ??
            DateTime.fromISO(day)
              .plus({ days: (await repository.daysAhead(lead.storeId)) - 1 })
              .toISODate() ??
            day,
        );
  const opcodes = [...new Set(opCodeList(body.opCode ?? []))];
  const known = await repository.opcodes(lead.storeId, opcodes);
  const missing = opcodes.filter((code) => !known.some((row) => row.code === code));
  if (missing.length > 0) throw badRequest(unknownOpcodes(missing));
  const config = await repository.config(lead.storeId, lead.zone);
  const skillHours = known.map((row) => row.skillHours);
  return {
    lead,
    config,
    transportType,
    opcodes,
    skillHours,
    durationMinutes: workMinutes(skillHours, config.rules.slotMinutes),
    advisorId: body.advisorId?.trim() || undefined,
    dates,
  };
}

/** The plan's free slots now, from the bookings in the database (one per time unless an advisor was asked for). */
export async function freeSlots(db: Queryable, plan: BookingPlan, now: Date): Promise<OpenSlot[]> {
  const zone = plan.config.rules.zone;
  const first = DateTime.fromISO(plan.dates[0] ?? '', { zone }).minus({ days: 1 });
  const last = DateTime.fromISO(plan.dates.at(-1) ?? '', { zone }).plus({ days: 2 });
  const booked = await new BookingConfigRepository(db).bookedWork(
    plan.lead.storeId,
    first.toJSDate(),
    last.toJSDate(),
  );
  const slots = availableSlots(plan.config, booked, {
    dates: plan.dates,
    transportType: plan.transportType,
    skillHours: plan.skillHours,
    now: now.toISOString(),
    advisorId: plan.advisorId,
  });
  return plan.advisorId === undefined ? firstAdvisorPerTime(slots) : slots;
}

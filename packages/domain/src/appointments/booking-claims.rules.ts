import type { AvailabilityConfig, BookedWork } from './availability-config.js';
import { localDateOf, occupiedUnits } from './availability.rules.js';

/**
 * A place a booking takes, which the database holds as a unique row: an advisor's time unit (one place),
 * or one of a transport type's places at a start time or on a day (as many as its limit). Two people
 * taking the last place write the same row; the database keeps one, so exactly one booking stands.
 */
export type BookingClaim = {
  readonly kind: 'ADVISOR' | 'TRANSPORT_SLOT' | 'TRANSPORT_DAY';
  /** The advisor id, or the transport type. */
  readonly subject: string;
  /** The unit's instant, the slot's start instant, or the local date. */
  readonly period: string;
  /** How many bookings may hold this period: 1 for an advisor's unit, the limit for a transport. */
  readonly places: number;
};

/** The places a booking must take: the same rule `availableSlots` checks, as rows the database can refuse. */
export function bookingClaims(config: AvailabilityConfig, work: BookedWork): BookingClaim[] {
  const { rules } = config;
  const units = occupiedUnits(work.startsAt, work.durationMinutes, rules);
  const advisor = units.map((unit): BookingClaim => ({
    kind: 'ADVISOR',
    subject: work.advisorId,
    period: unit,
    places: 1,
  }));
  const limit = config.transportLimits.find((entry) => entry.transportType === work.transportType);
  const transport: BookingClaim[] = [];
  if (limit?.perSlot != null)
    transport.push({
      kind: 'TRANSPORT_SLOT',
      subject: work.transportType,
      period: units[0] ?? work.startsAt,
      places: limit.perSlot,
    });
  if (limit?.perDay != null)
    transport.push({
      kind: 'TRANSPORT_DAY',
      subject: work.transportType,
      period: localDateOf(work.startsAt, rules.zone),
      places: limit.perDay,
    });
  return [...advisor, ...transport];
}

import { DateTime } from 'luxon';
import type {
  AdvisorHours,
  AvailabilityConfig,
  BookedWork,
  BookingRules,
  DayHours,
  OpenSlot,
  TransportLimit,
  TransportType,
} from './availability-config.js';

/** What a customer asks for: the days to look at, how they come, the work, and the advisor if they have one. */
export type AvailabilityQuery = {
  /** Local dates, YYYY-MM-DD in the store's zone. */
  readonly dates: readonly string[];
  readonly transportType: TransportType;
  /** The skill hours of each opcode booked; none books one slot. */
  readonly skillHours: readonly number[];
  /** The moment of asking (an ISO instant), for the minimum notice. */
  readonly now: string;
  readonly advisorId?: string | undefined;
};

const minutesOf = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * How long the work takes: the opcodes' skill hours together, rounded up to whole slots, at least one
 * slot (a customer with no opcode still needs an advisor's write-up).
 */
export function workMinutes(skillHours: readonly number[], slotMinutes: number): number {
  const minutes = skillHours.reduce((sum, hours) => sum + Math.max(0, hours) * 60, 0);
  return Math.max(1, Math.ceil(Math.round(minutes) / slotMinutes)) * slotMinutes;
}

/** An advisor's hours on a local date: that date's override if there is one, else the weekday's. */
export function advisorHoursOn(advisor: AdvisorHours, date: string, zone: string): DayHours | null {
  const override = advisor.overrides.find((entry) => entry.date === date);
  if (override) return override.hours;
  const weekday = DateTime.fromISO(date, { zone }).weekday;
  const day = advisor.weekly.find((entry) => entry.weekday === weekday);
  return day ? { opens: day.opens, closes: day.closes } : null;
}

/** The instant of a wall-clock time on a date, or null when that time does not exist (the spring-forward gap). */
export function wallClockInstant(date: string, minutes: number, zone: string): DateTime | null {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const at = DateTime.fromISO(date, { zone }).set({ hour, minute, second: 0, millisecond: 0 });
  return at.isValid && at.hour === hour && at.minute === minute && at.toISODate() === date ? at : null;
}

/**
 * The slot-length units an advisor is taken for: from the start, the work and the buffer after it,
 * rounded up to whole slots. Two bookings clash exactly when they share a unit; the database keeps
 * one claim row per unit, so it refuses the same clashes this function describes.
 */
export function occupiedUnits(startsAt: string, durationMinutes: number, rules: BookingRules): string[] {
  const start = DateTime.fromISO(startsAt, { zone: 'utc' });
  const units = Math.ceil((durationMinutes + rules.bufferMinutes) / rules.slotMinutes);
  return Array.from({ length: units }, (_, i) => unitKey(start.plus({ minutes: i * rules.slotMinutes })));
}

const unitKey = (at: DateTime): string => at.toUTC().toISO({ suppressMilliseconds: true }) ?? '';

/** The local date of an instant in the store's zone (a per-day limit counts these). */
export const localDateOf = (startsAt: string, zone: string): string =>
  DateTime.fromISO(startsAt, { zone: 'utc' }).setZone(zone).toISODate() ?? '';

const limitOf = (limits: readonly TransportLimit[], transport: TransportType) =>
  limits.find((limit) => limit.transportType === transport);

/** Whether one more booking of this transport fits at this start, by the per-slot and per-day limits. */
function transportHasRoom(
  config: AvailabilityConfig,
  booked: readonly BookedWork[],
  transport: TransportType,
  start: string,
  date: string,
): boolean {
  const limit = limitOf(config.transportLimits, transport);
  if (!limit) return true;
  const same = booked.filter((work) => work.transportType === transport);
  const atSlot = same.filter((work) => unitKey(DateTime.fromISO(work.startsAt)) === start).length;
  const onDay = same.filter((work) => localDateOf(work.startsAt, config.rules.zone) === date).length;
  return (
    (limit.perSlot === null || atSlot < limit.perSlot) && (limit.perDay === null || onDay < limit.perDay)
  );
}

/** The instants an advisor is already taken for, from the bookings they work. */
function takenUnits(
  config: AvailabilityConfig,
  booked: readonly BookedWork[],
  advisorId: string,
): Set<string> {
  return new Set(
    booked
      .filter((work) => work.advisorId === advisorId)
      .flatMap((work) => occupiedUnits(work.startsAt, work.durationMinutes, config.rules)),
  );
}

/** One advisor's free starts on one date: inside their hours, after the notice, clear of their other work. */
function advisorSlotsOn(
  config: AvailabilityConfig,
  booked: readonly BookedWork[],
  query: AvailabilityQuery,
  advisor: AdvisorHours,
  date: string,
): OpenSlot[] {
  const { rules } = config;
  const hours = advisorHoursOn(advisor, date, rules.zone);
  if (!hours) return [];
  const duration = workMinutes(query.skillHours, rules.slotMinutes);
  const earliest = DateTime.fromISO(query.now).plus({ minutes: rules.minimumNoticeMinutes });
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  // A closing time inside the spring-forward gap is read as the first moment after it (luxon's rule).
  const closing = DateTime.fromISO(date, { zone: rules.zone }).set({
    hour: Math.floor(closes / 60),
    minute: closes % 60,
  });
  const taken = takenUnits(config, booked, advisor.advisorId);
  const slots: OpenSlot[] = [];
  for (let minute = opens; minute + rules.slotMinutes <= closes; minute += rules.slotMinutes) {
    const start = wallClockInstant(date, minute, rules.zone);
    if (!start) continue;
    const end = start.plus({ minutes: duration });
    if (end > closing || start < earliest) continue;
    const startKey = unitKey(start);
    if (occupiedUnits(startKey, duration, rules).some((unit) => taken.has(unit))) continue;
    if (!transportHasRoom(config, booked, query.transportType, startKey, date)) continue;
    slots.push({
      date,
      time: start.toFormat('HH:mm'),
      advisorId: advisor.advisorId,
      startsAt: startKey,
      endsAt: unitKey(end),
    });
  }
  return slots;
}

/**
 * The free slots for a query, earliest first: for each date and each advisor (only the asked-for one
 * when given), the starts within the advisor's hours for that date where the whole job fits before
 * closing, at least the minimum notice from now, clear of the advisor's other work and its buffer,
 * and within the transport type's per-slot and per-day limits. Times are the store's wall clock,
 * so a daylight-saving day keeps its local hours (a time that does not exist that day is skipped).
 */
export function availableSlots(
  config: AvailabilityConfig,
  booked: readonly BookedWork[],
  query: AvailabilityQuery,
): OpenSlot[] {
  const advisors = config.advisors.filter(
    (advisor) => query.advisorId === undefined || advisor.advisorId === query.advisorId,
  );
  return query.dates
    .flatMap((date) => advisors.flatMap((advisor) => advisorSlotsOn(config, booked, query, advisor, date)))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.advisorId.localeCompare(b.advisorId));
}

/** One slot per start time (the first advisor free then): what a customer picks from. */
export function firstAdvisorPerTime(slots: readonly OpenSlot[]): OpenSlot[] {
  const seen = new Set<string>();
  return slots.filter((slot) => !seen.has(slot.startsAt) && seen.add(slot.startsAt) !== undefined);
}

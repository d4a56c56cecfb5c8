import { DateTime } from 'luxon';

/** An odometer reading on a day (ISO date): a closed repair order or a recorded mileage. */
export type MileagePoint = { readonly on: string; readonly mileage: number };

/** About 13,500 miles a year: the US average, for an owner whose history says too little. */
export const DEFAULT_MILES_PER_DAY = 37;
/** No owner averages more than this; a higher figure is a typing slip, capped. */
export const MAX_MILES_PER_DAY = 150;
/** Mileage this far off (twenty years) is no forecast. */
const HORIZON_DAYS = 7_305;
/** Readings closer together than this say nothing about a habit. */
const MINIMUM_SPAN_DAYS = 14;

export const isoDay = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'UTC' }).startOf('day');
export const daysBetween = (from: string, to: string): number => isoDay(to).diff(isoDay(from), 'days').days;

/** Readings oldest first; a reading lower than an earlier one (a new odometer, a slip) is dropped. */
export function orderedReadings(points: readonly MileagePoint[]): MileagePoint[] {
  const sorted = [...points].sort((a, b) => a.on.localeCompare(b.on) || a.mileage - b.mileage);
  const kept: MileagePoint[] = [];
  for (const point of sorted) {
    const last = kept[kept.length - 1];
    if (!last || point.mileage >= last.mileage) kept.push(point);
  }
  return kept;
}

/**
 * The owner's habit in miles a day: from the oldest to the newest reading, when they are at least two
 * weeks apart; else the US average. Never negative, never above MAX_MILES_PER_DAY.
 */
export function milesPerDay(points: readonly MileagePoint[]): number {
  const readings = orderedReadings(points);
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return DEFAULT_MILES_PER_DAY;
  const span = daysBetween(first.on, last.on);
  if (span < MINIMUM_SPAN_DAYS) return DEFAULT_MILES_PER_DAY;
  return Math.min(MAX_MILES_PER_DAY, Math.max(0, (last.mileage - first.mileage) / span));
}

/** The odometer on a day: the newest reading on or before it, driven on at the habit's pace. */
export function estimatedMileage(points: readonly MileagePoint[], on: string): number | null {
  const readings = orderedReadings(points);
  const known = readings.filter((point) => point.on <= on);
  const last = known[known.length - 1] ?? readings[0];
  if (!last) return null;
  const days = Math.max(0, daysBetween(last.on, on));
  return Math.round(last.mileage + milesPerDay(readings) * days);
}

/**
 * The day the odometer reaches a mileage at the owner's pace, counting from the newest reading (the day
 * of the first reading at or past it, when one is). Null when there is no reading or no driving.
 */
export function dayMileageReached(points: readonly MileagePoint[], mileage: number): string | null {
  const readings = orderedReadings(points);
  const reached = readings.find((point) => point.mileage >= mileage);
  if (reached) return reached.on;
  const last = readings[readings.length - 1];
  const pace = milesPerDay(readings);
  if (!last || pace <= 0) return null;
  const days = Math.ceil((mileage - last.mileage) / pace);
  // A habit that takes longer than the horizon never decides (and stays within four-digit years).
  if (days > HORIZON_DAYS) return null;
  return isoDay(last.on).plus({ days }).toISODate();
}

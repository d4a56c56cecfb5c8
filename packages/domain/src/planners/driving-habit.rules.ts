import { DateTime } from 'luxon';
import { dayNumber, isoOfDay } from './calendar-day.rules.js';

/** An odometer reading on a day (ISO date): a closed repair order or a recorded mileage. */
export type MileagePoint = { readonly on: string; readonly mileage: number };

/** About 13,500 miles a year: the US average, for an owner whose history says too little. */
export const DEFAULT_MILES_PER_DAY = 37;
/** No owner averages more than this; a higher figure is a typing slip, capped. */
export const MAX_MILES_PER_DAY = 150;
/** Mileage this far off (twenty years) is no forecast. */
const HORIZON_DAYS = 7_305;
/** Readings closer together than this say nothing about a habit. */
export const MINIMUM_SPAN_DAYS = 14;

export const isoDay = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'UTC' }).startOf('day');
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

type Reading = { readonly day: number; readonly mileage: number };

/** An owner's readings, oldest first, and the pace they show (miles a day). */
export type DrivingHabit = { readonly readings: readonly Reading[]; readonly pace: number };

/**
 * The habit from the readings: a reading lower than an earlier one (a new odometer, a slip) is dropped;
 * the pace runs from the oldest to the newest reading when they are at least two weeks apart, else it is
 * the US average; never negative, never above MAX_MILES_PER_DAY.
 */
export function drivingHabit(points: readonly MileagePoint[]): DrivingHabit {
  const sorted = points
    .map((point) => ({ day: dayNumber(point.on), mileage: point.mileage }))
    .sort((a, b) => a.day - b.day || a.mileage - b.mileage);
  const readings: Reading[] = [];
  for (const reading of sorted) {
    const last = readings[readings.length - 1];
    if (!last || reading.mileage >= last.mileage) readings.push(reading);
  }
  const first = readings[0];
  const last = readings[readings.length - 1];
  const span = first && last ? last.day - first.day : 0;
  const pace =
    !first || !last || span < MINIMUM_SPAN_DAYS
      ? DEFAULT_MILES_PER_DAY
      : Math.min(MAX_MILES_PER_DAY, Math.max(0, (last.mileage - first.mileage) / span));
  return { readings, pace };
}

/** The odometer on a day: the newest reading on or before it, driven on at the habit's pace. */
export function mileageOn(habit: DrivingHabit, day: number): number | null {
  let known: Reading | undefined;
  for (const reading of habit.readings) if (reading.day <= day) known = reading;
  const last = known ?? habit.readings[0];
  if (!last) return null;
  return Math.round(last.mileage + habit.pace * Math.max(0, day - last.day));
}

/**
 * The day (number) the odometer reaches a mileage at the owner's pace, counting from the newest reading
 * (the day of the first reading at or past it, when one is). Null without readings, without driving, or
 * beyond twenty years.
 */
export function dayReached(habit: DrivingHabit, mileage: number): number | null {
  const reached = habit.readings.find((reading) => reading.mileage >= mileage);
  if (reached) return reached.day;
  const last = habit.readings[habit.readings.length - 1];
  if (!last || habit.pace <= 0) return null;
  const days = Math.ceil((mileage - last.mileage) / habit.pace);
  return days > HORIZON_DAYS ? null : last.day + days;
}

/** The habit in miles a day (see drivingHabit). */
export const milesPerDay = (points: readonly MileagePoint[]): number => drivingHabit(points).pace;

/** The odometer on an ISO day (see mileageOn). */
export const estimatedMileage = (points: readonly MileagePoint[], on: string): number | null =>
  mileageOn(drivingHabit(points), dayNumber(on));

/** The ISO day the odometer reaches a mileage (see dayReached). */
export function dayMileageReached(points: readonly MileagePoint[], mileage: number): string | null {
  const day = dayReached(drivingHabit(points), mileage);
  return day === null ? null : isoOfDay(day);
}

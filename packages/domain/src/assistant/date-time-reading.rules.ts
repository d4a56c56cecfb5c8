import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { DateTime } from 'luxon';
import {
  blankNonTimes,
  chronoReader,
  isRuledOut,
  normaliseSpellings,
  PART_OF_DAY_HOURS,
  partOfDay,
} from './date-time-words.js';

/** A day, and perhaps a time, that a customer asked for, read in the store's zone. */
export type RequestedTime = {
  /** ISO instant with the zone's offset on that day, e.g. 2026-12-01T09:00:00.000-05:00 (the day's start when no time was said). */
  readonly start: string;
  /** ISO date in the store's zone. */
  readonly day: string;
  /** 'HH:mm', 24 hours; null when only a day was said. */
  readonly time: string | null;
  /** The customer's words that were read, as written. */
  readonly matched: string;
  /** How the assistant says it back: 'Tuesday, December 1 at 9:00 AM' or 'Tuesday, December 1'. */
  readonly spoken: string;
};

/**
 * Reads the day and time a customer asks for in free text ("next Tuesday morning", "the 3rd at 2",
 * "tmrw at 10:30", "can I come Tuesday at 9?"). The rules, which are the contract:
 *
 * - Everything is read in the store's zone (`context.zone`, an IANA name): chrono reads the words against
 *   `now` as it is in that zone, and luxon places the day and time in the zone, so 9:00 on a day after a
 *   daylight-saving change is 9:00 local with that day's offset.
 * - Always the future: a weekday means its next occurrence ("Tuesday" on a Wednesday is next week's, and
 *   on a Tuesday after the time said, next week's); "the 3rd" after the 3rd is next month's; a month and day
 *   already gone this year are next year's. A day said outright that has passed ("yesterday", "last week",
 *   "today at 9" at noon) answers null: the customer is not asking for it.
 * - A bare hour without am/pm is read in service hours: 1 to 6 is pm ("the 3rd at 2" is 14:00), 7 to 11 is
 *   am, 12 is noon; after "afternoon", "evening" or "tonight" it is pm, and a 24-hour time stays as written.
 * - Parts of the day: morning 09:00, noon and lunch 12:00, afternoon 14:00, evening 17:00, tonight 18:00.
 * - A time without a day is today if still ahead, else tomorrow; a day without a time has `time` null.
 * - Prices ("$120"), mileages ("45,000 miles", "at 30k") and phone numbers are never read as times, and
 *   "now" is not a requested time. A text with no date or time answers null.
 * - Frequent SMS spellings are put right first: tmrw, tmr, tomorow, tommorow… are "tomorrow", nxt is
 *   "next", tues and weds are spelled out.
 */
export function readRequestedTime(text: string, context: { zone: string; now: Date }): RequestedTime | null {
  const here = DateTime.fromJSDate(context.now, { zone: context.zone });
  if (!here.isValid) throw new Error(`Cannot read times in zone "${context.zone}" at ${String(context.now)}`);
  const { text: words, writtenAt } = normaliseSpellings(blankNonTimes(text));
  const results = chronoReader.parse(
    words,
    { instant: context.now, timezone: here.offset },
    { forwardDate: true },
  );
  // A day ruled out in its own clause ("not today, tomorrow afternoon") is not asked for.
  const asked = results.filter(
    (result) => !isRuledOut(words, result.index, result.index + result.text.length),
  );
  for (const result of asked) {
    const pair = companions(result, asked);
    if (pair === 'skip') continue;
    const reading = readResult(result, here, pair);
    if (!reading) continue;
    const parts = [result, pair.time, pair.week, pair.part].filter((part) => part !== undefined);
    const from = Math.min(...parts.map((part) => part.index));
    const to = Math.max(...parts.map((part) => part.index + part.text.length));
    const matched = text.slice(writtenAt[from], writtenAt[to]).trim();
    return { ...describe(reading.at, reading.timed), matched };
  }
  return null;
}

/** The other readings a day is read with: a time said apart ("thursday … around 2"), a week said apart. */
type Companions = {
  readonly time?: ParsedResult;
  readonly week?: ParsedResult;
  /** A part of the day said apart from a bare hour ("thursday at 7 in the evening"). */
  readonly part?: ParsedResult;
};

const namesDay = (said: ParsedComponents) => said.isCertain('day') || said.isCertain('weekday');
const namesTime = (result: ParsedResult) =>
  result.start.isCertain('hour') || partOfDay(result.start.tags()) !== null;
/** "next week", "end of next week": a week, not a day the customer picked within it. */
const namesWeekOnly = (result: ParsedResult) =>
  /\bweek\b/i.test(result.text) && !result.start.isCertain('weekday');
const namesWeekdayOnly = (said: ParsedComponents) => said.isCertain('weekday') && !said.isCertain('day');

/**
 * Day and time are read together wherever they stand in the text: a time said alone goes with the day said
 * elsewhere ('skip' it, the day takes it), and a weekday said with a week ("end of next week, Friday") is
 * that week's weekday, so the week alone is skipped.
 */
function companions(result: ParsedResult, all: readonly ParsedResult[]): Companions | 'skip' {
  const others = all.filter((other) => other !== result);
  const said = result.start;
  if (!namesDay(said) && !said.tags().has('result/relativeDateAndTime'))
    return others.some((other) => namesDay(other.start)) ? 'skip' : {};
  if (namesWeekOnly(result) && others.some((other) => namesWeekdayOnly(other.start))) return 'skip';
  const time = namesTime(result)
    ? undefined
    : others.find((other) => !namesDay(other.start) && namesTime(other));
  const week = namesWeekdayOnly(said) ? others.find(namesWeekOnly) : undefined;
  const bareHour = said.isCertain('hour') && !said.isCertain('meridiem') && partOfDay(said.tags()) === null;
  const part = bareHour
    ? others.find((other) => !namesDay(other.start) && !other.start.isCertain('hour') && namesTime(other))
    : undefined;
  return { time, week, part };
}

type Reading = { readonly at: DateTime; readonly timed: boolean };

function readResult(result: ParsedResult, here: DateTime, pair: Companions): Reading | null {
  const said = result.start;
  const tags = said.tags();
  if (tags.has('casualReference/now')) return null;
  // "in 2 hours": chrono's instant is exact, and re-placing its wall time could shift it across a DST change.
  if (tags.has('result/relativeDateAndTime')) {
    const at = DateTime.fromJSDate(said.date(), { zone: here.zone });
    return at > here ? { at, timed: true } : null;
  }
  const part = partOfDay(tags) ?? (pair.part ? partOfDay(pair.part.start.tags()) : null);
  const clock =
    clockTime(said, part) ??
    (pair.time ? clockTime(pair.time.start, partOfDay(pair.time.start.tags())) : null);
  if (pair.week) return inWeekOf(pair.week, said, clock, here);
  const hasDay = said.isCertain('day') || said.isCertain('weekday');
  if (!hasDay) {
    if (!clock) return null;
    const today = here.set({ ...clock, second: 0, millisecond: 0 });
    const at = today > here ? today : here.plus({ days: 1 }).set({ ...clock, second: 0, millisecond: 0 });
    return { at, timed: true };
  }
  return nextOccurrence(said, clock, here, /\bnext\b/i.test(result.text));
}

type Clock = { readonly hour: number; readonly minute: number };

/** The weekday said, in the week another part of the text names (Monday to Sunday); null when it has passed. */
function inWeekOf(
  week: ParsedResult,
  said: ParsedComponents,
  clock: Clock | null,
  here: DateTime,
): Reading | null {
  // "next week" is the Monday-to-Sunday week after this one (on a Sunday, the week starting tomorrow).
  const monday = /\bnext\s+week\b/i.test(week.text)
    ? here.startOf('week').plus({ weeks: 1 })
    : /\bthis\s+week\b/i.test(week.text)
      ? here.startOf('week')
      : DateTime.fromJSDate(week.start.date(), { zone: here.zone }).startOf('week');
  const day = monday.plus({ days: ((said.get('weekday') ?? 1) + 6) % 7 });
  const at = day.set({ hour: clock?.hour ?? 0, minute: clock?.minute ?? 0, second: 0, millisecond: 0 });
  const ahead = clock ? at > here : at.toISODate()! >= here.toISODate()!;
  return ahead ? { at, timed: clock !== null } : null;
}

function clockTime(said: ParsedComponents, part: string | null): Clock | null {
  if (said.isCertain('hour')) {
    const hour = serviceHour(said.get('hour') ?? 0, said.isCertain('meridiem'), part);
    return { hour, minute: said.get('minute') ?? 0 };
  }
  return part ? { hour: PART_OF_DAY_HOURS[part] ?? 0, minute: 0 } : null;
}

/** The hour a customer means when they leave out am/pm: the service desk is open in the day. */
function serviceHour(hour: number, meridiemSaid: boolean, part: string | null): number {
  if (meridiemSaid || hour === 0 || hour > 12) return hour;
  if (part === 'afternoon' || part === 'evening' || part === 'tonight') return hour === 12 ? 12 : hour + 12;
  if (part === 'morning') return hour;
  return hour <= 6 ? hour + 12 : hour;
}

/**
 * The day chrono read, moved forward by what the customer left unsaid (the week of a weekday, the month of
 * a day of the month, the year of a date) until it is not in the past; null when nothing was left unsaid
 * and it has passed.
 */
function nextOccurrence(
  said: ParsedComponents,
  clock: Clock | null,
  here: DateTime,
  saidNext: boolean,
): Reading | null {
  const place = (year: number, month: number, day: number) =>
    DateTime.fromObject(
      { year, month, day, hour: clock?.hour ?? 0, minute: clock?.minute ?? 0 },
      { zone: here.zone },
    );
  const ahead = (at: DateTime) => at.isValid && (clock ? at > here : at.toISODate()! >= here.toISODate()!);
  const [year, month, day] = [
    said.get('year') ?? here.year,
    said.get('month') ?? here.month,
    said.get('day') ?? here.day,
  ];
  const step = stepUnsaid(said);
  // Chrono moves today's weekday to next week when its own reading of the hour (3 am for "at 3") has passed;
  // a week earlier is tried too, unless the customer said "next".
  for (let n = step === 'weeks' && !saidNext ? -1 : 0; n <= 12; n += 1) {
    // A week moves the day itself; a month or year keeps the day number said, so months without it (a 31st)
    // are skipped rather than clamped to their last day.
    const moved =
      step === 'weeks'
        ? DateTime.fromObject({ year, month, day }, { zone: here.zone }).plus({ weeks: n })
        : DateTime.fromObject({ year, month, day: 1 }, { zone: here.zone }).plus(step ? { [step]: n } : {});
    const at = place(moved.year, moved.month, step === 'weeks' ? moved.day : day);
    if (ahead(at)) return { at, timed: clock !== null };
    if (!step) return null;
  }
  return null;
}

function stepUnsaid(said: ParsedComponents): 'weeks' | 'months' | 'years' | null {
  if (!said.isCertain('day')) return 'weeks';
  if (!said.isCertain('month')) return 'months';
  if (!said.isCertain('year')) return 'years';
  return null;
}

function describe(at: DateTime, timed: boolean): Omit<RequestedTime, 'matched'> {
  const local = at.setLocale('en-US');
  const day = local.toFormat('cccc, LLLL d');
  return {
    start: (timed ? local : local.startOf('day')).toISO()!,
    day: local.toISODate()!,
    time: timed ? local.toFormat('HH:mm') : null,
    spoken: timed ? `${day} at ${local.toFormat('h:mm a')}` : day,
  };
}

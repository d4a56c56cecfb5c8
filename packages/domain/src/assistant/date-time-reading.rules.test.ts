import { describe, expect, it } from 'vitest';
import { readRequestedTime } from './date-time-reading.rules.js';

const NEW_YORK = 'America/New_York';
const CHICAGO = 'America/Chicago';
const LOS_ANGELES = 'America/Los_Angeles';
// Wednesday, November 25 2026, 10:00 in New York.
const WEDNESDAY_10AM = new Date('2026-11-25T15:00:00Z');

const read = (text: string, now: Date = WEDNESDAY_10AM, zone: string = NEW_YORK) =>
  readRequestedTime(text, { zone, now });
const startOf = (text: string, now?: Date, zone?: string) => read(text, now, zone)?.start ?? null;

describe('the phrases of issue 17', () => {
  it('reads "next Tuesday morning" as 9:00 on the coming Tuesday', () => {
    expect(read('next Tuesday morning')).toEqual({
      start: '2026-12-01T09:00:00.000-05:00',
      day: '2026-12-01',
      time: '09:00',
      matched: 'next Tuesday morning',
      spoken: 'Tuesday, December 1 at 9:00 AM',
    });
  });

  it('reads "the 3rd at 2" as 2 pm on the next 3rd', () => {
    expect(read('the 3rd at 2')).toMatchObject({ start: '2026-12-03T14:00:00.000-05:00', time: '14:00' });
  });

  it('reads "can I come Tuesday at 9?" as Tuesday 9:00, and names the words it read', () => {
    expect(read('can I come Tuesday at 9?')).toMatchObject({
      start: '2026-12-01T09:00:00.000-05:00',
      matched: 'Tuesday at 9',
      spoken: 'Tuesday, December 1 at 9:00 AM',
    });
  });
});

describe('always the future', () => {
  it('a weekday already past this week is next week’s', () => {
    expect(read('Tuesday')).toMatchObject({ day: '2026-12-01', time: null, spoken: 'Tuesday, December 1' });
    expect(startOf('Tuesday')).toBe('2026-12-01T00:00:00.000-05:00');
  });

  it('today’s weekday is today while its time is ahead, else next week', () => {
    expect(startOf('Wednesday at 3')).toBe('2026-11-25T15:00:00.000-05:00');
    expect(startOf('Wednesday at 9am')).toBe('2026-12-02T09:00:00.000-05:00');
  });

  it('"next" with a weekday is chrono’s: the one in the coming week', () => {
    const monday10am = new Date('2026-11-23T15:00:00Z');
    expect(read('next Tuesday', monday10am)?.day).toBe('2026-12-01');
    expect(read('Tuesday', monday10am)?.day).toBe('2026-11-24');
    expect(startOf('Monday at 3', monday10am)).toBe('2026-11-23T15:00:00.000-05:00');
  });

  it('a day of the month already past is next month’s, and one this month still ahead is this month’s', () => {
    expect(read('the 3rd')).toMatchObject({ day: '2026-12-03', time: null });
    expect(read('on the 30th')).toMatchObject({ day: '2026-11-30', time: null });
    expect(read('the 31st')).toMatchObject({ day: '2026-12-31' });
  });

  it('a month and day already gone this year are next year’s', () => {
    expect(read('March 2 at 10am')?.start).toBe('2027-03-02T10:00:00.000-05:00');
  });

  it('a day said outright that has passed is no request', () => {
    expect(read('already did it last week')).toBeNull();
    expect(read('yesterday')).toBeNull();
    expect(read('today at 8am')).toBeNull();
  });
});

describe('hours in service hours', () => {
  it.each([
    ['at 1', '2026-11-25T13:00:00.000-05:00'],
    ['at 6', '2026-11-25T18:00:00.000-05:00'],
    ['at 7', '2026-11-26T07:00:00.000-05:00'],
    ['at 11', '2026-11-25T11:00:00.000-05:00'],
    ['at 12', '2026-11-25T12:00:00.000-05:00'],
    ['at 2:30', '2026-11-25T14:30:00.000-05:00'],
    ['at 14:30', '2026-11-25T14:30:00.000-05:00'],
    ['at 8pm', '2026-11-25T20:00:00.000-05:00'],
    ['at 3am', '2026-11-26T03:00:00.000-05:00'],
  ])('reads "%s" as %s', (text, start) => {
    expect(startOf(text)).toBe(start);
  });

  it('a time without a day is today while ahead, else tomorrow', () => {
    expect(read('at 11')).toMatchObject({ day: '2026-11-25', time: '11:00' });
    expect(read('at 9')).toMatchObject({ day: '2026-11-26', time: '09:00' });
  });
});

describe('parts of the day', () => {
  it.each([
    ['tomorrow morning', '09:00'],
    ['tomorrow at noon', '12:00'],
    ['lunch tomorrow', '12:00'],
    ['tomorrow afternoon', '14:00'],
    ['tomorrow evening', '17:00'],
  ])('reads "%s" as %s tomorrow', (text, time) => {
    expect(read(text)).toMatchObject({ day: '2026-11-26', time });
  });

  it('reads "tonight" as 18:00 today, and an hour after it as pm', () => {
    expect(read('tonight')).toMatchObject({ day: '2026-11-25', time: '18:00' });
    expect(read('tonight at 7')).toMatchObject({ day: '2026-11-25', time: '19:00' });
    expect(read('Friday afternoon at 3')).toMatchObject({ day: '2026-11-27', time: '15:00' });
  });

  it('an hour said beside a part of the day wins over the part’s hour', () => {
    expect(read('Friday morning at 8')).toMatchObject({ day: '2026-11-27', time: '08:00' });
  });
});

describe('texting spellings', () => {
  it.each([
    ['tmrw at 10:30', '2026-11-26T10:30:00.000-05:00', 'tmrw at 10:30'],
    ['tmr at 10', '2026-11-26T10:00:00.000-05:00', 'tmr at 10'],
    ['tomorow morning', '2026-11-26T09:00:00.000-05:00', 'tomorow morning'],
    ['ok tommorow at 3 then', '2026-11-26T15:00:00.000-05:00', 'tommorow at 3'],
    ['nxt tuesday at 8am', '2026-12-01T08:00:00.000-05:00', 'nxt tuesday at 8am'],
    ['tues at 9', '2026-12-01T09:00:00.000-05:00', 'tues at 9'],
    ['thurs at 9', '2026-11-26T09:00:00.000-05:00', 'thurs at 9'],
  ])('reads "%s"', (text, start, matched) => {
    expect(read(text)).toMatchObject({ start, matched });
  });
});

describe('numbers that are not times', () => {
  it.each([
    'sounds good',
    '45,000 miles',
    'at 30k',
    'call me at 555-201-3344',
    'call me at (555) 201 3344',
    '$120 for an oil change?',
    'is it $89.95 at 5000 miles',
    'I can come now',
  ])('"%s" answers null', (text) => {
    expect(read(text)).toBeNull();
  });

  it('reads the time beside a mileage or price, not the number', () => {
    expect(read('at 30k miles, can I come thursday at 8?')).toMatchObject({
      start: '2026-11-26T08:00:00.000-05:00',
      matched: 'thursday at 8',
    });
    expect(read('$120 is fine, Friday at 2')?.start).toBe('2026-11-27T14:00:00.000-05:00');
  });
});

describe('the store’s zone', () => {
  it('reads the same words at the same moment as each store’s own wall time', () => {
    // 10:00 in New York is 9:00 in Chicago and 7:00 in Los Angeles.
    expect(startOf('at 8', WEDNESDAY_10AM, NEW_YORK)).toBe('2026-11-26T08:00:00.000-05:00');
    expect(startOf('at 8', WEDNESDAY_10AM, CHICAGO)).toBe('2026-11-26T08:00:00.000-06:00');
    expect(startOf('at 8', WEDNESDAY_10AM, LOS_ANGELES)).toBe('2026-11-25T08:00:00.000-08:00');
  });

  it('takes "today" from the store’s calendar, not UTC', () => {
    const lateEvening = new Date('2026-11-26T03:00:00Z'); // 19:00 on the 25th in Los Angeles, 03:00 on the 26th in UTC
    expect(read('today', lateEvening, LOS_ANGELES)?.day).toBe('2026-11-25');
    expect(read('tomorrow at 9', lateEvening, LOS_ANGELES)?.start).toBe('2026-11-26T09:00:00.000-08:00');
  });

  it('refuses a zone it cannot place', () => {
    expect(() => read('at 9', WEDNESDAY_10AM, 'Mars/Olympus')).toThrow(/Mars\/Olympus/);
  });
});

describe('across the daylight-saving changes', () => {
  it('9:00 after the November change is 9:00 standard time', () => {
    const fridayBefore = new Date('2026-10-30T16:00:00Z'); // Friday, October 30, 12:00 in New York (EDT)
    expect(startOf('Tuesday at 9am', fridayBefore, NEW_YORK)).toBe('2026-11-03T09:00:00.000-05:00');
    expect(startOf('Monday at 9', fridayBefore, NEW_YORK)).toBe('2026-11-02T09:00:00.000-05:00');
    const saturdayBefore = new Date('2026-10-31T17:00:00Z'); // Saturday, October 31, 10:00 in Los Angeles (PDT)
    expect(startOf('monday at 9', saturdayBefore, LOS_ANGELES)).toBe('2026-11-02T09:00:00.000-08:00');
    expect(startOf('tomorrow at 10', saturdayBefore, LOS_ANGELES)).toBe('2026-11-01T10:00:00.000-08:00');
  });

  it('9:00 after the March change is 9:00 daylight time', () => {
    const fridayBefore = new Date('2026-03-06T18:00:00Z'); // Friday, March 6, 12:00 in Chicago (CST)
    expect(startOf('Monday at 9am', fridayBefore, CHICAGO)).toBe('2026-03-09T09:00:00.000-05:00');
    expect(read('Sunday', fridayBefore, CHICAGO)?.start).toBe('2026-03-08T00:00:00.000-06:00');
    expect(startOf('Sunday at 10', fridayBefore, CHICAGO)).toBe('2026-03-08T10:00:00.000-05:00');
    const saturdayNight = new Date('2026-03-08T04:30:00Z'); // Saturday, March 7, 23:30 in New York (EST)
    expect(startOf('at 9', saturdayNight, NEW_YORK)).toBe('2026-03-08T09:00:00.000-04:00');
  });
});

describe('day and time together, as customers write them (issue 31)', () => {
  it('keeps the day and the time of "thurs around 2"', () => {
    expect(read('thurs around 2')).toMatchObject({
      start: '2026-11-26T14:00:00.000-05:00',
      time: '14:00',
      matched: 'thurs around 2',
    });
    expect(read('can I come thursday around 2')).toMatchObject({ day: '2026-11-26', time: '14:00' });
  });

  it('keeps the day and the time of "next tues after 5", in either order', () => {
    expect(read('next tues after 5')).toMatchObject({ start: '2026-12-01T17:00:00.000-05:00' });
    expect(read('after 5 next tues')).toMatchObject({ start: '2026-12-01T17:00:00.000-05:00' });
  });

  it('reads a reply that rules out today and offers tomorrow afternoon as tomorrow afternoon', () => {
    expect(read('I cannot make it today, but tomorrow afternoon works')).toMatchObject({
      start: '2026-11-26T14:00:00.000-05:00',
      matched: 'tomorrow afternoon',
    });
    expect(read("can't do today. tmrw afternoon?")).toMatchObject({ day: '2026-11-26', time: '14:00' });
    expect(read('today doesn’t work')).toBeNull();
  });

  it('reads "end of next week, Friday" as the Friday of next week, not its Saturday', () => {
    expect(read('end of next week, Friday')).toMatchObject({ day: '2026-12-04', time: null });
    expect(read('end of next week, Friday at 10')).toMatchObject({ start: '2026-12-04T10:00:00.000-05:00' });
  });

  it('still asks for today when today is not ruled out', () => {
    expect(read('today around 3')).toMatchObject({ start: '2026-11-25T15:00:00.000-05:00' });
  });
});

describe('"thursday around 2" at the edges of the day, in the store’s zone (issue 31 point 5)', () => {
  it('on a Thursday morning is that Thursday at 2 pm', () => {
    // Thursday 26 November 2026, 9:00 in New York.
    expect(read('can I come thursday around 2', new Date('2026-11-26T14:00:00Z'))).toMatchObject({
      start: '2026-11-26T14:00:00.000-05:00',
    });
  });

  it('on a Thursday after 2 pm is the next Thursday at 2 pm', () => {
    // Thursday 26 November 2026, 3:00 pm in New York.
    expect(read('can I come thursday around 2', new Date('2026-11-26T20:00:00Z'))).toMatchObject({
      start: '2026-12-03T14:00:00.000-05:00',
    });
  });

  it('late on a Wednesday in the store, already Thursday in UTC, is the store’s Thursday', () => {
    // Wednesday 25 November 2026, 11:30 pm in Los Angeles (Thursday 07:30 UTC).
    expect(read('thurs around 2', new Date('2026-11-26T07:30:00Z'), LOS_ANGELES)).toMatchObject({
      start: '2026-11-26T14:00:00.000-08:00',
      day: '2026-11-26',
    });
  });

  it('just after midnight on a Thursday in the store is that same Thursday', () => {
    // Thursday 26 November 2026, 0:15 in Chicago (Wednesday's date nowhere in the store).
    expect(read('thursday around 2', new Date('2026-11-26T06:15:00Z'), CHICAGO)).toMatchObject({
      start: '2026-11-26T14:00:00.000-06:00',
    });
  });

  it('a time said before the day ("around 2 on thursday") is read with it', () => {
    expect(read('around 2 on thursday')).toMatchObject({ start: '2026-11-26T14:00:00.000-05:00' });
  });
});

describe('a part of the day said after a bare hour goes with it (issue 31 point 5)', () => {
  it('reads "thursday at 7 in the evening" as 7 pm', () => {
    expect(read('can I come thursday at 7 in the evening')).toMatchObject({
      start: '2026-11-26T19:00:00.000-05:00',
      matched: 'thursday at 7 in the evening',
    });
  });

  it('reads "friday at 10 in the morning" as 10 am and "monday at 3 in the afternoon" as 3 pm', () => {
    expect(read('friday at 10 in the morning')).toMatchObject({ start: '2026-11-27T10:00:00.000-05:00' });
    expect(read('monday at 3 in the afternoon')).toMatchObject({ start: '2026-11-30T15:00:00.000-05:00' });
  });
});

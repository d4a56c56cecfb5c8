import { describe, expect, it } from 'vitest';
import { dueSlot, isValidCron, nextSlot } from './nightly-slot.js';

/**
 * The nightly planners' due rule (issue 15): a store's schedule is read on the store's wall clock; the
 * slot due now is the latest one after the last claimed slot and not after now, and after downtime that
 * spans several nights only the latest runs, once.
 */
const CHICAGO = 'America/Chicago';
const TEN_PM = '0 22 * * *';
// 22:00 in Chicago in December (UTC-6) is 04:00 UTC the next day.
const tenPmOnDec7 = new Date('2026-12-08T04:00:00.000Z');

describe('the slot due now', () => {
  it('is a slot exactly at now, and not one a millisecond later', () => {
    const since = new Date('2026-12-07T12:00:00Z');
    expect(dueSlot(TEN_PM, CHICAGO, since, tenPmOnDec7)).toEqual(tenPmOnDec7);
    expect(dueSlot(TEN_PM, CHICAGO, since, new Date(tenPmOnDec7.getTime() - 1))).toBeNull();
  });

  it('is not the slot already claimed (since is that slot)', () => {
    expect(dueSlot(TEN_PM, CHICAGO, tenPmOnDec7, new Date(tenPmOnDec7.getTime() + 3_600_000))).toBeNull();
  });

  it('is only the latest of several missed nights', () => {
    const since = new Date('2026-12-01T12:00:00Z');
    expect(dueSlot(TEN_PM, CHICAGO, since, new Date('2026-12-08T05:00:00Z'))).toEqual(tenPmOnDec7);
  });

  it('is read on the store’s clock, not the server’s', () => {
    const since = new Date('2026-12-07T12:00:00Z');
    // 22:00 in New York is 03:00 UTC, an hour before Chicago's.
    expect(dueSlot(TEN_PM, 'America/New_York', since, new Date('2026-12-08T03:30:00Z'))).toEqual(
      new Date('2026-12-08T03:00:00Z'),
    );
    expect(dueSlot(TEN_PM, CHICAGO, since, new Date('2026-12-08T03:30:00Z'))).toBeNull();
  });

  it('is none for a schedule that never comes round again', () => {
    // 30 February never comes.
    expect(dueSlot('0 22 30 2 *', CHICAGO, new Date('2026-12-07T12:00:00Z'), tenPmOnDec7)).toBeNull();
  });
});

describe('the next slot and a schedule that reads', () => {
  it('gives the next 22:00 in the store’s zone after a time', () => {
    expect(nextSlot(TEN_PM, CHICAGO, new Date('2026-12-07T12:00:00Z'))).toEqual(tenPmOnDec7);
    expect(nextSlot(TEN_PM, CHICAGO, tenPmOnDec7)).toEqual(new Date('2026-12-09T04:00:00.000Z'));
  });

  it('accepts five and six fields and refuses what is not a schedule', () => {
    expect(isValidCron(TEN_PM, CHICAGO)).toBe(true);
    expect(isValidCron('0 0 22 * * *', CHICAGO)).toBe(true);
    expect(isValidCron('every night', CHICAGO)).toBe(false);
    expect(isValidCron('0 25 * * *', CHICAGO)).toBe(false);
    // A zone that does not exist cannot place the slots.
    expect(isValidCron(TEN_PM, 'Mars/Olympus_Mons')).toBe(false);
  });
});

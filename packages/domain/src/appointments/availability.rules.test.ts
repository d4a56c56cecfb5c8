import { describe, expect, it } from 'vitest';
import type { AvailabilityConfig } from './availability-config.js';
import { availableSlots, firstAdvisorPerTime, occupiedUnits, workMinutes } from './availability.rules.js';

const weekdays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '00:00', closes: '06:00' }));
const config: AvailabilityConfig = {
  rules: { zone: 'America/New_York', slotMinutes: 60, bufferMinutes: 0, minimumNoticeMinutes: 0 },
  advisors: [{ advisorId: 'A1', weekly: weekdays, overrides: [{ date: '2026-03-10', hours: null }] }],
  transportLimits: [{ transportType: 'LOANER', perSlot: 1, perDay: 1 }],
};
const now = '2026-01-01T00:00:00Z';
const times = (date: string, transportType: 'WAITER' | 'LOANER' = 'WAITER') =>
  availableSlots(config, [], { dates: [date], transportType, skillHours: [], now }).map((s) => s.time);

describe('availableSlots on the store’s wall clock', () => {
  it('skips the hour that does not exist when the clocks spring forward', () => {
    expect(times('2026-03-08')).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
  });

  it('offers the repeated hour once when the clocks fall back', () => {
    expect(times('2026-11-01')).toEqual(['00:00', '01:00', '02:00', '03:00', '04:00', '05:00']);
  });

  it('gives nothing on a day off, and a job sized by its skill hours', () => {
    expect(times('2026-03-10')).toEqual([]);
    expect(workMinutes([1.5, 0.2], 30)).toBe(120);
    expect(workMinutes([], 30)).toBe(30);
  });

  it('stops offering a loaner once the day’s loaner is booked', () => {
    const [first] = availableSlots(config, [], {
      dates: ['2026-06-15'],
      transportType: 'LOANER',
      skillHours: [],
      now,
    });
    const booked = [
      { advisorId: 'A1', startsAt: first!.startsAt, durationMinutes: 60, transportType: 'LOANER' as const },
    ];
    expect(
      availableSlots(config, booked, { dates: ['2026-06-15'], transportType: 'LOANER', skillHours: [], now }),
    ).toEqual([]);
    expect(
      availableSlots(config, booked, { dates: ['2026-06-15'], transportType: 'WAITER', skillHours: [], now }),
    ).toHaveLength(5);
  });
});

/**
 * Capacity on its edges: a transport's per-slot and per-day limits let exactly that many bookings in
 * and refuse the next, across advisors; the minimum notice and the closing time are met exactly.
 */
describe('availableSlots on the edge of every limit', () => {
  const nineToNoon = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '09:00', closes: '12:00' }));
  const store: AvailabilityConfig = {
    rules: { zone: 'America/New_York', slotMinutes: 60, bufferMinutes: 0, minimumNoticeMinutes: 60 },
    advisors: ['A1', 'A2', 'A3'].map((advisorId) => ({ advisorId, weekly: nineToNoon, overrides: [] })),
    transportLimits: [{ transportType: 'WAITER', perSlot: 2, perDay: 3 }],
  };
  // Monday 15 June 2026, New York on summer time: 09:00 is 13:00 UTC.
  const day = '2026-06-15';
  const at = (hour: number) => `2026-06-15T${String(hour + 4).padStart(2, '0')}:00:00Z`;
  const waiter = (advisorId: string, hour: number) => ({
    advisorId,
    startsAt: at(hour),
    durationMinutes: 60,
    transportType: 'WAITER' as const,
  });
  const slots = (
    booked: Parameters<typeof availableSlots>[1],
    transportType: 'WAITER' | 'DROP_OFF' = 'WAITER',
    now = '2026-06-14T00:00:00Z',
    skillHours: number[] = [],
  ) =>
    availableSlots(store, booked, { dates: [day], transportType, skillHours, now }).map(
      (slot) => `${slot.time} ${slot.advisorId}`,
    );

  it('takes a second waiter in a slot (limit 2) on another advisor, and no third', () => {
    expect(slots([waiter('A1', 9)]).filter((slot) => slot.startsWith('09:00'))).toEqual([
      '09:00 A2',
      '09:00 A3',
    ]);
    const full = slots([waiter('A1', 9), waiter('A2', 9)]);
    expect(full.filter((slot) => slot.startsWith('09:00'))).toEqual([]);
    expect(full.filter((slot) => slot.startsWith('10:00'))).toEqual(['10:00 A1', '10:00 A2', '10:00 A3']);
    // The limit is the waiters'; a drop-off still gets the free advisor at 09:00.
    expect(
      slots([waiter('A1', 9), waiter('A2', 9)], 'DROP_OFF').filter((slot) => slot.startsWith('09:00')),
    ).toEqual(['09:00 A3']);
  });

  it('takes a third waiter in a day (limit 3) and no fourth', () => {
    expect(slots([waiter('A1', 9), waiter('A1', 10)])).toContain('11:00 A2');
    expect(slots([waiter('A1', 9), waiter('A1', 10), waiter('A2', 11)])).toEqual([]);
    expect(slots([waiter('A1', 9), waiter('A1', 10), waiter('A2', 11)], 'DROP_OFF')).toContain('09:00 A2');
  });

  it('offers a slot exactly the minimum notice away, and not one a minute short of it', () => {
    // An hour's notice: at 08:00 the 09:00 slot is offered; at 08:01 it is not.
    expect(slots([], 'WAITER', at(8))).toContain('09:00 A1');
    const late = slots([], 'WAITER', '2026-06-15T12:01:00Z');
    expect(late.some((slot) => slot.startsWith('09:00'))).toBe(false);
    expect(late).toContain('10:00 A1');
  });

  it('offers a job that ends exactly at closing, and not one that would run past it', () => {
    expect(slots([]).filter((slot) => slot.endsWith('A1'))).toEqual(['09:00 A1', '10:00 A1', '11:00 A1']);
    // Two hours of work: 10:00 ends at noon, 11:00 would end at 13:00.
    expect(slots([], 'WAITER', undefined, [2]).filter((slot) => slot.endsWith('A1'))).toEqual([
      '09:00 A1',
      '10:00 A1',
    ]);
  });

  it('lists slots by time, then advisor, and only the advisor asked for when one is', () => {
    expect(slots([]).slice(0, 4)).toEqual(['09:00 A1', '09:00 A2', '09:00 A3', '10:00 A1']);
    const asked = availableSlots(store, [], {
      dates: [day],
      transportType: 'WAITER',
      skillHours: [],
      now: '2026-06-14T00:00:00Z',
      advisorId: 'A2',
    });
    expect(asked.map((slot) => `${slot.time} ${slot.advisorId}`)).toEqual([
      '09:00 A2',
      '10:00 A2',
      '11:00 A2',
    ]);
    expect(
      firstAdvisorPerTime(
        availableSlots(store, [], {
          dates: [day],
          transportType: 'WAITER',
          skillHours: [],
          now: '2026-06-14T00:00:00Z',
        }),
      ).map((slot) => `${slot.time} ${slot.advisorId}`),
    ).toEqual(['09:00 A1', '10:00 A1', '11:00 A1']);
  });

  it('counts only the same transport, on the same day, against a limit', () => {
    const dropOff = (advisorId: string, hour: number) => ({
      ...waiter(advisorId, hour),
      transportType: 'DROP_OFF' as const,
    });
    expect(slots([dropOff('A1', 9), dropOff('A2', 9)]).filter((slot) => slot.startsWith('09:00'))).toEqual([
      '09:00 A3',
    ]);
    const dayBefore = (advisorId: string, hour: number) => ({
      ...waiter(advisorId, hour),
      startsAt: `2026-06-14T${String(hour + 4).padStart(2, '0')}:00:00Z`,
    });
    expect(slots([dayBefore('A1', 9), dayBefore('A1', 10), dayBefore('A2', 11)])).toHaveLength(9);
  });

  it('keeps an advisor busy through the buffer after a job', () => {
    const buffered: AvailabilityConfig = { ...store, rules: { ...store.rules, bufferMinutes: 30 } };
    const free = availableSlots(buffered, [{ ...waiter('A1', 9), transportType: 'DROP_OFF' }], {
      dates: [day],
      transportType: 'DROP_OFF',
      skillHours: [],
      now: '2026-06-14T00:00:00Z',
      advisorId: 'A1',
    });
    // A 60-minute job and 30 minutes of buffer take the 09:00 and 10:00 units.
    expect(free.map((slot) => slot.time)).toEqual(['11:00']);
  });

  it('uses each weekday’s own hours', () => {
    const mondays: AvailabilityConfig = {
      ...store,
      advisors: [
        { advisorId: 'A1', weekly: [{ weekday: 1, opens: '09:00', closes: '10:00' }], overrides: [] },
      ],
    };
    const on = (date: string) =>
      availableSlots(mondays, [], {
        dates: [date],
        transportType: 'WAITER',
        skillHours: [],
        now: '2026-06-14T00:00:00Z',
      }).map((slot) => slot.time);
    expect(on('2026-06-15')).toEqual(['09:00']);
    expect(on('2026-06-16')).toEqual([]);
  });
});

/** A transport limited one way only: the other way it has no cap at all (null in the store's settings). */
describe('a transport limit with no cap on one side', () => {
  const nineToNoon = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '09:00', closes: '12:00' }));
  const storeWith = (perSlot: number | null, perDay: number | null): AvailabilityConfig => ({
    rules: { zone: 'America/New_York', slotMinutes: 60, bufferMinutes: 0, minimumNoticeMinutes: 0 },
    advisors: ['A1', 'A2', 'A3'].map((advisorId) => ({ advisorId, weekly: nineToNoon, overrides: [] })),
    transportLimits: [{ transportType: 'LOANER', perSlot, perDay }],
  });
  // Monday 15 June 2026, New York on summer time: 09:00 is 13:00 UTC.
  const loaner = (advisorId: string, hour: number) => ({
    advisorId,
    startsAt: `2026-06-15T${hour + 4}:00:00Z`,
    durationMinutes: 60,
    transportType: 'LOANER' as const,
  });
  const loanerSlots = (config: AvailabilityConfig, booked: ReturnType<typeof loaner>[]) =>
    availableSlots(config, booked, {
      dates: ['2026-06-15'],
      transportType: 'LOANER',
      skillHours: [],
      now: '2026-06-14T00:00:00Z',
    }).map((slot) => `${slot.time} ${slot.advisorId}`);

  it('no cap per slot: a third loaner at 09:00 fits while the day has room, none once the day is full', () => {
    const store = storeWith(null, 3);
    expect(loanerSlots(store, [loaner('A1', 9), loaner('A2', 9)])).toContain('09:00 A3');
    expect(loanerSlots(store, [loaner('A1', 9), loaner('A2', 9), loaner('A3', 9)])).toEqual([]);
  });

  it('no cap per day: a loaner in every hour, one per slot', () => {
    const store = storeWith(1, null);
    expect(loanerSlots(store, [loaner('A1', 9), loaner('A1', 10)])).toEqual([
      '11:00 A1',
      '11:00 A2',
      '11:00 A3',
    ]);
  });
});

describe('the slot units a booking claims', () => {
  it('are whole slots from its start, each named by its UTC start to the second', () => {
    const rules = { zone: 'America/New_York', slotMinutes: 30, bufferMinutes: 15, minimumNoticeMinutes: 0 };
    // 45 minutes of work and 15 of buffer: two half-hour units.
    expect(occupiedUnits('2026-06-15T09:00:00.000-04:00', 45, rules)).toEqual([
      '2026-06-15T13:00:00Z',
      '2026-06-15T13:30:00Z',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AvailabilityConfig } from './availability-config.js';
import { availableSlots, workMinutes } from './availability.rules.js';

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

import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { US_OFFICE_ZONES } from '../testing/us-office-zones.js';
import type { UsState } from './area-code-state.js';
import { isWithinSendWindow, nextSendTime } from './quiet-hours.rules.js';

// The rule of issue 29, restated here from its words without the module's tables: automated texts go
// out in the recipient's local time 8 am to 8 pm in Florida, Oklahoma and Maryland; 9 am to 9 pm
// Monday to Saturday and noon to 9 pm on Sunday in Texas; 8 am to 9 pm elsewhere. Opening inclusive,
// closing exclusive; a text due outside waits for the next opening.
function law(state: UsState | null, weekday: number): { opens: number; closes: number } {
  if (state === 'FL' || state === 'OK' || state === 'MD') return { opens: 8, closes: 20 };
  if (state === 'TX') return weekday === 7 ? { opens: 12, closes: 21 } : { opens: 9, closes: 21 };
  return { opens: 8, closes: 21 };
}

const allowedByLaw = (at: Date, zone: string, state: UsState | null): boolean => {
  const local = DateTime.fromMillis(at.getTime(), { zone });
  const { opens, closes } = law(state, local.weekday);
  return local.hour >= opens && local.hour < closes;
};

const states = fc.constantFrom<UsState | null>('FL', 'OK', 'MD', 'TX', 'NY', 'CA', 'AK', 'HI', null);
const years = {
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
};

/**
 * A state, a zone and an instant: any instant, local times on the days the clocks change (US 2025 and
 * 2026) and a millisecond either side of every edge of every state's window.
 */
const arbDue = () =>
  fc.record({ state: states, zone: fc.constantFrom(...US_OFFICE_ZONES) }).chain(({ state, zone }) =>
    fc.record({
      state: fc.constant(state),
      zone: fc.constant(zone),
      at: fc.oneof(
        fc.date(years),
        fc
          .tuple(
            fc.constantFrom(
              ...['2025-03-08', '2025-03-09', '2025-11-01', '2025-11-02', '2026-03-07', '2026-03-08'],
              ...['2026-10-31', '2026-11-01', '2026-02-28', '2026-12-31'],
            ),
            fc.integer({ min: 0, max: 23 }),
            fc.integer({ min: 0, max: 59 }),
          )
          .map(([date, hour, minute]) => DateTime.fromISO(date, { zone }).set({ hour, minute }).toJSDate()),
        fc
          .tuple(
            fc.date(years),
            fc.constantFrom(
              ...['07:59:59.999', '08:00:00.000', '08:59:59.999', '09:00:00.000', '11:59:59.999'],
              ...['12:00:00.000', '19:59:59.999', '20:00:00.000', '20:59:59.999', '21:00:00.000'],
              ...['00:00:00.000', '23:59:59.999'],
            ),
          )
          .map(([day, time]) => {
            const date = DateTime.fromMillis(day.getTime(), { zone }).toISODate();
            return DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
          }),
      ),
    }),
  );

describe('quiet hours by state, in the recipient’s zone (issue 29)', () => {
  it('every instant the law allows is allowed, and goes at once', () => {
    fc.assert(
      fc.property(arbDue(), ({ at, zone, state }) => {
        fc.pre(allowedByLaw(at, zone, state));
        expect(isWithinSendWindow(at, zone, state)).toBe(true);
        expect(nextSendTime(at, zone, state).getTime()).toBe(at.getTime());
      }),
      propertyConfig(),
    );
  });

  it('every instant the law forbids is held until exactly the next opening', () => {
    fc.assert(
      fc.property(arbDue(), fc.double({ min: 0, max: 1, noNaN: true }), ({ at, zone, state }, fraction) => {
        fc.pre(!allowedByLaw(at, zone, state));
        expect(isWithinSendWindow(at, zone, state)).toBe(false);
        const send = nextSendTime(at, zone, state);
        // It goes at an opening: on the hour the law opens that day, and allowed then ...
        const local = DateTime.fromJSDate(send, { zone });
        expect([local.hour, local.minute, local.second, local.millisecond]).toEqual([
          law(state, local.weekday).opens,
          0,
          0,
          0,
        ]);
        expect(allowedByLaw(send, zone, state)).toBe(true);
        // ... and the first one: every instant from when it was due until then is forbidden.
        expect(send.getTime()).toBeGreaterThan(at.getTime());
        expect(allowedByLaw(new Date(send.getTime() - 1), zone, state)).toBe(false);
        const between = at.getTime() + Math.floor(fraction * (send.getTime() - at.getTime() - 1));
        expect(allowedByLaw(new Date(between), zone, state)).toBe(false);
        // The longest hold is Texas from Saturday 21:00 to Sunday noon, plus an hour when clocks go back.
        expect(send.getTime() - at.getTime()).toBeLessThanOrEqual(16 * 3_600_000);
      }),
      propertyConfig(),
    );
  });

  it('reaches both sides of every edge of every window', () => {
    // The generator itself: without instants a millisecond either side of each edge the properties
    // above could not tell an off-by-one edge from a right one.
    const clocks = new Set(
      fc
        .sample(arbDue(), 2000)
        .map((s) => DateTime.fromJSDate(s.at, { zone: s.zone }).toFormat('HH:mm:ss.SSS')),
    );
    for (const edge of ['07:59:59.999', '08:00:00.000', '11:59:59.999', '12:00:00.000', '21:00:00.000']) {
      expect(clocks).toContain(edge);
    }
    for (const edge of ['08:59:59.999', '09:00:00.000', '19:59:59.999', '20:00:00.000', '20:59:59.999']) {
      expect(clocks).toContain(edge);
    }
  });
});

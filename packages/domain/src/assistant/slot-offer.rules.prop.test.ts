import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { US_OFFICE_ZONES } from '../testing/us-office-zones.js';
import {
  nearestSlots,
  offeredTimesText,
  readSlotPick,
  SLOTS_OFFERED,
  type OfferedSlot,
} from './slot-offer.rules.js';

const anyZone = fc.constantFrom(...US_OFFICE_ZONES);
// Days across both daylight-saving changes and a leap day.
const anyDay = fc
  .integer({ min: 0, max: 3 * 366 })
  .map((n) => DateTime.fromISO('2027-01-01').plus({ days: n }).toISODate()!);
const anyHalfHour = fc
  .integer({ min: 14, max: 37 })
  .map((n) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`);

/** Free slots on some days, each placed in the zone the way the booking engine places them. */
const freeIn = (zone: string) =>
  fc
    .uniqueArray(fc.tuple(anyDay, anyHalfHour), {
      minLength: 1,
      maxLength: 12,
      selector: ([d, t]) => `${d}T${t}`,
    })
    .map((pairs) =>
      pairs.map(([date, time]): OfferedSlot => ({
        date,
        time,
        startsAt: DateTime.fromISO(`${date}T${time}`, { zone }).toUTC().toISO()!,
        advisorId: '1',
        advisorName: 'Angela',
      })),
    );

describe('offering free times (issue 31 point 5)', () => {
  it('offers at most two free times, all on one day, in time order, and the asked day whenever it has one', () => {
    fc.assert(
      fc.property(
        anyZone.chain((zone) => fc.tuple(fc.constant(zone), freeIn(zone), anyDay, fc.option(anyHalfHour))),
        ([, free, day, time]) => {
          const offered = nearestSlots(free, { day, time });
          expect(offered.length).toBe(
            Math.min(SLOTS_OFFERED, free.filter((s) => s.date === offered[0]?.date).length),
          );
          expect(new Set(offered.map((s) => s.date)).size).toBe(1);
          for (const s of offered) expect(free).toContain(s);
          expect([...offered].sort((a, b) => a.startsAt.localeCompare(b.startsAt))).toEqual(offered);
          if (free.some((s) => s.date === day)) expect(offered[0]!.date).toBe(day);
        },
      ),
      propertyConfig(),
    );
  });

  it('"Reply 1 or 2" means what it says: each number, and each offered time said back, picks that slot', () => {
    fc.assert(
      fc.property(
        anyZone.chain((zone) => fc.tuple(fc.constant(zone), freeIn(zone))),
        ([zone, free]) => {
          const offered = nearestSlots(free, null);
          const text = offeredTimesText(offered, zone);
          offered.forEach((s, index) => {
            expect(readSlotPick(String(index + 1), offered, zone)).toBe(index);
            const local = DateTime.fromISO(s.startsAt, { zone });
            // The time as the text says it, in the store's zone (never the server's).
            expect(text).toContain(local.toFormat('h:mm'));
            if (offered.every((o) => o.time !== s.time || o === s))
              expect(readSlotPick(local.toFormat('h:mm a'), offered, zone)).toBe(index);
          });
          expect(readSlotPick(String(offered.length + 1), offered, zone)).toBeNull();
        },
      ),
      propertyConfig(),
    );
  });
});

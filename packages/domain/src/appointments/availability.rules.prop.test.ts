import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  TRANSPORT_TYPES,
  type AdvisorHours,
  type AvailabilityConfig,
  type BookedWork,
  type DayHours,
  type TransportType,
} from './availability-config.js';
import { advisorHoursOn, availableSlots, occupiedUnits, workMinutes } from './availability.rules.js';
import { bookingClaims } from './booking-claims.rules.js';

/** The daylight-saving days of 2026 in each zone (spring forward, fall back), and ordinary days. */
const DST_DAYS: Record<string, readonly string[]> = {
  'America/New_York': ['2026-03-08', '2026-11-01'],
  'America/Chicago': ['2026-03-08', '2026-11-01'],
  'America/Los_Angeles': ['2026-03-08', '2026-11-01'],
  'Europe/London': ['2026-03-29', '2026-10-25'],
  'America/Phoenix': ['2026-03-08', '2026-11-01'],
};
const ZONES = Object.keys(DST_DAYS);

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const arbHours = (): fc.Arbitrary<DayHours> =>
  fc
    .tuple(fc.integer({ min: 0, max: 23 * 4 }), fc.integer({ min: 1, max: 12 * 4 }))
    .map(([start, length]) => ({
      opens: hhmm(start * 15),
      closes: hhmm(Math.min(start * 15 + length * 15, 23 * 60 + 59)),
    }));

const arbAdvisor = (advisorId: string, dates: readonly string[]): fc.Arbitrary<AdvisorHours> =>
  fc.record({
    advisorId: fc.constant(advisorId),
    weekly: fc.uniqueArray(
      fc.tuple(fc.integer({ min: 1, max: 7 }), arbHours()).map(([weekday, hours]) => ({ weekday, ...hours })),
      { selector: (day) => day.weekday, maxLength: 7 },
    ),
    overrides: fc.uniqueArray(
      fc.record({ date: fc.constantFrom(...dates), hours: fc.option(arbHours(), { nil: null }) }),
      { selector: (entry) => entry.date, maxLength: 2 },
    ),
  });

const arbLimit = (transportType: TransportType) =>
  fc.record({
    transportType: fc.constant(transportType),
    perSlot: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    perDay: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
  });

type Setup = { config: AvailabilityConfig; dates: string[]; now: string };

const arbSetup = (): fc.Arbitrary<Setup> =>
  fc
    .constantFrom(...ZONES)
    .chain((zone) => {
      const days = DST_DAYS[zone] ?? [];
      const dates = [...days, '2026-06-15'];
      return fc.record({
        zone: fc.constant(zone),
        dates: fc.constant(dates),
        slotMinutes: fc.constantFrom(15, 20, 30, 60),
        bufferMinutes: fc.integer({ min: 0, max: 45 }),
        minimumNoticeMinutes: fc.integer({ min: 0, max: 600 }),
        advisors: fc.tuple(arbAdvisor('A1', dates), arbAdvisor('A2', dates)),
        limits: fc.tuple(...TRANSPORT_TYPES.map(arbLimit)),
        // "now" a few days before the first date, or on it (the notice then cuts the morning).
        nowOffsetHours: fc.integer({ min: -72, max: 20 }),
      });
    })
    .map((s) => ({
      dates: s.dates,
      now: DateTime.fromISO(s.dates[0] ?? '2026-01-01', { zone: s.zone })
        .plus({ hours: s.nowOffsetHours })
        .toUTC()
        .toISO()!,
      config: {
        rules: {
          zone: s.zone,
          slotMinutes: s.slotMinutes,
          bufferMinutes: s.bufferMinutes,
          minimumNoticeMinutes: s.minimumNoticeMinutes,
        },
        advisors: s.advisors,
        transportLimits: s.limits,
      },
    }));

const arbSkillHours = () => fc.array(fc.constantFrom(0.3, 0.5, 1, 1.5, 2.2), { maxLength: 3 });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('availability (issue 16: advisors, transport limits, skill hours, buffers, notice, zone)', () => {
  it('never offers a slot outside the advisor’s hours that day, or sooner than the minimum notice', () => {
    fc.assert(
      fc.property(
        arbSetup(),
        fc.constantFrom(...TRANSPORT_TYPES),
        arbSkillHours(),
        (setup, transport, skill) => {
          const { config, dates, now } = setup;
          const slots = availableSlots(config, [], {
            dates,
            transportType: transport,
            skillHours: skill,
            now,
          });
          const duration = workMinutes(skill, config.rules.slotMinutes);
          return slots.every((slot) => {
            const advisor = config.advisors.find((a) => a.advisorId === slot.advisorId)!;
            const hours = advisorHoursOn(advisor, slot.date, config.rules.zone);
            if (!hours) return false;
            const start = DateTime.fromISO(slot.startsAt).setZone(config.rules.zone);
            const end = DateTime.fromISO(slot.endsAt).setZone(config.rules.zone);
            const closing = DateTime.fromISO(slot.date, { zone: config.rules.zone }).set({
              hour: Number(hours.closes.slice(0, 2)),
              minute: Number(hours.closes.slice(3, 5)),
            });
            return (
              minutesOf(slot.time) >= minutesOf(hours.opens) &&
              end <= closing &&
              end.diff(start, 'minutes').minutes === duration &&
              start >= DateTime.fromISO(now).plus({ minutes: config.rules.minimumNoticeMinutes })
            );
          });
        },
      ),
      propertyConfig(),
    );
  });

  it('never books more than a transport limit allows, nor an advisor twice in one unit, however slots are taken', () => {
    fc.assert(
      fc.property(
        arbSetup(),
        fc.array(fc.tuple(fc.constantFrom(...TRANSPORT_TYPES), arbSkillHours(), fc.nat()), {
          minLength: 1,
          maxLength: 12,
        }),
        (setup, picks) => {
          const { config, dates, now } = setup;
          const booked: BookedWork[] = [];
          for (const [transportType, skillHours, pick] of picks) {
            const slots = availableSlots(config, booked, { dates, transportType, skillHours, now });
            if (slots.length === 0) continue;
            const slot = slots[pick % slots.length]!;
            booked.push({
              advisorId: slot.advisorId,
              startsAt: slot.startsAt,
              durationMinutes: workMinutes(skillHours, config.rules.slotMinutes),
              transportType,
            });
          }
          // Every claim (advisor unit, transport slot, transport day) is held no more times than it has places.
          const held = new Map<string, { count: number; places: number }>();
          for (const work of booked)
            for (const claim of bookingClaims(config, work)) {
              const key = `${claim.kind}|${claim.subject}|${claim.period}`;
              const entry = held.get(key) ?? { count: 0, places: claim.places };
              held.set(key, { count: entry.count + 1, places: claim.places });
            }
          const units = booked.flatMap((work) =>
            occupiedUnits(work.startsAt, work.durationMinutes, config.rules).map(
              (u) => `${work.advisorId}${u}`,
            ),
          );
          return (
            [...held.values()].every((entry) => entry.count <= entry.places) &&
            new Set(units).size === units.length
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('gives correct local times on daylight-saving days: each slot’s instant reads as its date and time in the store’s zone', () => {
    fc.assert(
      fc.property(arbSetup(), arbSkillHours(), (setup, skillHours) => {
        const { config, dates } = setup;
        // Ask from long before, so the notice hides nothing: the whole day is checked.
        const now = '2020-01-01T00:00:00Z';
        const slots = availableSlots(config, [], { dates, transportType: 'DROP_OFF', skillHours, now });
        const perAdvisor = new Map<string, string[]>();
        for (const slot of slots) {
          const key = `${slot.advisorId} ${slot.date} ${slot.time}`;
          perAdvisor.set(key, [...(perAdvisor.get(key) ?? []), slot.startsAt]);
        }
        return (
          slots.every((slot) => {
            const local = DateTime.fromISO(slot.startsAt).setZone(config.rules.zone);
            return local.toISODate() === slot.date && local.toFormat('HH:mm') === slot.time;
          }) && [...perAdvisor.values()].every((instants) => instants.length === 1)
        );
      }),
      propertyConfig(),
    );
  });
});

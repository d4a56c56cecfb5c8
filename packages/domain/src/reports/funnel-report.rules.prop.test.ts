import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { percentOf } from './funnel.js';
import { funnelDayRows, isEngagingReplyCode, NOT_ENGAGING_CODES } from './funnel-report.rules.js';
import { NO_DATA_FOR_DURATION } from './monthly-interaction-report.js';
import { emptyMonthlyInteractionRow, monthlyCountFields } from './monthly-interaction-rows.rules.js';

/** Counts as the funnel narrows them: every step a subset of the one before (booking of the contacted). */
const arbFunnel = () =>
  fc
    .tuple(
      fc.nat(5_000),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([contacted, r, e, b]) => {
      const responded = Math.floor(contacted * r);
      return {
        CONTACTED: contacted,
        RESPONDED: responded,
        ENGAGED: Math.floor(responded * e),
        APPT_BOOKING: Math.floor(contacted * b),
      };
    });
const arbDays = () =>
  fc.uniqueArray(
    fc.record({
      day: fc
        .date({ min: new Date('2024-01-01'), max: new Date('2026-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      counts: arbFunnel(),
    }),
    { selector: (entry) => entry.day, maxLength: 40 },
  );

describe('the by-date funnel (spec 2 §9)', () => {
  it('each row’s percentages are computed from that row’s own counts', () => {
    fc.assert(
      fc.property(arbDays(), (days) =>
        funnelDayRows(days).every(
          (row) =>
            row['REPONSE %'] === percentOf(row.RESPONDED, row.CONTACTED) &&
            row['CLOSURE RATE %'] === percentOf(row.APPT_BOOKING, row.CONTACTED) &&
            row['RESPONSE TO APPT %'] === percentOf(row.APPT_BOOKING, row.RESPONDED),
        ),
      ),
      propertyConfig(),
    );
  });

  it('lists each day with contacted leads once, oldest first, with its counts; without any, the one no-data row of zeros', () => {
    fc.assert(
      fc.property(arbDays(), (days) => {
        const rows = funnelDayRows(days);
        const withData = days.filter((entry) => entry.counts.CONTACTED > 0);
        if (withData.length === 0) {
          const [only] = rows;
          return (
            rows.length === 1 &&
            only!.day === NO_DATA_FOR_DURATION &&
            Object.entries(only!).every(([key, value]) => key === 'day' || value === 0)
          );
        }
        const sorted = rows.map((row) => row.day);
        return (
          rows.length === withData.length &&
          sorted.every((day, i) => i === 0 || sorted[i - 1]! < day) &&
          rows.every(
            (row) => withData.find((entry) => entry.day === row.day)!.counts.RESPONDED === row.RESPONDED,
          )
        );
      }),
      propertyConfig(),
    );
  });

  it('an opt-out, a wrong number, an unclassified or empty reply never engages; any other code does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...NOT_ENGAGING_CODES, 'SPA-SS', 'CQ', 'APPT-SET', 'CL'), fc.string()),
        (code) =>
          isEngagingReplyCode(code) ===
          (code !== '' && !(NOT_ENGAGING_CODES as readonly string[]).includes(code)),
      ),
      propertyConfig(),
    );
    expect(isEngagingReplyCode(null)).toBe(false);
  });
});

describe('the monthly interaction report’s empty row (spec 2 §9)', () => {
  it.each(['base', 'extended'] as const)(
    'reads No Data For The Duration Selected with every %s count 0',
    (variant) => {
      const row = emptyMonthlyInteractionRow(variant);
      expect(row.reportMonth).toBe('No Data For The Duration Selected');
      expect(monthlyCountFields(variant).map((field) => row[field])).toEqual(
        monthlyCountFields(variant).map(() => 0),
      );
      expect('notEngaged' in row).toBe(variant === 'extended');
    },
  );
});

describe('the codes a monthly column counts', () => {
  it('APPT-SET counts its spellings APPT_SET and APPT; a code without aliases counts itself', async () => {
    const { codesCountedAs } = await import('./monthly-interaction-rows.rules.js');
    expect(codesCountedAs('APPT-SET').sort()).toEqual(['APPT', 'APPT-SET', 'APPT_SET']);
    expect(codesCountedAs('SPA-SS')).toEqual(['SPA-SS']);
  });
});

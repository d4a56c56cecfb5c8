import { describe, expect, it } from 'vitest';
import { fixedClock } from '../testing/fixed-clock.js';
import {
  defaultReportFilter,
  demoFlagFor,
  lastDaysRange,
  monthlyRange,
  ReportFilterSchema,
} from './report-filter.js';

/** 14 March 2025, 10:00 in New York. */
const clock = fixedClock('2025-03-14T14:00:00Z');

describe('default report filter (spec 2 §9)', () => {
  it('uses BOCs 2 and 3, stores 3 and 8 and the last 7 days when nothing is chosen', () => {
    const filter = defaultReportFilter({ enterpriseId: 5, clock });
    expect(filter).toEqual({
      enterpriseId: 5,
      bocIds: [2, 3],
      storeIds: [3, 8],
      serviceTypes: [],
      startDate: '2025-03-07',
      endDate: '2025-03-14',
      demoFlag: false,
    });
    expect(ReportFilterSchema.parse(filter)).toEqual(filter);
  });

  it('refuses an enterprise, BOC or store id below 1, as the contract does (issue 28)', () => {
    const filter = defaultReportFilter({ enterpriseId: 1, clock });
    expect(ReportFilterSchema.safeParse({ ...filter, enterpriseId: 1, storeIds: [1] }).success).toBe(true);
    for (const change of [{ enterpriseId: -1 }, { enterpriseId: 0 }, { bocIds: [0] }, { storeIds: [3, -8] }])
      expect(ReportFilterSchema.safeParse({ ...filter, ...change }).success).toBe(false);
  });

  it('keeps the BOCs, stores and service types staff chose; an empty choice means none', () => {
    const filter = defaultReportFilter({
      enterpriseId: 5,
      clock,
      bocIds: [9],
      storeIds: [],
      serviceTypes: ['OIL_CHANGE'],
    });
    expect(filter.bocIds).toEqual([9]);
    expect(filter.storeIds).toEqual([3, 8]);
    expect(filter.serviceTypes).toEqual(['OIL_CHANGE']);
  });

  it('defaults unresponsive-leads reports to one day', () => {
    const filter = defaultReportFilter({ enterpriseId: 5, clock, kind: 'unresponsive-leads' });
    expect([filter.startDate, filter.endDate]).toEqual(['2025-03-13', '2025-03-14']);
  });

  it('reads "today" in the zone given', () => {
    const lateEvening = fixedClock('2025-03-15T02:00:00Z');
    expect(lastDaysRange(7, lateEvening).endDate).toBe('2025-03-14');
    expect(lastDaysRange(7, lateEvening, 'UTC').endDate).toBe('2025-03-15');
  });

  it('sets demoFlag for enterprise 1, and 4 when its condition holds', () => {
    expect(demoFlagFor(1)).toBe(true);
    expect(demoFlagFor(4)).toBe(false);
    expect(demoFlagFor(4, { enterprise4Demo: true })).toBe(true);
    expect(demoFlagFor(2, { enterprise4Demo: true })).toBe(false);
    expect(defaultReportFilter({ enterpriseId: 1, clock }).demoFlag).toBe(true);
  });
});

describe('monthlyRange (spec 2 §9)', () => {
  it('runs from the start of the month N months back to the end of this month', () => {
    expect(monthlyRange(0, clock)).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(monthlyRange(2, clock)).toEqual({ startDate: '2025-01-01', endDate: '2025-03-31' });
    expect(monthlyRange(3, clock)).toEqual({ startDate: '2024-12-01', endDate: '2025-03-31' });
    expect(monthlyRange(1, fixedClock('2024-02-20T12:00:00Z'))).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-02-29',
    });
  });

  it('refuses a negative or fractional number of months', () => {
    expect(() => monthlyRange(-1, clock)).toThrow(RangeError);
    expect(() => monthlyRange(-1, clock)).toThrow(
      'monthsBack must be a whole number of months, 0 or more, got -1',
    );
    expect(() => monthlyRange(1.5, clock)).toThrow(RangeError);
  });
});

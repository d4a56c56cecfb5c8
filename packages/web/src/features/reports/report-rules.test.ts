import type { ReportFilter } from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { categoryLabel, cellText, sortRows } from './report-cells';
import { monthRange, narrowedFilter, rowLeadId } from './report-drill-down';
import { readSearch, writeSearch } from './report-search';

const FILTER: ReportFilter = {
  enterpriseId: 5,
  bocIds: [2, 3],
  storeIds: [3, 8],
  serviceTypes: [],
  startDate: '2026-03-01',
  endDate: '2026-03-08',
  demoFlag: false,
};

describe('drill-down narrowing', () => {
  it('narrows a day row to that day and a store row to that store', () => {
    expect(narrowedFilter(FILTER, { day: '2026-03-04', storeId: 8 })).toMatchObject({
      startDate: '2026-03-04',
      endDate: '2026-03-04',
      storeIds: [8],
    });
    expect(narrowedFilter(FILTER, { storeId: 3 })).toMatchObject({ startDate: '2026-03-01', storeIds: [3] });
  });

  it('narrows a week row to its seven days, never beyond the filter’s range (issue 34)', () => {
    // The week of Monday 2 March 2026: the 1st (Sunday) belongs to the week before.
    expect(narrowedFilter(FILTER, { week: '2026-03-02', storeId: 3 })).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      storeIds: [3],
    });
    expect(narrowedFilter(FILTER, { week: '2026-02-23' })).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(narrowedFilter({ ...FILTER, endDate: '2026-03-20' }, { week: '2026-03-09' })).toMatchObject({
      startDate: '2026-03-09',
      endDate: '2026-03-15',
    });
  });

  it('takes a row that names neither (a total, a share) as the whole filter', () => {
    expect(narrowedFilter(FILTER, { responses: 12 })).toEqual(FILTER);
    expect(narrowedFilter(FILTER, { storeId: '8' }).storeIds).toEqual([8]);
  });

  it('reads a month as the spec labels it or as the wire writes it', () => {
    expect(monthRange('Feb, 2028')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(monthRange('No Data For The Duration Selected')).toBeNull();
  });

  it('finds the lead of a row', () => {
    expect(rowLeadId({ leadId: 42 })).toBe(42);
    expect(rowLeadId({ leadId: '17' })).toBe(17);
    expect(rowLeadId({ leadId: 0 })).toBeNull();
  });
});

describe('cells and order', () => {
  it('shows a moment with its time', () => {
    expect(cellText({ key: 'at', header: 'At', kind: 'date' }, { at: '2026-03-04T15:30:00Z' })).toBe(
      '04/03/2026 10:30',
    );
    // Issue 30: in the store's zone when the screen names it.
    expect(
      cellText({ key: 'at', header: 'At', kind: 'date' }, { at: '2026-03-04T15:30:00Z' }, 'America/Chicago'),
    ).toBe('04/03/2026 09:30');
    expect(cellText({ key: 'wait', header: 'Wait', kind: 'minutes' }, { wait: 3.5 })).toBe('3.5');
    expect(cellText({ key: 'day', header: 'Date', kind: 'text' }, { day: '2026-03-04' })).toBe('04/03/2026');
  });

  it('puts empty cells last in either direction', () => {
    const rows = [{ n: 2 }, { n: null }, { n: 1 }];
    expect(sortRows(rows, { key: 'n', direction: 'ascending' }).map((r) => r.n)).toEqual([1, 2, null]);
    expect(sortRows(rows, { key: 'n', direction: 'descending' }).map((r) => r.n)).toEqual([2, 1, null]);
  });
});

describe('the filter in the address', () => {
  it('round-trips and ignores what is not a date or a store id', () => {
    const search = { from: '2026-03-01', to: '2026-03-02', stores: [3], types: ['CHECK_UP'], v2: true };
    expect(readSearch(writeSearch(search))).toEqual(search);
    expect(readSearch(new URLSearchParams('from=yesterday&stores=3,x,-1'))).toEqual({
      stores: [3],
      types: [],
      v2: false,
    });
  });
});

describe('chart category labels', () => {
  const columns = [
    { key: 'reportMonth', header: 'Date', kind: 'text' as const },
    { key: 'customerType', header: 'Customer Type', kind: 'text' as const },
    { key: 'spaSS', header: 'SPA-SS', kind: 'count' as const },
  ];
  const chart = { kind: 'bar' as const, category: 'reportMonth', series: ['spaSS'] };

  it('adds the next text column when a category repeats, so no two bars read the same', () => {
    const rows = [
      { reportMonth: 'Nov, 2026', customerType: 'NEW', spaSS: 1 },
      { reportMonth: 'Nov, 2026', customerType: 'CPO', spaSS: 2 },
    ];
    expect(rows.map(categoryLabel(columns, chart, rows))).toEqual(['Nov, 2026 · NEW', 'Nov, 2026 · CPO']);
  });

  it('keeps the category alone when each row has its own', () => {
    const rows = [
      { reportMonth: 'Oct, 2026', customerType: 'NEW', spaSS: 1 },
      { reportMonth: 'Nov, 2026', customerType: 'NEW', spaSS: 2 },
    ];
    expect(rows.map(categoryLabel(columns, chart, rows))).toEqual(['Oct, 2026', 'Nov, 2026']);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import { plannerQueryOf, wireDate } from './planner-query.js';

/** The planners' search as spec 2 §3 takes it: dates as DD.MM.YYYY, a days window, paging from 0. */
const refusal = (call: () => unknown): HttpError => {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the search was not refused');
};

describe('the planner search window', () => {
  it('takes a window whose minimum equals its maximum (a single day)', () => {
    expect(plannerQueryOf({ minimumDays: 30, maximumDays: 30 }).query).toMatchObject({
      minimumDays: 30,
      maximumDays: 30,
    });
  });

  it('refuses a minimum one day over the maximum with a 400', () => {
    const refused = refusal(() => plannerQueryOf({ minimumDays: 31, maximumDays: 30 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('minimumDays must not be more than maximumDays.');
  });

  it('takes either bound alone, left out or null, whatever its sign', () => {
    expect(plannerQueryOf({ minimumDays: 400 }).query.minimumDays).toBe(400);
    expect(plannerQueryOf({ maximumDays: 0 }).query.maximumDays).toBe(0);
    expect(plannerQueryOf({ minimumDays: 5, maximumDays: null }).query).toMatchObject({
      minimumDays: 5,
      maximumDays: null,
    });
    expect(plannerQueryOf({ minimumDays: null, maximumDays: -5 }).query).toMatchObject({
      minimumDays: null,
      maximumDays: -5,
    });
  });

  it('names the date field that is no real day', () => {
    expect(refusal(() => plannerQueryOf({ plannerDate: '31.04.2026' })).message).toBe(
      'plannerDate must be a real date as DD.MM.YYYY.',
    );
    expect(refusal(() => plannerQueryOf({ soldDate: '31.04.2026' })).message).toBe(
      'soldDate must be a real date as DD.MM.YYYY.',
    );
  });

  it('reads every field, trimming the customer number', () => {
    expect(
      plannerQueryOf({
        plannerDate: '07.12.2026',
        soldDate: '01.06.2025',
        minimumDays: 1,
        maximumDays: 9,
        days: 5,
        boc: 3,
        store: 4,
        cust_no: '  C-77 ',
        hardRun: true,
        reset: true,
        page: 2,
        size: 10,
        transfer: true,
      }),
    ).toEqual({
      query: {
        plannerDate: '2026-12-07',
        soldSince: '2025-06-01',
        minimumDays: 1,
        maximumDays: 9,
        days: 5,
        bocId: 3,
        storeId: 4,
        customerNo: 'C-77',
        hardRun: true,
        reset: true,
      },
      page: { page: 2, size: 10, transfer: true },
    });
  });

  it('leaves out what was not asked, with the first page of 50', () => {
    expect(plannerQueryOf({ cust_no: '   ' })).toEqual({
      query: {
        plannerDate: null,
        soldSince: null,
        minimumDays: null,
        maximumDays: null,
        days: null,
        bocId: null,
        storeId: null,
        customerNo: null,
        hardRun: false,
        reset: false,
      },
      page: { page: 0, size: 50, transfer: false },
    });
  });
});

describe('a search date', () => {
  it('is absent when blank and ISO when a real DD.MM.YYYY day', () => {
    expect(wireDate('plannerDate', undefined)).toBeNull();
    expect(wireDate('plannerDate', null)).toBeNull();
    expect(wireDate('plannerDate', '')).toBeNull();
    expect(wireDate('plannerDate', '29.02.2028')).toBe('2028-02-29');
  });

  it('is a 400 naming the field when the pattern fits but the day does not exist', () => {
    const refused = refusal(() => wireDate('soldDate', '30.02.2026'));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('soldDate must be a real date as DD.MM.YYYY.');
  });
});

import { describe, expect, it } from 'vitest';
import { plannerSearchPayload, PlannerSearchPayloadSchema, withoutUiFlags } from './planner-search.rules.js';

describe('the planner search payload has the bounds of the contract (issue 28)', () => {
  const search = plannerSearchPayload({ size: 10 });
  const accepts = (change: object) => PlannerSearchPayloadSchema.safeParse({ ...search, ...change }).success;

  it('takes days from 0 to 366 and day offsets from -366 to 366', () => {
    for (const change of [{ days: 0 }, { days: 366 }, { minimumDays: -366, maximumDays: 366 }])
      expect(accepts(change)).toBe(true);
  });

  it('refuses a negative day count, an offset past a year, and a store or BOC id below 1', () => {
    for (const change of [
      { days: -1 },
      { days: 367 },
      { minimumDays: -367 },
      { maximumDays: 367 },
      { store: 0 },
      { boc: -1 },
    ])
      expect(accepts(change)).toBe(false);
  });
});

describe('plannerSearchPayload (spec 2 §3)', () => {
  it('sends dates as DD.MM.YYYY and fills the defaults', () => {
    const payload = plannerSearchPayload({
      customerNo: ' C-1001 ',
      minimumDays: 0,
      maximumDays: 30,
      boc: 2,
      store: 3,
      size: 100,
      soldDate: '2025-03-14',
      plannerDate: '2025-12-31',
    });
    expect(payload).toEqual({
      cust_no: 'C-1001',
      minimumDays: 0,
      maximumDays: 30,
      days: null,
      boc: 2,
      store: 3,
      transfer: false,
      hardRun: false,
      reset: false,
      page: 0,
      size: 100,
      soldDate: '14.03.2025',
      plannerDate: '31.12.2025',
    });
    expect(PlannerSearchPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('sends null for missing or unreadable dates and a blank customer number', () => {
    const payload = plannerSearchPayload({
      customerNo: '  ',
      size: 50,
      soldDate: 'not a date',
      transfer: true,
      reset: true,
    });
    expect(payload).toMatchObject({
      cust_no: null,
      soldDate: null,
      plannerDate: null,
      transfer: true,
      reset: true,
    });
  });
});

describe('withoutUiFlags (spec 2 §5)', () => {
  it('drops followupScreen from the follow-up search and contactLaterScreen from the contact-later search', () => {
    const body = { storeId: 3, followupScreen: true, contactLaterScreen: true, page: 0 };
    expect(withoutUiFlags(body, 'follow-up')).toEqual({ storeId: 3, contactLaterScreen: true, page: 0 });
    expect(withoutUiFlags(body, 'contact-later')).toEqual({ storeId: 3, followupScreen: true, page: 0 });
    expect(body).toHaveProperty('followupScreen', true);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error.js';
import {
  datesBetween,
  listPage,
  spokenSlot,
  spokenTime,
  transportOf,
  unknownOpcodes,
  wireDate,
} from './booking-wire.js';

/** A booking request as the service lane reads it: dates, a window of at most 31 days, the transport. */
const refusal = (call: () => unknown): HttpError => {
  try {
    call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the request was not refused');
};

describe('the availability window', () => {
  it('lists every day from first to last, both included', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(datesBetween('2026-12-07', '2026-12-07')).toEqual(['2026-12-07']);
  });

  it('takes exactly 31 days and refuses 32', () => {
    const month = datesBetween('2026-12-01', '2026-12-31');
    expect(month).toHaveLength(31);
    expect(month.at(-1)).toBe('2026-12-31');
    const refused = refusal(() => datesBetween('2026-12-01', '2027-01-01'));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('The availability window is at most 31 days.');
  });

  it('is empty when the last day comes before the first', () => {
    expect(datesBetween('2026-12-07', '2026-12-05')).toEqual([]);
  });
});

describe('a booking date', () => {
  it('reads DD.MM.YYYY and YYYY-MM-DD, trimmed, and treats blank as absent', () => {
    expect(wireDate('inpDate', ' 09.03.2026 ')).toBe('2026-03-09');
    expect(wireDate('inpDate', '2026-03-09')).toBe('2026-03-09');
    expect(wireDate('inpDate', '  ')).toBeUndefined();
    expect(wireDate('inpDate', undefined)).toBeUndefined();
  });

  it('refuses what is no date, naming the field and the value', () => {
    for (const text of ['31.02.2026', '2026/03/09', 'x09.03.2026', '09.03.2026x']) {
      const refused = refusal(() => wireDate('startDate', text));
      expect(refused.statusCode).toBe(400);
      expect(refused.message).toBe(`startDate ${text} is not a date: use DD.MM.YYYY or YYYY-MM-DD.`);
    }
  });
});

describe('the transport', () => {
  it('is drop-off when the request leaves it out', () => {
    expect(transportOf(undefined)).toBe('DROP_OFF');
    expect(transportOf('  ')).toBe('DROP_OFF');
  });

  it('takes the four the lane offers, trimmed, and refuses any other', () => {
    for (const type of ['WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE'])
      expect(transportOf(` ${type} `)).toBe(type);
    const refused = refusal(() => transportOf('TAXI'));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe('TAXI is not a transport type: use WAITER, DROP_OFF, LOANER or SHUTTLE.');
  });
});

describe('an opcode the store does not have', () => {
  it('is named, with every other unknown one', () => {
    expect(unknownOpcodes(['LOF', 'XYZ'])).toBe('Unknown opcode for this store: LOF, XYZ.');
  });
});

describe('how a slot is spoken and listed', () => {
  it('names the day and the time on the wall clock', () => {
    expect(spokenSlot({ date: '2026-03-09', time: '09:30' })).toBe('Monday, March 9 at 9:30 AM');
    expect(spokenTime('14:05')).toBe('2:05 PM');
  });

  it('lists a page of everything at once', () => {
    expect(listPage(['a', 'b'])).toEqual({
      data: ['a', 'b'],
      response: 'Success',
      total: 2,
      size: 2,
      page: 0,
    });
  });
});

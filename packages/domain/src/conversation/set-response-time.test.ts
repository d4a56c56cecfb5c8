import { describe, expect, it } from 'vitest';
import { leadId } from '../testing/index.js';
import {
  MESSAGE_RESPONSE_UPDATED,
  parseTwelveHourTime,
  setResponseTimePayload,
} from './set-response-time.js';

const missing = {
  ok: false,
  error: { code: 'RESPONSE_TIME_MISSING', message: 'Please Enter Response date and time', tone: 'warning' },
};

describe('setResponseTimePayload (spec 1 §3, §5)', () => {
  it('builds { id, msgDateTime } as DD-MM-YYYY HH:mm:ss from a date and a 12-hour time', () => {
    expect(setResponseTimePayload({ id: leadId(55), date: '2025-03-04', time: '3:05 PM' })).toEqual({
      ok: true,
      value: { id: 55, msgDateTime: '04-03-2025 15:05:00' },
    });
  });

  it('reads midnight and noon the 12-hour way', () => {
    const at = (time: string) => setResponseTimePayload({ id: 1, date: '2025-12-31', time });
    expect(at('12:00 AM')).toMatchObject({ value: { msgDateTime: '31-12-2025 00:00:00' } });
    expect(at('12:30 pm')).toMatchObject({ value: { msgDateTime: '31-12-2025 12:30:00' } });
    expect(at('11:59 PM')).toMatchObject({ value: { msgDateTime: '31-12-2025 23:59:00' } });
  });

  it('reads a picked Date in the given zone', () => {
    const picked = new Date('2025-03-04T05:00:00Z'); // midnight in New York
    expect(
      setResponseTimePayload({ id: 1, date: picked, time: '09:15 AM' }, 'America/New_York'),
    ).toMatchObject({
      value: { msgDateTime: '04-03-2025 09:15:00' },
    });
  });

  it("warns 'Please Enter Response date and time' when either is missing", () => {
    expect(setResponseTimePayload({ id: 1, date: null, time: '3:05 PM' })).toEqual(missing);
    expect(setResponseTimePayload({ id: 1, date: '2025-03-04', time: '' })).toEqual(missing);
    expect(setResponseTimePayload({ id: 1, date: '', time: undefined })).toEqual(missing);
    expect(setResponseTimePayload({ id: 1, date: 'not a date', time: '3:05 PM' })).toEqual(missing);
    expect(setResponseTimePayload({ id: 1, date: '2025-03-04', time: '15:05' })).toEqual(missing);
  });

  it("says 'Message Response Successfully Updated' on success", () => {
    expect(MESSAGE_RESPONSE_UPDATED).toBe('Message Response Successfully Updated');
  });
});

describe('parseTwelveHourTime', () => {
  it.each([
    ['1:00 AM', { hour: 1, minute: 0 }],
    ['01:07 pm', { hour: 13, minute: 7 }],
    ['12:00 PM', { hour: 12, minute: 0 }],
    ['12:59 AM', { hour: 0, minute: 59 }],
  ])('%s', (time, expected) => expect(parseTwelveHourTime(time)).toEqual(expected));

  it.each(['13:05 PM', '0:30 AM', '3:60 PM', '3:5 PM', '15:05', 'noon'])('rejects %s', (time) =>
    expect(parseTwelveHourTime(time)).toBeUndefined(),
  );
});

import { describe, expect, it } from 'vitest';
import { customerNextSendTime } from './send-window.rules.js';

/**
 * Quiet hours are the customer's (issue 29): their state's hours on their own clock, whatever the
 * store's zone. Outside Florida, Oklahoma, Maryland and Texas a text goes from 8 am to 9 pm.
 */
const at = (iso: string) => new Date(iso);
const LOS_ANGELES_MOBILE = { cellular: '+12135550100' };
const NEW_YORK_MOBILE = { cellular: '+12125550100' };
const HOUSTON_MOBILE = { cellular: '+17135550100' };

describe('quiet hours for a customer in another zone than the store', () => {
  it('holds a New York store’s 10:30 text to Los Angeles until 8:00 there, and sends at exactly 8:00', () => {
    // Monday 7 December 2026: 10:30 in New York is 7:30 in Los Angeles.
    expect(customerNextSendTime(at('2026-12-07T15:30:00Z'), LOS_ANGELES_MOBILE, 'America/New_York')).toEqual(
      at('2026-12-07T16:00:00Z'),
    );
    expect(customerNextSendTime(at('2026-12-07T16:00:00Z'), LOS_ANGELES_MOBILE, 'America/New_York')).toEqual(
      at('2026-12-07T16:00:00Z'),
    );
  });

  it('holds a Los Angeles store’s 18:00 text to New York (21:00 there) until 8:00 New York time', () => {
    expect(customerNextSendTime(at('2026-12-08T02:00:00Z'), NEW_YORK_MOBILE, 'America/Los_Angeles')).toEqual(
      at('2026-12-08T13:00:00Z'),
    );
    // A second before 21:00 in New York it goes at once, though it is only 17:59 at the store.
    expect(customerNextSendTime(at('2026-12-08T01:59:59Z'), NEW_YORK_MOBILE, 'America/Los_Angeles')).toEqual(
      at('2026-12-08T01:59:59Z'),
    );
  });

  it('keeps a Houston customer’s Sunday closed until noon Central for a New York store', () => {
    // Sunday 13 December 2026, 11:30 in New York, 10:30 in Houston: Texas opens at noon on Sundays.
    expect(customerNextSendTime(at('2026-12-13T16:30:00Z'), HOUSTON_MOBILE, 'America/New_York')).toEqual(
      at('2026-12-13T18:00:00Z'),
    );
  });

  it('takes the address’s zone and state over the number’s', () => {
    const movedToFlorida = {
      cellular: LOS_ANGELES_MOBILE.cellular,
      addressState: 'FL',
      addressTimeZone: 'America/New_York',
    };
    // 20:00 in Miami: Florida closes at 8 pm (it would be 17:00 and open in Los Angeles).
    expect(customerNextSendTime(at('2026-12-08T01:00:00Z'), movedToFlorida, 'America/Los_Angeles')).toEqual(
      at('2026-12-08T13:00:00Z'),
    );
  });

  it('falls back to the store’s zone for a number with no known area code', () => {
    // 7:30 in Denver.
    expect(
      customerNextSendTime(at('2026-12-07T14:30:00Z'), { cellular: '+15550001234' }, 'America/Denver'),
    ).toEqual(at('2026-12-07T15:00:00Z'));
  });
});

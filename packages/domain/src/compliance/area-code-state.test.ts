import { describe, expect, it } from 'vitest';
import { stateOfAreaCode, US_AREA_CODES, usStateOf } from './area-code-state.js';
import { zoneOfAreaCode } from './area-code-zone.js';
import { sendWindowFor } from './send-window.rules.js';

describe("the customer's state from a +1 number's area code", () => {
  it.each([
    ['+13055550100', 'FL'], // Miami
    ['+18505550100', 'FL'], // Tallahassee and the panhandle
    ['+14055550100', 'OK'], // Oklahoma City
    ['+19185550100', 'OK'], // Tulsa
    ['+14105550100', 'MD'], // Baltimore
    ['+13015550100', 'MD'],
    ['+17135550100', 'TX'], // Houston
    ['+19155550100', 'TX'], // El Paso
    ['+12145550100', 'TX'], // Dallas
    ['+12125550100', 'NY'],
    ['+12025550100', 'DC'],
    ['+17875550100', 'PR'],
    ['(512) 555-0100', 'TX'],
    ['15125550100', 'TX'],
  ])('%s is in %s', (phone, state) => {
    expect(stateOfAreaCode(phone)).toBe(state);
  });

  it('knows no state for a Canadian, toll-free, unassigned or malformed number', () => {
    for (const phone of ['+14165550100', '+18005550100', '+15550001234', '+1305555', '']) {
      expect(stateOfAreaCode(phone)).toBeNull();
    }
  });

  it('gives every area code one state, and every code is a three-digit NANP area code', () => {
    const codes = Object.values(US_AREA_CODES).flat();
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toBeGreaterThanOrEqual(201);
      expect(code % 100).not.toBe(11); // N11 codes are service codes, never area codes
    }
    expect(Object.keys(US_AREA_CODES).length).toBe(56); // 50 states, DC and 5 territories
  });

  it("gives every US area code a zone, so no US customer is judged on the store's clock", () => {
    const zoneless = Object.values(US_AREA_CODES)
      .flat()
      .filter((code) => zoneOfAreaCode(`+1${code}5550100`) === undefined);
    expect(zoneless).toEqual([]);
  });

  it.each([
    ['+13055550100', 'America/New_York'], // Miami
    ['+18505550100', 'America/Chicago'], // Pensacola, most of the panhandle
    ['+19155550100', 'America/Denver'], // El Paso
    ['+17135550100', 'America/Chicago'], // Houston
    ['+12705550100', 'America/Chicago'], // western Kentucky
    ['+18655550100', 'America/New_York'], // Knoxville
    ['+12085550100', 'America/Boise'],
    ['+17875550100', 'America/Puerto_Rico'],
  ])('%s keeps the clock of %s', (phone, zone) => {
    expect(zoneOfAreaCode(phone)).toBe(zone);
  });

  it('reads an area code only from a ten-digit number, or eleven digits that start with the country code 1', () => {
    // Las Vegas, 702: NV on Pacific time, written every way a +1 number is.
    for (const phone of ['+1 702 555 0100', '17025550100', '702-555-0100']) {
      expect(stateOfAreaCode(phone)).toBe('NV');
      expect(zoneOfAreaCode(phone)).toBe('America/Los_Angeles');
    }
    // Eleven digits without the leading 1, nine digits, twelve: not a +1 number, so no state and no zone.
    for (const phone of ['27025550100', '70255501000', '702555010', '117025550100']) {
      expect(stateOfAreaCode(phone)).toBeNull();
      expect(zoneOfAreaCode(phone)).toBeUndefined();
    }
  });

  it('reads a postal code from an address', () => {
    expect(usStateOf(' tx ')).toBe('TX');
    expect(usStateOf('Texas')).toBeNull();
    expect(usStateOf(null)).toBeNull();
  });
});

describe("sendWindowFor: the customer's zone and state, not the store's", () => {
  it('takes both from the area code when there is no address', () => {
    expect(sendWindowFor({ cellular: '+17135550100' }, 'America/New_York')).toEqual({
      zone: 'America/Chicago',
      state: 'TX',
    });
  });

  it("uses the address's state and zone when known", () => {
    expect(
      sendWindowFor(
        { cellular: '+12125550100', addressState: 'FL', addressTimeZone: 'America/New_York' },
        'America/Chicago',
      ),
    ).toEqual({ zone: 'America/New_York', state: 'FL' });
  });

  it("falls back to the store's zone, and no state, for an unknown area code", () => {
    expect(sendWindowFor({ cellular: '+15550001234' }, 'America/Denver')).toEqual({
      zone: 'America/Denver',
      state: null,
    });
  });
});

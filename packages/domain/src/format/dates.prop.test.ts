import * as fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  closedRoEndDate,
  DATE_FORMATS,
  displayDateToIsoDate,
  isoDateToDisplayDate,
  displayPage,
  formatDisplayDate,
  formatIsoDate,
  formatRequestDate,
  serverPage,
} from './dates.js';

const arbIsoDate = () =>
  fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
const arbZone = () =>
  fc.constantFrom('UTC', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland');

describe('dates (spec 1 §9, spec 2 §9)', () => {
  it('the display, request and ISO forms of a date name the same day, month and year', () => {
    fc.assert(
      fc.property(arbIsoDate(), arbZone(), (iso, zone) => {
        const [y, m, d] = iso.split('-');
        return (
          formatDisplayDate(iso, zone) === `${d}/${m}/${y}` &&
          formatRequestDate(iso, zone) === `${d}.${m}.${y}` &&
          formatIsoDate(iso, zone) === iso
        );
      }),
      propertyConfig(),
    );
  });

  it('a wire date shown DD/MM/YYYY reads as the same day and types back to it', () => {
    fc.assert(
      fc.property(
        arbIsoDate(),
        (iso) =>
          isoDateToDisplayDate(iso) === formatDisplayDate(iso) &&
          displayDateToIsoDate(isoDateToDisplayDate(iso)) === iso,
      ),
      propertyConfig(),
    );
  });

  it('a typed DD/MM/YYYY date comes back as the ISO date it shows', () => {
    fc.assert(
      fc.property(arbIsoDate(), (iso) => displayDateToIsoDate(formatDisplayDate(iso)) === iso),
      propertyConfig(),
    );
  });

  it('the closed-RO end date is always the next calendar day', () => {
    fc.assert(
      fc.property(arbIsoDate(), (iso) => {
        const sent = DateTime.fromFormat(closedRoEndDate(iso), DATE_FORMATS.request, { zone: 'UTC' });
        return sent.isValid && sent.diff(DateTime.fromISO(iso, { zone: 'UTC' }), 'days').days === 1;
      }),
      propertyConfig(),
    );
  });

  it('a page shown is one more than the server page, and back again', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        (page) => displayPage(page) === page + 1 && serverPage(displayPage(page)) === page,
      ),
      propertyConfig(),
    );
  });
});

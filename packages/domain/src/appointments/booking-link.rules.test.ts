import { describe, expect, it } from 'vitest';
import {
  bookedByLabel,
  BOOKING_LINK_LIFETIME_MS,
  bookingLinkOpens,
  bookingLinkPath,
  bookingLinkTokenOf,
  offeredTransports,
  parseBookingLinkToken,
} from './booking-link.rules.js';

const NOW = new Date('2026-03-10T15:00:00Z');
const MAC = 'A'.repeat(42) + '_';

describe('booking link rules (issue 34)', () => {
  it('opens a live link until its expiry instant, never once revoked', () => {
    const expiresAt = new Date(NOW.getTime() + BOOKING_LINK_LIFETIME_MS);
    expect(bookingLinkOpens({ expiresAt, revokedAt: null }, NOW)).toBe(true);
    expect(bookingLinkOpens({ expiresAt: expiresAt.toISOString(), revokedAt: null }, expiresAt)).toBe(false);
    expect(bookingLinkOpens({ expiresAt, revokedAt: NOW }, NOW)).toBe(false);
    expect(BOOKING_LINK_LIFETIME_MS).toBe(14 * 24 * 3600 * 1000);
  });

  it('reads only tokens of its own shape', () => {
    expect(parseBookingLinkToken(`12.${MAC}`)).toEqual({ id: 12, mac: MAC });
    expect(parseBookingLinkToken(`0.${MAC}`)).toBeNull();
    expect(parseBookingLinkToken(`12.${MAC}x`)).toBeNull();
    expect(parseBookingLinkToken(`99999999999.${MAC}`)).toBeNull();
    expect(parseBookingLinkToken(`3000000000.${MAC}`)).toBeNull();
    expect(parseBookingLinkToken('../../etc')).toBeNull();
    expect(bookingLinkPath(`12.${MAC}`)).toBe(`/book/12.${MAC}`);
    expect(bookingLinkTokenOf(`/book/12.${MAC}`)).toBe(`12.${MAC}`);
    expect(bookingLinkTokenOf('/book/')).toBeNull();
    expect(bookingLinkTokenOf('/leadmanager')).toBeNull();
  });

  it('says how an appointment was booked', () => {
    expect(bookedByLabel('CUSTOMER_LINK')).toBe('Booked by customer link');
    expect(bookedByLabel('ASSISTANT')).toBe('Booked by assistant');
    expect(bookedByLabel('STAFF')).toBe('Booked by staff');
    expect(bookedByLabel('DMS')).toBe('Booked by DMS');
    expect(bookedByLabel(null)).toBeNull();
  });

  it('offers the ways in whose limit is not zero', () => {
    expect(
      offeredTransports([
        { transportType: 'LOANER', perSlot: null, perDay: 0 },
        { transportType: 'WAITER', perSlot: 2, perDay: null },
      ]),
    ).toEqual(['WAITER', 'DROP_OFF', 'SHUTTLE']);
  });
});

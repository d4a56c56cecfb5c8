import { describe, expect, it } from 'vitest';
import { bookingDayLabel, bookingRequestDate, firstBookingDay, slotTimeLabel } from './booking-form.rules.js';

describe('the booking form’s words and dates', () => {
  it('shows slot times on the 12-hour clock and sends dates as DD.MM.YYYY', () => {
    expect(slotTimeLabel('09:30')).toBe('9:30 AM');
    expect(slotTimeLabel('13:05')).toBe('1:05 PM');
    expect(bookingRequestDate('2030-03-06')).toBe('06.03.2030');
    expect(bookingDayLabel('2030-03-06')).toBe('Wednesday 6 March');
  });

  it('offers tomorrow on the store’s clock, not the browser’s', () => {
    // 02:00 UTC on the 6th is still the 5th in New York: tomorrow there is the 6th.
    expect(firstBookingDay('America/New_York', new Date('2030-03-06T02:00:00Z'))).toBe('2030-03-06');
    expect(firstBookingDay('Europe/London', new Date('2030-03-06T02:00:00Z'))).toBe('2030-03-07');
  });
});

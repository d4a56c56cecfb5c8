import { describe, expect, it } from 'vitest';
import { bookingCallFailed, interpretBookingResponse } from './booking-result.rules.js';

const errorOf = (body: unknown) => {
  const result = interpretBookingResponse(body);
  return result.ok ? undefined : { message: result.error.message, tone: result.error.tone };
};

describe('interpretBookingResponse (spec 2 §5, §8)', () => {
  it("is a failure, 'Booking Failed', when success is false", () => {
    expect(errorOf({ success: false, message: 'slot taken' })).toEqual({
      message: 'Booking Failed',
      tone: 'danger',
    });
  });

  it("reads response code FAILURE as 'Appointment not booked'", () => {
    expect(errorOf({ responseCode: 'FAILURE' })).toEqual({
      message: 'Appointment not booked',
      tone: 'warning',
    });
  });

  it("shows a sentence beginning 'Unfortunately' as a warning", () => {
    const sentence = 'Unfortunately no advisor is free at 9:00 AM.';
    expect(errorOf(sentence)).toEqual({ message: sentence, tone: 'warning' });
  });

  it('reads other answers as booked, with the notice of their shape', () => {
    expect(interpretBookingResponse({ success: true, apptId: 55 })).toEqual({
      ok: true,
      value: { message: 'Successfully Booked' },
    });
    expect(interpretBookingResponse({ responseCode: 'SUCCESS' })).toEqual({
      ok: true,
      value: { message: 'Successfully Booked' },
    });
    expect(interpretBookingResponse('Your appointment is booked for Friday 9:00 AM.')).toEqual({
      ok: true,
      value: { message: 'Appointment booked Successfully' },
    });
  });

  it("treats an empty or unreadable answer, and a failed call, as 'Booking Failed'", () => {
    expect(errorOf(null)?.message).toBe('Booking Failed');
    expect(errorOf(undefined)?.message).toBe('Booking Failed');
    expect(errorOf(42)?.message).toBe('Booking Failed');
    expect(bookingCallFailed().message).toBe('Booking Failed');
  });
});

import type { AppError } from '../errors/app-error.js';
import { err, ok, type Result } from '../shared/result.js';

/** Spec 2 §5 and §8 booking notices. */
export const BOOKING_FAILED = 'Booking Failed';
export const APPOINTMENT_NOT_BOOKED = 'Appointment not booked';
export const SUCCESSFULLY_BOOKED = 'Successfully Booked';
export const APPOINTMENT_BOOKED_SUCCESSFULLY = 'Appointment booked Successfully';
/** The other variant answers in words; an answer beginning with this is a warning. */
export const UNFORTUNATELY = 'Unfortunately';
/** The booking response code that means nothing was booked. */
export const FAILURE_RESPONSE_CODE = 'FAILURE';

export type BookingSuccess = { readonly message: string };

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

const failed: AppError = { code: 'BOOKING_FAILED', message: BOOKING_FAILED, tone: 'danger' };
const notBooked: AppError = {
  code: 'APPOINTMENT_NOT_BOOKED',
  message: APPOINTMENT_NOT_BOOKED,
  tone: 'warning',
};

/**
 * Spec 2 §5: how a booking answer reads. Two answer shapes exist:
 * - a structured answer: `success: false` is a failure ('Booking Failed'), a responseCode of FAILURE is
 *   'Appointment not booked'; otherwise 'Successfully Booked';
 * - the other variant answers with a sentence: one beginning 'Unfortunately' is a warning showing that
 *   sentence; any other sentence means 'Appointment booked Successfully'.
 * The pairing of each success notice with a shape is our reading; the spec lists both notices.
 */
export function interpretBookingResponse(body: unknown): Result<BookingSuccess, AppError> {
  if (typeof body === 'string') {
    return body.trimStart().startsWith(UNFORTUNATELY)
      ? err({ code: 'BOOKING_DECLINED', message: body.trim(), tone: 'warning' })
      : ok({ message: APPOINTMENT_BOOKED_SUCCESSFULLY });
  }
  if (typeof body !== 'object' || body === null) return err(failed);
  if (field(body, 'success') === false) return err(failed);
  if (field(body, 'responseCode') === FAILURE_RESPONSE_CODE) return err(notBooked);
  return ok({ message: SUCCESSFULLY_BOOKED });
}

/** A booking call that failed at the HTTP level. */
export const bookingCallFailed = (): AppError => failed;

import { ASSISTANT_REPLIES } from './assistant-replies.js';
import { complaintAmongMeanings, handlingOfReply } from './hand-off.rules.js';
import { REPLY_CODES, type ReplyCode, type ReplyCodes } from './reply-codes.rules.js';

/**
 * Issue 31, point 6: the reply fits the code, on every path that writes one. Only a customer who wants
 * a booking is asked for a day or offered free times; a complaint, a wrong number, a sold car (and every
 * other code below) never is, and a booking request is always answered with a booking question or offer.
 */

/** A booking request: always answered with a booking question or an offer of times. */
export const BOOKING_CODES: readonly ReplyCode[] = ['APPT-SET'];

/**
 * Codes that may be answered with a booking: a request (APPT-SET), a reply with nothing else in it
 * (NOT-ENGAGED: a plain yes is asked for a day) and a reschedule of a booked appointment (E-RES: new
 * free times).
 */
export const MAY_OFFER_BOOKING: readonly ReplyCode[] = ['APPT-SET', 'NOT-ENGAGED', 'E-RES'];

/**
 * Every other code: never a booking pitch. Among them a complaint (CC), a vehicle issue (VI), a wrong
 * number (WN), a sold car (NLO), a move away (LD), an employee (EMP), a different driver (DD), service
 * already done (SPA-*), an appointment already made (ASA), contact later (CL), follow up (FU), a question
 * (CQ), a call request (REQ-CALL), a price concern, no text booking (NIITB), an opt-out (STOP) and a
 * reply the assistant could not read (BLANK).
 */
export const NEVER_A_BOOKING_PITCH: readonly ReplyCode[] = REPLY_CODES.filter(
  (code) => !MAY_OFFER_BOOKING.includes(code),
);

/** The booking question a booking request gets when nothing more specific was read. */
export const BOOKING_QUESTION = ASSISTANT_REPLIES.CUSTOMER_SAY_YES ?? '';

/**
 * Whether a reply asks the customer to book or offers times: a day-and-time question, a call to
 * schedule, an offer of times to pick from, a time said back for confirming (in English or Spanish).
 */
const PITCH = [
  /what day/i,
  /day and time/i,
  /qu[eé] d[ií]a/i,
  /d[ií]a y hora/i,
  /\bresponda (con )?[0-9]/i,
  /\bhorarios? (libres?|disponibles?)\b/i,
  /\b\d{1,2}:\d{2}\s?[ap]\.?\s?m\b/i,
  /\bbook (a|an|your) /i,
  /\bschedule (service|a time|an appointment)/i,
  /\bfree times?\b/i,
  /\breply [0-9]/i,
  /\blet me check that time\b/i,
  /\bconfirm shortly\b/i,
  /\b\d{1,2}(:\d{2})?\s?(am|pm)\b/i,
];
export const isBookingPitch = (text: string): boolean => PITCH.some((pattern) => pattern.test(text));

/** Whether the reply may be a booking pitch: its code may have one and no complaint is among its meanings. */
export const mayPitchBooking = (codes: ReplyCodes): boolean =>
  MAY_OFFER_BOOKING.includes(codes.code) && !complaintAmongMeanings(codes);

/**
 * The reply as the codes allow it, the last word on every path (a code's own reply, an answer to what
 * was asked, an offer of times): a booking pitch where none may go becomes the code's own reply (or
 * silence); a booking request left without a booking answer is asked for a day and time.
 */
export function fitReplyToCodes(codes: ReplyCodes, body: string | null): string | null {
  if (!mayPitchBooking(codes)) {
    if (body === null || !isBookingPitch(body)) return body;
    const own = handlingOfReply(codes).reply;
    return own === null || own === 'booking' || isBookingPitch(own) ? null : own;
  }
  if (BOOKING_CODES.includes(codes.code) && (body === null || !isBookingPitch(body))) return BOOKING_QUESTION;
  return body;
}

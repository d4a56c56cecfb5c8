import { ASSISTANT_REPLIES } from './assistant-replies.js';
import { complaintAmongMeanings, handlingOfReply } from './hand-off.rules.js';
import { REPLY_CODES, type ReplyCode, type ReplyCodes } from './reply-codes.rules.js';

/**
 * Issue 31, point 6: the reply fits the code, on every path that writes one. Only a customer who wants
 * a booking is asked for a day or offered free times; a complaint, a wrong number, a sold car (and every
 * other code below) never is, and a booking request is never left without an answer.
 */

/** A booking request: never left unanswered (a booking question when nothing more was read). */
export const BOOKING_CODES: readonly ReplyCode[] = ['APPT-SET'];

/**
 * Codes a booking question or offer may go to: a request (APPT-SET), a reschedule of a booked appointment
 * (E-RES: new free times), and a reply with nothing else in it, which may answer an offer the assistant
 * made (NOT-ENGAGED: a plain yes is asked for a day; BLANK, MISC, CUST-APPR: "hmm", "ok thanks" while
 * times are offered are asked which, once, before a person takes over: issue 31 point 5).
 */
export const MAY_OFFER_BOOKING: readonly ReplyCode[] = [
  'APPT-SET',
  'E-RES',
  'NOT-ENGAGED',
  'BLANK',
  'MISC',
  'CUST-APPR',
];

/**
 * Every other code: never a booking pitch. A complaint (CC), a vehicle issue (VI), a wrong number (WN),
 * a sold car (NLO), a move away (LD), an employee (EMP), a different driver (DD), service already done
 * (SPA-SS, SPA-AS, SPA-XX), an appointment already made (ASA), contact later (CL), follow up (FU), a
 * question (CQ), a call request (REQ-CALL), a hand-off request (HO), another location (CPAL), a tag
 * update (TU), a sales inquiry (SALES_INQ), a price concern, pickup or loaner request, online booking
 * preferred (POB), no text booking (NIITB), an external cancel (E-CAN) and an opt-out (STOP). Nor any
 * reply with a complaint among its meanings.
 */
export const NEVER_A_BOOKING_PITCH: readonly ReplyCode[] = REPLY_CODES.filter(
  (code) => !MAY_OFFER_BOOKING.includes(code),
);

/** The booking question a booking request gets when nothing more specific was read. */
export const BOOKING_QUESTION = ASSISTANT_REPLIES.CUSTOMER_SAY_YES ?? '';

/**
 * Whether a reply asks the customer to book or offers times: a day-and-time question, a call to
 * schedule, an offer of times to pick from, a time said back for confirming (in English or Spanish).
 * A time alone is no pitch: "You are booked for Tuesday at 9:00 AM; your advisor will answer" is not.
 */
const PITCH = [
  /what day/i,
  /day and time/i,
  /qu[eé] d[ií]a/i,
  /d[ií]a y hora/i,
  /\bresponda (con )?[0-9]/i,
  /\bhorarios? (libres?|disponibles?)\b/i,
  /\bbook (a|an|your) /i,
  /\bschedule (service|a time|an appointment)/i,
  /\bfree times?\b/i,
  /\bwhich time suits you\b/i,
  /\bthe time that suits you\b/i,
  /\breply [0-9]/i,
  /\blet me check that time\b/i,
  /\bconfirm shortly\b/i,
];
export const isBookingPitch = (text: string): boolean => PITCH.some((pattern) => pattern.test(text));

/** Whether the reply may be a booking pitch: its code may have one and no complaint is among its meanings. */
export const mayPitchBooking = (codes: ReplyCodes): boolean =>
  MAY_OFFER_BOOKING.includes(codes.code) && !complaintAmongMeanings(codes);

/**
 * The reply as the codes allow it, the last word on every path (a code's own reply, an answer to what
 * was asked, an offer of times, the booking step's own answer): a booking pitch where none may go
 * becomes the code's own reply (or silence); a booking request left silent is asked for a day and time.
 * Any other answer to a booking request stands (the booking step may hand it to a person or an advisor).
 */
export function fitReplyToCodes(codes: ReplyCodes, body: string | null): string | null {
  if (!mayPitchBooking(codes)) {
    if (body === null || !isBookingPitch(body)) return body;
    const own = handlingOfReply(codes).reply;
    return own === null || own === 'booking' || isBookingPitch(own) ? null : own;
  }
  return body === null && BOOKING_CODES.includes(codes.code) ? BOOKING_QUESTION : body;
}

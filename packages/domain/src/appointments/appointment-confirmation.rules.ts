import { DateTime } from 'luxon';
import { formatPhone } from '../format/phone.js';
import { isTransportType, type TransportType } from './availability-config.js';
import { quoteInNote } from '../format/note-quote.js';

/** How the customer reads the way they come in (the booking form's words). */
export const TRANSPORT_LABELS: Readonly<Record<TransportType, string>> = {
  WAITER: 'Waiter',
  DROP_OFF: 'Drop-off',
  LOANER: 'Loaner',
  SHUTTLE: 'Shuttle',
};

/** What a text about one appointment names: who, where, when (a UTC instant read in the store's zone). */
export type AppointmentTextFacts = {
  readonly firstName: string;
  readonly storeName: string;
  /** The store's address when it has one; else its phone number says where to call. */
  readonly storeAddress?: string | null;
  readonly storePhone?: string | null;
  readonly zone: string;
  /** ISO instant the appointment starts. */
  readonly startsAt: string;
  readonly advisorName?: string | null;
  readonly transportType?: string | null;
};

/** 'Wednesday 6 March at 10:00 AM EST': the store's wall clock, with its zone so no one misreads it. */
export function appointmentWhen(startsAt: string, zone: string): string {
  const at = DateTime.fromISO(startsAt, { zone: 'utc' }).setZone(zone).setLocale('en-US');
  if (!at.isValid) return startsAt;
  return `${at.toFormat('cccc d LLLL')} at ${at.toFormat('h:mm a ZZZZ')}`;
}

const greeting = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()}, ` : 'Hi, ');

/** The store, then its address (or, without one, its phone): where to come or whom to call. */
function where(facts: AppointmentTextFacts): string {
  const place = facts.storeAddress?.trim() || (facts.storePhone ? formatPhone(facts.storePhone) : '');
  return [facts.storeName.trim(), place].filter(Boolean).join(', ');
}

function details(facts: AppointmentTextFacts): string {
  const advisor = facts.advisorName?.trim() ? `with ${facts.advisorName.trim()}` : '';
  const transport =
    facts.transportType && isTransportType(facts.transportType) ? TRANSPORT_LABELS[facts.transportType] : '';
  const parts = [where(facts), advisor, transport].filter(Boolean).join(', ');
  return `${appointmentWhen(facts.startsAt, facts.zone)} at ${parts}`;
}

/** Every text about an appointment ends the same way: the customer may answer it to change or cancel. */
export const REPLY_TO_CHANGE = 'Reply to this text to cancel or reschedule.';

/** The confirmation a booking sends (issue 30): date, time in the store's zone, store, advisor, transport. */
export function appointmentConfirmationText(facts: AppointmentTextFacts): string {
  return `${greeting(facts.firstName)}your appointment is confirmed for ${details(facts)}. ${REPLY_TO_CHANGE}`;
}

/** Staff moved the appointment: the new time, said as the confirmation says it. */
export function appointmentChangeText(facts: AppointmentTextFacts): string {
  return `${greeting(facts.firstName)}your appointment has moved to ${details(facts)}. ${REPLY_TO_CHANGE}`;
}

/** Staff cancelled the appointment: which one, and how to book again. */
export function appointmentCancellationText(facts: AppointmentTextFacts): string {
  return (
    `${greeting(facts.firstName)}your appointment for ${appointmentWhen(facts.startsAt, facts.zone)} at ` +
    `${where(facts)} has been cancelled. Reply to this text to book a new time.`
  );
}

/** How many free times a reschedule answer offers: enough to choose from, short enough for one text. */
export const RESCHEDULE_OFFER_COUNT = 3;

/**
 * The answer to a customer who asked to reschedule: the next free times (instants, read in the
 * store's zone), or, when none is free, that the advisor will call.
 */
export function rescheduleOfferText(offer: {
  readonly firstName: string;
  readonly storeName: string;
  readonly zone: string;
  readonly freeTimes: readonly string[];
}): string {
  const times = offer.freeTimes.slice(0, RESCHEDULE_OFFER_COUNT).map((at) => appointmentWhen(at, offer.zone));
  if (times.length === 0)
    return `${greeting(offer.firstName)}no other time is free at ${offer.storeName.trim()} in the coming days; your advisor will call you to find one.`;
  return `${greeting(offer.firstName)}we can move your appointment at ${offer.storeName.trim()} to ${times.join(', or ')}. Reply with the time that suits you.`;
}

/** The customer's replies about a booked appointment that go to its advisor (reply codes E-CAN, E-RES). */
export type AppointmentReplyKind = 'cancel' | 'reschedule';

/**
 * The note that takes the customer's reply to the appointment's advisor: who it is for, which
 * appointment, the customer's words, and the free times the customer was offered (if any).
 */
export function appointmentReplyNote(reply: {
  readonly kind: AppointmentReplyKind;
  readonly advisorName: string | null;
  readonly startsAt: string;
  readonly zone: string;
  readonly said: string;
  readonly offered: readonly string[];
  /** Whether the assistant texted the offer; else the advisor offers the times. */
  readonly offerSent: boolean;
}): string {
  const asks = reply.kind === 'cancel' ? 'asks to cancel' : 'asks to reschedule';
  const forWhom = reply.advisorName?.trim() ? `For ${reply.advisorName.trim()}: the` : 'The';
  const offered =
    reply.offered.length > 0
      ? ` ${reply.offerSent ? 'Offered' : 'Free times to offer'}: ${reply.offered.map((at) => appointmentWhen(at, reply.zone)).join('; ')}.`
      : reply.kind === 'reschedule'
        ? ' No free time to offer: call the customer.'
        : '';
  return `${forWhom} customer ${asks} the appointment on ${appointmentWhen(reply.startsAt, reply.zone)}: ${quoteInNote(reply.said)}.${offered}`;
}

import {
  appointmentWhen,
  appointmentWhenSpanish,
  existingAppointmentNote,
  existingAppointmentReplyText,
  HANDED_TO_STAFF_REPLY,
  languageOf,
  nearestSlots,
  offerFits,
  offerReplyStep,
  readRequestedTime,
  readSlotPick,
  slotOfferText,
  transportSaid,
  type InboundClassification,
  type OfferedSlot,
  type OfferReason,
  type ReplyHandling,
  type ReplyCode,
  type ReplyCodes,
  type RequestedTime,
  type TransportType,
  quoteInNote,
} from '@torque/domain';
import { DateTime } from 'luxon';
import { appointmentStart } from '../appointments/booking/appointment-notice.js';
import { AppointmentNoticeRepository } from '../appointments/booking/appointment-notice.repository.js';
import { BookingConfigRepository } from '../appointments/booking/booking-config.repository.js';
import { freeSlots, planBooking } from '../appointments/booking/booking-plan.js';
import { DEFAULT_TRANSPORT, MAX_WINDOW_DAYS } from '../appointments/booking/booking-wire.js';
import { BookingRepository } from '../appointments/booking/booking.repository.js';
import { awaitStaffAnswer } from './assistant-handoff.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { LeadWorkflowRepository } from '../leads/lead-workflow.repository.js';
import { appendAssistantNote } from '../messaging/staff-note.js';
import { appendAdvisorNote } from './appointment-reply.js';
import type { ReplyContext } from './reply-context.js';
import { SlotOfferRepository } from './slot-offer.repository.js';

/** What the assistant does about booking with a reply (issue 31 point 5). */
export type BookingStep =
  /** Not about booking: the code's own handling answers. */
  | { readonly kind: 'none' }
  /** The assistant answers with this text (an offer, a question, a hand-off's honest answer). */
  | { readonly kind: 'reply'; readonly body: string }
  /** The customer picked an offered time: booked after the reply's transaction commits (booking.service). */
  | {
      readonly kind: 'book';
      readonly slot: OfferedSlot;
      readonly transportType: TransportType;
      readonly serviceType: string;
    };

export const NO_BOOKING: BookingStep = { kind: 'none' };

/** The code's handling once the booking step has answered: it answers (and hands off) itself. */
export function withBooking(coded: ReplyHandling, booking: BookingStep): ReplyHandling {
  if (booking.kind === 'none') return coded;
  const reply = booking.kind === 'reply' ? booking.body : null;
  return { ...coded, handOff: false, stopAssistant: false, reply };
}

/** Issue 31 point 3's honest answer when a person takes over. */
export const TEAM_WILL_TEXT = HANDED_TO_STAFF_REPLY;

type Inbound = { readonly text: string; readonly at: Date };

/**
 * While an offer waits, these codes are an answer to it that picks nothing ("hmm", "ok", "maybe", a
 * vague yes): asked about once, then a person takes over. By code, not by the code's own handling, so an
 * unsure reply is asked about before the general hand-off of an unsure reply (issue 31 point 3).
 */
const ABOUT_THE_OFFER: ReadonlySet<ReplyCode> = new Set<ReplyCode>([
  'APPT-SET',
  'NOT-ENGAGED',
  'BLANK',
  'MISC',
  'CUST-APPR',
]);

/**
 * From a customer with a booked appointment, these codes are about work on the car (a time, more work, a
 * question, a vehicle issue, a loaner): the appointment's advisor answers, never "what day works for you?".
 */
const ABOUT_THE_APPOINTMENT: ReadonlySet<ReplyCode> = new Set<ReplyCode>([
  'APPT-SET',
  'NOT-ENGAGED',
  'CQ',
  'VI',
  'PRICE_CONCERN',
  'REQ_PD',
  'REQ_LOANER',
]);

/**
 * The assistant books: a customer with a booked appointment who writes about work goes to its advisor; an
 * offered time picked is booked; a day or time named (or a yes) is answered with real free times from the
 * booking engine, remembered on the lead; words about booking that pick nothing are asked about once, then
 * handed to a person. Runs inside the reply's transaction; the booking itself runs after it.
 */
export async function assistantBookingStep(
  tx: Queryable,
  context: ReplyContext,
  inbound: Inbound & { readonly codes: ReplyCodes },
  reading: InboundClassification,
  coded: ReplyHandling,
  active: boolean,
): Promise<BookingStep> {
  // In log mode staff send every reply, so booking is left to them; a STOP or START is not about times.
  if (!active || context.logMode || reading.consent !== 'none') return NO_BOOKING;
  const lead = context.lead;
  const zone = context.officeZone;
  const offers = new SlotOfferRepository(tx);
  const asksBooking = coded.reply === 'booking';
  if (ABOUT_THE_APPOINTMENT.has(inbound.codes.code)) {
    const existing = await existingAppointment(tx, context, inbound);
    if (existing) return existing;
  }
  const asked = readRequestedTime(inbound.text, { zone, now: inbound.at });
  const offer = await offers.last(lead.id, inbound.at);
  if (offer?.passed) {
    // The offered times have passed: a pick of one gets the next free times; other words, as if none waited.
    await offers.remove(lead.id);
    if (asked === null && readSlotPick(inbound.text, offer.slots, zone) !== null)
      return offerTimes(tx, context, null, inbound.at, offer.transportType, { passed: true });
  }
  const pending = offer?.passed ? undefined : offer;
  if (pending) {
    const picked = readSlotPick(inbound.text, pending.slots, zone);
    const step = offerReplyStep({
      picked: picked !== null,
      askedNewTime: asked !== null,
      // Words that carry no other meaning (unsure, thanks, a vague yes) are about the offer.
      aboutBooking: asksBooking || ABOUT_THE_OFFER.has(inbound.codes.code),
      askedAgainBefore: pending.askedAgain,
    });
    if (step === 'book')
      return {
        kind: 'book',
        slot: pending.slots[picked!]!,
        transportType: pending.transportType,
        serviceType: lead.plannedServiceType,
      };
    if (step === 'offer-asked')
      return offerTimes(tx, context, asked, inbound.at, transportSaid(inbound.text) ?? pending.transportType);
    if (step === 'ask-again') {
      await offers.markAskedAgain(lead.id);
      const body = slotOfferText({
        firstName: '',
        zone,
        slots: pending.slots,
        reason: { kind: 'ask-again' },
        language: languageOf(lead.customerMaster),
        bookingLink: await bookingLinkOf(tx, context, inbound.at),
      });
      return { kind: 'reply', body: body ?? TEAM_WILL_TEXT };
    }
    await offers.remove(lead.id);
    if (step === 'hand-off') {
      await handToPerson(tx, context, inbound, 'the customer’s answer to the offered times is unclear');
      return { kind: 'reply', body: TEAM_WILL_TEXT };
    }
    return { kind: 'none' };
  }
  if (!asksBooking) return { kind: 'none' };
  const saysYes = reading.actionIntent?.startsWith('CUSTOMER_SAY_YES') ?? false;
  if (asked === null && !saysYes) return { kind: 'none' };
  // The free times of the way they said they would come ("I'll wait", "a loaner"), else a drop-off.
  return offerTimes(tx, context, asked, inbound.at, transportSaid(inbound.text) ?? DEFAULT_TRANSPORT);
}

/**
 * Offers the free times nearest what was asked (the first free ones for a yes or once an offer has
 * passed), or nearest a slot just taken, and remembers them on the lead; with nothing free in the store's window a person takes over.
 */
export async function offerTimes(
  tx: Queryable,
  context: ReplyContext,
  asked: RequestedTime | null,
  at: Date,
  transportType: TransportType,
  /** Offered again: the picked time was just taken, or the offered times have passed. */
  again: { readonly taken?: OfferedSlot; readonly passed?: boolean } = {},
): Promise<BookingStep> {
  const taken = again.taken;
  const lead = context.lead;
  const zone = context.officeZone;
  const around = taken
    ? { day: taken.date, time: taken.time }
    : asked && { day: asked.day, time: asked.time };
  const free = await freeTimes(tx, lead.id, transportType, around?.day ?? null, at);
  const chosen = nearestSlots(free, around, { excluding: taken?.startsAt });
  if (chosen.length === 0) {
    await new SlotOfferRepository(tx).remove(lead.id);
    await handToPerson(tx, context, { text: asked?.matched ?? '', at }, 'no free time to offer');
    return { kind: 'reply', body: TEAM_WILL_TEXT };
  }
  const names = new AppointmentNoticeRepository(tx);
  const slots: OfferedSlot[] = [];
  for (const slot of chosen)
    slots.push({
      date: slot.date,
      time: slot.time,
      startsAt: slot.startsAt,
      advisorId: slot.advisorId,
      advisorName: await names.advisorName(lead.storeMaster.id, slot.advisorId),
    });
  await new SlotOfferRepository(tx).save(lead.id, { slots, transportType, askedAgain: false }, at);
  const reason: OfferReason = taken
    ? { kind: 'taken', taken }
    : again.passed
      ? { kind: 'passed' }
      : asked && !offerFits(slots, asked)
        ? { kind: 'nothing-fits', spokenAsked: asked.spoken }
        : { kind: 'asked' };
  const body = slotOfferText({
    firstName: lead.customerMaster.firstName,
    zone,
    slots,
    reason,
    language: languageOf(lead.customerMaster),
    bookingLink: await bookingLinkOf(tx, context, at),
  });
  return { kind: 'reply', body: body ?? TEAM_WILL_TEXT };
}

/** The lead's live booking link, the one staff see (made now when it has none); null without links. */
const bookingLinkOf = async (tx: Queryable, context: ReplyContext, at: Date): Promise<string | null> =>
  context.bookingLinks ? context.bookingLinks.urlFor(tx, context.lead.id, at) : null;

/** The store's free times from today over its booking window (further when the asked day lies beyond it). */
async function freeTimes(
  tx: Queryable,
  fsiId: number,
  transportType: TransportType,
  day: string | null,
  now: Date,
) {
  const repository = new BookingConfigRepository(tx);
  const lead = await repository.lead(fsiId);
  if (!lead) return [];
  const today = DateTime.fromJSDate(now).setZone(lead.zone).startOf('day');
  const window = today.plus({ days: (await repository.daysAhead(lead.storeId)) - 1 });
  const asked = day ? DateTime.fromISO(day, { zone: lead.zone }).plus({ days: 1 }) : window;
  const last = DateTime.min(DateTime.max(window, asked), today.plus({ days: MAX_WINDOW_DAYS - 1 }));
  try {
    const plan = await planBooking(
      tx,
      lead,
      {
        fsiId,
        inpDate: today.toISODate()!,
        startDate: today.toISODate()!,
        endDate: last.toISODate()!,
        inpTime: '00:00',
        transportType,
        opCode: [],
      },
      'window',
    );
    return await freeSlots(tx, plan, now);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return [];
    throw error;
  }
}

/** A customer with a booked appointment who writes about booking: their advisor answers (note, hand-off). */
async function existingAppointment(
  tx: Queryable,
  context: ReplyContext,
  inbound: Inbound,
): Promise<BookingStep | null> {
  const apptId = await new AppointmentNoticeRepository(tx).nextBooked(context.lead.id, inbound.at);
  const appointment = apptId === undefined ? undefined : await new BookingRepository(tx).find(apptId);
  const startsAt = appointment ? appointmentStart(appointment, context.officeZone) : null;
  if (!appointment || startsAt === null) return null;
  const advisorName = appointment.advisorName ?? null;
  const spokenWhen = appointmentWhen(startsAt, context.officeZone); // the advisor's note is in English
  const language = languageOf(context.lead.customerMaster);
  await appendAdvisorNote(
    tx,
    context,
    advisorName,
    existingAppointmentNote({ advisorName, spokenWhen, said: inbound.text }),
    inbound.at,
  );
  await new LeadWorkflowRepository(tx).setHandOff(context.lead.id, 'MANUAL', inbound.at);
  await awaitStaffAnswer(tx, context.lead.id); // the assistant's answer meanwhile does not clear it
  return {
    kind: 'reply',
    body: existingAppointmentReplyText({
      firstName: context.lead.customerMaster.firstName,
      spokenWhen: language === 'es' ? appointmentWhenSpanish(startsAt, context.officeZone) : spokenWhen,
      advisorName,
      language,
    }),
  };
}

/** The hand-off: staff see why and the customer's words, response required. */
async function handToPerson(tx: Queryable, context: ReplyContext, inbound: Inbound, why: string) {
  await new LeadWorkflowRepository(tx).setHandOff(context.lead.id, 'MANUAL', inbound.at);
  await awaitStaffAnswer(tx, context.lead.id); // the assistant's answer meanwhile does not clear it
  const said = inbound.text.trim() ? `: ${quoteInNote(inbound.text)}` : '';
  await appendAssistantNote(
    tx,
    context.assistantName,
    context.lead.id,
    {
      content: `Hand-off by the assistant (booking): ${why}${said}`,
      notificationType: 'INTERNAL_NOTIFICATION',
      responseReqd: true,
    },
    inbound.at,
  );
}

import { DateTime } from 'luxon';
import type { TransportType } from '../appointments/availability-config.js';
import { spanishDay } from '../appointments/spanish-dates.js';
import type { CustomerLanguage } from '../leads/customer-language.js';
import { quoteInNote } from '../format/note-quote.js';

/**
 * The assistant books (issue 31 point 5): it offers the customer real free times from the booking engine
 * ("Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2"), reads which one they pick, and asks once
 * when it cannot tell before a person takes over. Pure rules: the server finds the free slots and books.
 */

/** A free time as offered: the store's local date and time, its instant, and the advisor named in the text. */
export type OfferedSlot = {
  /** YYYY-MM-DD in the store's zone. */
  readonly date: string;
  /** HH:mm in the store's zone. */
  readonly time: string;
  /** ISO instant. */
  readonly startsAt: string;
  readonly advisorId: string;
  readonly advisorName: string | null;
};

/** Two times: a choice that fits one short text and one digit of reply. */
export const SLOTS_OFFERED = 2;

/** A time asked for that a free slot within this many minutes of it answers ("around 2" is 1:30 or 2:30). */
export const FITS_WITHIN_MINUTES = 60;

/** What the customer asked for: a local day, and a local time when one was said. */
export type AskedFor = { readonly day: string; readonly time: string | null };

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const daysBetween = (a: string, b: string): number =>
  Math.round(Math.abs(DateTime.fromISO(a).diff(DateTime.fromISO(b), 'days').days));

/**
 * The slots to offer, in time order. The asked day first, else the nearest day with a free time (the later
 * of two equally near days: the customer wants to come, not to have come); within that day the times
 * nearest the asked time (the earlier on a tie), else the day's first times. Nothing asked: the first free
 * times. `excluding` leaves out an instant (the slot just taken).
 */
export function nearestSlots<T extends Pick<OfferedSlot, 'date' | 'time' | 'startsAt'>>(
  free: readonly T[],
  asked: AskedFor | null,
  options: { readonly count?: number; readonly excluding?: string } = {},
): T[] {
  const count = options.count ?? SLOTS_OFFERED;
  const open = [...free]
    .filter((slot) => slot.startsAt !== options.excluding)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  if (!asked) return open.slice(0, count);
  const days = [...new Set(open.map((slot) => slot.date))];
  const day = days.sort(
    (a, b) => daysBetween(a, asked.day) - daysBetween(b, asked.day) || b.localeCompare(a),
  )[0];
  const onDay = open.filter((slot) => slot.date === day);
  if (asked.time === null) return onDay.slice(0, count);
  const target = minutesOf(asked.time);
  return onDay
    .map((slot, order) => ({ slot, order, off: Math.abs(minutesOf(slot.time) - target) }))
    .sort((a, b) => a.off - b.off || a.order - b.order)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map(({ slot }) => slot);
}

/** True when the offer answers what was asked: on the asked day and, if a time was said, near it. */
export function offerFits(slots: readonly OfferedSlot[], asked: AskedFor | null): boolean {
  if (!asked) return slots.length > 0;
  return slots.some(
    (slot) =>
      slot.date === asked.day &&
      (asked.time === null || Math.abs(minutesOf(slot.time) - minutesOf(asked.time)) <= FITS_WITHIN_MINUTES),
  );
}

/** Why these times are offered: what the text says before them. */
export type OfferReason =
  | { readonly kind: 'asked' }
  | { readonly kind: 'nothing-fits'; readonly spokenAsked: string }
  | { readonly kind: 'taken'; readonly taken: OfferedSlot }
  | { readonly kind: 'passed' }
  | { readonly kind: 'ask-again' };

/** The offer's words in the customer's language (issue 31 point 4); times are the store's wall clock. */
const OFFER_WORDS = {
  en: {
    day: (at: DateTime) => at.setLocale('en-US').toFormat('cccc LLL d'),
    with: 'with',
    or: 'or',
    at: 'at',
    replyOne: 'Reply 1 to book it.',
    replyOneOrTwo: 'Reply 1 or 2.',
    thanks: (name: string) => `Thanks ${name}! `,
    notFree: (spokenAsked: string) => `${spokenAsked} is not free. The nearest times: `,
    taken: (day: string, clock: string) =>
      `Sorry, ${day} at ${clock} was just taken. The nearest free times: `,
    passed: 'Sorry, those times have passed. The next free times: ',
    askAgain: 'Sorry, which time suits you? ',
    anyTime: (link: string) => ` Or pick any time here: ${link}`,
  },
  es: {
    day: spanishDay,
    with: 'con',
    or: 'o',
    at: 'a las',
    replyOne: 'Responda 1 para reservarla.',
    replyOneOrTwo: 'Responda 1 o 2.',
    thanks: (name: string) => `¡Gracias ${name}! `,
    // The asked time is spoken in English by the reader: in Spanish the text says it without repeating it.
    notFree: () => 'La hora que pidió no está libre. Las horas más cercanas: ',
    taken: (day: string, clock: string) =>
      `Disculpe, el ${day} a las ${clock} se acaba de reservar. Las horas libres más cercanas: `,
    passed: 'Disculpe, esas horas ya pasaron. Las próximas horas libres: ',
    askAgain: 'Disculpe, ¿qué hora le queda mejor? ',
    anyTime: (link: string) => ` O elija cualquier hora aquí: ${link}`,
  },
} as const satisfies Record<CustomerLanguage, unknown>;

const localOf = (slot: OfferedSlot, zone: string) => DateTime.fromISO(slot.startsAt, { zone });
const dayOf = (slot: OfferedSlot, zone: string, language: CustomerLanguage = 'en') =>
  OFFER_WORDS[language].day(localOf(slot, zone));
const clockOf = (slot: OfferedSlot, zone: string, meridiem = true) =>
  localOf(slot, zone)
    .setLocale('en-US')
    .toFormat(meridiem ? 'h:mm a' : 'h:mm');

/**
 * The times themselves, read in the store's zone: "Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or
 * 2." In Spanish: "martes 8 de diciembre: 9:00 o 9:30 AM con Angela. Responda 1 o 2."
 */
export function offeredTimesText(
  slots: readonly OfferedSlot[],
  zone: string,
  language: CustomerLanguage = 'en',
): string {
  const words = OFFER_WORDS[language];
  const day = (slot: OfferedSlot) => dayOf(slot, zone, language);
  const withWhom = (slot: OfferedSlot) => (slot.advisorName ? ` ${words.with} ${slot.advisorName}` : '');
  const [first, second] = slots;
  if (!first) return '';
  if (!second) return `${day(first)}: ${clockOf(first, zone)}${withWhom(first)}. ${words.replyOne}`;
  const sameDay = day(first) === day(second);
  const sameAdvisor = first.advisorId === second.advisorId;
  const sameHalf = localOf(first, zone).toFormat('a') === localOf(second, zone).toFormat('a');
  const times =
    sameDay && sameAdvisor
      ? `${day(first)}: ${clockOf(first, zone, !sameHalf)} ${words.or} ${clockOf(second, zone)}${withWhom(first)}`
      : sameDay
        ? `${day(first)}: ${clockOf(first, zone)}${withWhom(first)} ${words.or} ${clockOf(second, zone)}${withWhom(second)}`
        : `${day(first)} ${words.at} ${clockOf(first, zone)}${withWhom(first)} ${words.or} ${day(second)} ${words.at} ${clockOf(second, zone)}${withWhom(second)}`;
  return `${times}. ${words.replyOneOrTwo}`;
}

/** What an offer says: to whom, on which clock, which times and why. */
type SlotOffer = {
  readonly firstName: string;
  readonly zone: string;
  readonly slots: readonly OfferedSlot[];
  readonly reason: OfferReason;
  readonly language?: CustomerLanguage;
};

/**
 * The whole offer text: why, then the times, then (with the lead's booking link, issue 34) where to pick
 * any other time. Null when there is nothing to offer (a person takes over).
 */
export function slotOfferText(
  offer: SlotOffer & {
    /** The lead's booking link, when the installation has them; the reply by number still books. */
    readonly bookingLink?: string | null;
  },
): string | null {
  const why = offerWithoutLink(offer);
  if (why === null || !offer.bookingLink) return why;
  return `${why}${OFFER_WORDS[offer.language ?? 'en'].anyTime(offer.bookingLink)}`;
}

function offerWithoutLink(offer: SlotOffer): string | null {
  if (offer.slots.length === 0) return null;
  const language = offer.language ?? 'en';
  const words = OFFER_WORDS[language];
  const times = offeredTimesText(offer.slots, offer.zone, language);
  const name = offer.firstName.trim();
  switch (offer.reason.kind) {
    case 'asked':
      return `${name ? words.thanks(name) : ''}${times}`;
    case 'nothing-fits':
      return `${words.notFree(offer.reason.spokenAsked)}${times}`;
    case 'taken':
      return `${words.taken(dayOf(offer.reason.taken, offer.zone, language), clockOf(offer.reason.taken, offer.zone))}${times}`;
    case 'passed':
      return `${words.passed}${times}`;
    case 'ask-again':
      return `${words.askAgain}${times}`;
  }
}

const ORDINALS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:first|1st|earlier|earliest|sooner)\b/i, 0],
  [/\b(?:second|2nd|later|latest|last)\b/i, 1],
];
/** "1", "#2", "option 1", "1 please", "ok 2 thanks": the number of an offered time. */
const NUMBERED =
  /^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|great|perfect)\W+)?(?:option\W*|number\W*|#\s*)?([1-9])\W*(?:(?:please|pls|plz|thanks|thank you|thx|works|is good|is fine|one)\W*)*$/i;
/** "yes", "ok book it", "sounds good!", "that works": a yes with nothing else in it. */
const AGREED =
  /^\W*(?:(?:yes|yeah|yep|yup|ok(?:ay)?|sure|great|perfect|sounds good|that works|works|book it|please)\W*)+$/i;
const CLOCK_SAID = /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?=\W|$)/gi;

/**
 * Which offered time the customer picked, as its index; null when the words do not pick exactly one.
 * A number the offer listed ("1", "option 2"), an ordinal ("the first", "2nd one", "the later"), or a time
 * among those offered ("2:30", "the 3 pm"): a bare hour is matched on the 12-hour clock, as said.
 */
export function readSlotPick(text: string, slots: readonly OfferedSlot[], zone: string): number | null {
  // One time offered ("Reply 1 to book it"): a plain yes takes it.
  if (slots.length === 1 && AGREED.test(text.trim())) return 0;
  const numbered = NUMBERED.exec(text.trim());
  if (numbered) {
    const index = Number(numbered[1]) - 1;
    return index < slots.length ? index : null;
  }
  const ordinals = ORDINALS.filter(([pattern, index]) => pattern.test(text) && index < slots.length);
  if (ordinals.length === 1) return ordinals[0]![1];
  if (ordinals.length > 1) return null;
  const matching = new Set<number>();
  for (const said of text.matchAll(CLOCK_SAID)) {
    const [hour, minute, half] = [Number(said[1]), said[2] === undefined ? null : Number(said[2]), said[3]];
    slots.forEach((slot, index) => {
      const at = DateTime.fromISO(slot.startsAt, { zone });
      const hourMatches = half
        ? at.toFormat('h') === String(hour) && at.toFormat('a').toLowerCase()[0] === half.toLowerCase()[0]
        : at.hour % 12 === hour % 12;
      if (hourMatches && (minute === null ? true : at.minute === minute)) matching.add(index);
    });
  }
  if (matching.size !== 1) return null;
  return [...matching][0]!;
}

/** What the assistant does with a reply while an offer waits. */
export type OfferReplyStep = 'book' | 'offer-asked' | 'ask-again' | 'hand-off' | 'code';

/**
 * A pick books it; a newly named day or time is offered afresh; words about booking that pick nothing are
 * asked about once, then a person takes over; anything else (a complaint, a wrong number) follows its code.
 */
export function offerReplyStep(reply: {
  readonly picked: boolean;
  readonly askedNewTime: boolean;
  readonly aboutBooking: boolean;
  readonly askedAgainBefore: boolean;
}): OfferReplyStep {
  if (reply.picked) return 'book';
  if (reply.askedNewTime) return 'offer-asked';
  if (!reply.aboutBooking) return 'code';
  return reply.askedAgainBefore ? 'hand-off' : 'ask-again';
}

/**
 * The answer to a customer who already has a booked appointment and writes about more work: their
 * advisor takes it (never "what day works for you?").
 */
export function existingAppointmentReplyText(facts: {
  readonly firstName: string;
  /** When, as the customer's language says it (appointmentWhen or appointmentWhenSpanish). */
  readonly spokenWhen: string;
  readonly advisorName: string | null;
  readonly language?: CustomerLanguage;
}): string {
  const name = facts.firstName.trim();
  if (facts.language === 'es') {
    const advisor = facts.advisorName?.trim() || 'su asesor de servicio';
    return `¡Gracias${name ? ` ${name}` : ''}! Tiene su cita el ${facts.spokenWhen}. Le pasé su mensaje a ${advisor}, quien le responderá al respecto.`;
  }
  const advisor = facts.advisorName?.trim() || 'your service advisor';
  return `Thanks${name ? ` ${name}` : ''}! You are booked for ${facts.spokenWhen}. I have passed your message to ${advisor}, who will get back to you about it.`;
}

/** The note that hands the customer's words about more work to the advisor of their booked appointment. */
export function existingAppointmentNote(facts: {
  readonly advisorName: string | null;
  readonly spokenWhen: string;
  readonly said: string;
}): string {
  const advisor = facts.advisorName?.trim() || 'the advisor';
  return `For ${advisor}: the customer, booked for ${facts.spokenWhen}, writes: ${quoteInNote(facts.said)}. Please answer them about the work they ask for.`;
}

const TRANSPORT_SAID: ReadonlyArray<readonly [RegExp, TransportType]> = [
  [/\bloaners?\b|\bcourtesy car\b|\brental\b/i, 'LOANER'],
  [/\bshuttle\b|\b(?:a )?ride (?:home|back)\b/i, 'SHUTTLE'],
  [
    /\b(?:i(?:'|’)?ll|i will|i can|can i|to) wait\b|\bwhile i wait\b|\bwait(?:ing)? for it\b|\bwaiter\b/i,
    'WAITER',
  ],
  [/\bdrop(?:ping)?(?: it)? off\b|\bdrop-off\b|\bleave it\b/i, 'DROP_OFF'],
];

/**
 * How the customer says they will come, when they say it ("I'll wait", "need a loaner", "drop it off"):
 * the free times are those of that transport (each has its own limit). Null when not said, or when the
 * words name more than one.
 */
export function transportSaid(text: string): TransportType | null {
  const said = new Set(TRANSPORT_SAID.filter(([pattern]) => pattern.test(text)).map(([, kind]) => kind));
  return said.size === 1 ? [...said][0]! : null;
}

import { DateTime } from 'luxon';
import { spanishClock, spanishDay } from '../appointments/spanish-dates.js';
import type { CustomerLanguage } from '../leads/customer-language.js';
import type { RequestedTime } from './date-time-reading.rules.js';
import { SPANISH_REPLIES } from './spanish-replies.js';

/**
 * The assistant speaks the customer's language (issue 31). Templates are written in English (the
 * spec's words) and looked up in Spanish; a template with no Spanish version goes in English rather
 * than not at all (a test keeps that list empty).
 */
export function replyInLanguage(template: string, language: CustomerLanguage): string {
  return language === 'es' ? (SPANISH_REPLIES.get(template) ?? template) : template;
}

/** The assistant's own short texts that are not a code's reply, by name, in both languages. */
export const ASSISTANT_TEXTS = {
  /** A reply handed to a person (issue 31 point 3). */
  teamWillTextShortly: {
    en: 'Thanks, a member of our team will text you shortly.',
    es: 'Gracias, una persona de nuestro equipo le escribirá en breve.',
  },
  /** How the customer picks one of the offered slots (issue 31 point 5): 'Reply 1 or 2'. */
  replyOneOrTwo: { en: 'Reply 1 or 2', es: 'Responda 1 o 2' },
  /** An answer the assistant could not read twice: a person takes over. */
  notSureAskOnce: {
    en: 'Sorry, I did not catch that. Which day and time work best for you?',
    es: 'Disculpe, no le entendí. ¿Qué día y hora le quedan mejor?',
  },
} as const satisfies Record<string, Readonly<Record<CustomerLanguage, string>>>;
export type AssistantTextKey = keyof typeof ASSISTANT_TEXTS;

/** One of the assistant's named texts in the customer's language: `assistantText('teamWillTextShortly', 'es')`. */
export const assistantText = (key: AssistantTextKey, language: CustomerLanguage): string =>
  ASSISTANT_TEXTS[key][language];

/**
 * The time the customer asked for, said back (a template: the placeholders are rendered after). The
 * English is the assistant's reply as it was; the Spanish names the day and time in Spanish.
 */
export function timeOfferText(asked: RequestedTime, language: CustomerLanguage): string {
  if (language === 'en')
    return `Thanks \${lead.contact.firstName}! ${asked.spoken} at \${lead.office.name}: let me check that time for your \${lead.product.model}, and we will confirm shortly.`;
  const at = DateTime.fromISO(asked.start, { setZone: true });
  const spoken = at.isValid
    ? `El ${spanishDay(at)}${asked.time ? ` a las ${spanishClock(at)}` : ''}`
    : asked.spoken;
  return `¡Gracias \${lead.contact.firstName}! ${spoken} en \${lead.office.name}: voy a revisar esa hora para su \${lead.product.model} y le confirmaremos en breve.`;
}

/**
 * Free slots offered on one day, in either language (named apart from the booking step's own
 * `slotOfferText`, which words its reasons in English; this is the Spanish it can use):
 * 'Tuesday Dec 8: 9:00 or 9:30 AM with Angela. Reply 1 or 2' or, in Spanish,
 * 'martes 8 de diciembre: 9:00 o 9:30 AM con Angela. Responda 1 o 2'. Times are the store's wall clock.
 */
export function daySlotsOfferText(
  offer: {
    /** The slots' starts, ISO with the store's offset, all on one day. */
    readonly startsAt: readonly string[];
    readonly advisorName?: string | null;
  },
  language: CustomerLanguage,
): string {
  const slots = offer.startsAt.map((at) => DateTime.fromISO(at, { setZone: true }).setLocale('en-US'));
  const first = slots[0];
  if (!first?.isValid) return '';
  const sameHalf = slots.every((at) => at.toFormat('a') === first.toFormat('a'));
  const clock = (at: DateTime, last: boolean) => at.toFormat(sameHalf && !last ? 'h:mm' : 'h:mm a');
  const times = slots.map((at, index) => clock(at, index === slots.length - 1));
  const or = language === 'es' ? ' o ' : ' or ';
  const listed = `${times.slice(0, -1).join(', ')}${times.length > 1 ? or : ''}${times.at(-1) ?? ''}`;
  const advisor = offer.advisorName?.trim();
  const reply =
    slots.length === 2
      ? assistantText('replyOneOrTwo', language)
      : language === 'es'
        ? `Responda ${slots.map((_, index) => index + 1).join(', ')}`
        : `Reply ${slots.map((_, index) => index + 1).join(', ')}`;
  if (language === 'es')
    return `${spanishDay(first)}: ${listed}${advisor ? ` con ${advisor}` : ''}. ${reply}`;
  return `${first.toFormat('cccc LLL d')}: ${listed}${advisor ? ` with ${advisor}` : ''}. ${reply}`;
}

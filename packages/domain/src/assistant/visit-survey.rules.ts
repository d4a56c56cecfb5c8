import type { CustomerLanguage } from '../leads/customer-language.js';
import type { RepairOrderStatus } from '../repair-orders/repair-order-status.rules.js';
import { z } from 'zod';
import { quoteInNote } from '../format/note-quote.js';

/**
 * Issue 34 part 2, after the visit: when a repair order reaches Closed ROs its customer gets one
 * thank-you text asking how it went, 1 to 5. A 1–3 (or a complaint in words) goes privately to the
 * store's service manager; a 4–5 is invited to review the store, when the store has a review link.
 */

export type SurveyScore = 1 | 2 | 3 | 4 | 5;
/** The highest score that goes to the service manager: 3 is a manager's, 4 a review's. */
export const LOW_SCORE_UP_TO = 3;
/** How long a thank-you waits for its answer: after a week a bare "2" means something else again. */
export const SURVEY_ANSWER_DAYS = 7;

/** A visit earns its thank-you once: when its order closes, for a customer Torque can reach (a lead). */
export function thankYouDue(visit: {
  readonly status: RepairOrderStatus;
  readonly hasLead: boolean;
  readonly alreadyAsked: boolean;
}): boolean {
  return visit.status === 'CLOSED' && visit.hasLead && !visit.alreadyAsked;
}

export type ThankYouContext = { readonly firstName: string; readonly storeName: string };

const THANK_YOU: Readonly<Record<CustomerLanguage, (c: ThankYouContext) => string>> = {
  en: (c) =>
    `Hi ${c.firstName}, thank you for your visit to ${c.storeName}. How did it go? Reply 1 to 5 (5 is great).`,
  es: (c) =>
    `Hola ${c.firstName}, gracias por su visita a ${c.storeName}. ¿Cómo le fue? Responda del 1 al 5 (5 es excelente).`,
};

/** The thank-you text, in the customer's language. */
export const thankYouText = (context: ThankYouContext, language: CustomerLanguage): string =>
  THANK_YOU[language](context);

const NUMBER_WORDS: Readonly<Record<string, SurveyScore>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
};
/** Words that may follow a score without changing it: "5 stars", "4 out of 5", "5/5", "3 de 5". */
const SCALE_WORDS = new Set([
  'star',
  'stars',
  'estrella',
  'estrellas',
  'out',
  'of',
  'de',
  '5',
  '/5',
  'points',
]);
const STAR = '⭐';

const scoreOfToken = (token: string): SurveyScore | null => {
  if (/^[1-5]$/.test(token)) return Number(token) as SurveyScore;
  if (/^[1-5]\/5$/.test(token)) return Number(token[0]) as SurveyScore;
  return NUMBER_WORDS[token] ?? null;
};

/**
 * The score a reply gives, or null when it gives none: "2", "five", "5 stars", "4/5", "3 out of 5",
 * "cinco", "⭐⭐⭐⭐", and the same followed by words after a stop ("2 - the wait was long"). A number
 * inside a sentence ("2 hours wait", "I have 2 cars") is no score. Linear: split on spaces, no regex
 * over the whole reply.
 */
export function readSurveyScore(reply: string): SurveyScore | null {
  const text = reply.trim().toLowerCase();
  if (text.length === 0 || text.length > 2000) return null;
  const stars = [...text].filter((mark) => mark === STAR).length;
  if (stars >= 1 && stars <= 5 && text.replaceAll(STAR, '').replace(/[\s\ufe0f]/g, '') === '')
    return stars as SurveyScore;
  // The score part ends at the first stop; what follows is the customer's words.
  const stop = text.search(/[,.;:!?()\-–—\n]/);
  const head = (stop === -1 ? text : text.slice(0, stop)).trim();
  const tokens = head.split(/\s+/).filter((token) => token.length > 0);
  const [first, ...rest] = tokens;
  if (first === undefined) return null;
  const score = scoreOfToken(first);
  if (score === null) return null;
  return rest.every((token) => SCALE_WORDS.has(token)) ? score : null;
}

export const isLowScore = (score: SurveyScore): boolean => score <= LOW_SCORE_UP_TO;

/** What the answer does: to the service manager (low or a complaint), or a review invitation. */
export type SurveyAnswer =
  | { readonly kind: 'manager'; readonly score: SurveyScore | null }
  | { readonly kind: 'review'; readonly score: SurveyScore };

/**
 * How a reply answers the thank-you: a score reads as itself; a complaint in words (the classifier's
 * complaint code among its meanings) goes to the manager with or without a score; anything else is no
 * answer, and the assistant reads it as it reads every reply.
 */
export function surveyAnswerOf(reply: string, complaint: boolean): SurveyAnswer | null {
  const score = readSurveyScore(reply);
  if (complaint || (score !== null && isLowScore(score))) return { kind: 'manager', score };
  return score === null ? null : { kind: 'review', score };
}

/**
 * Whether a reply is read as the survey's answer: a survey awaits one (asked, unanswered, within its
 * week) and it is the last question asked. A booking offer ("Reply 1 or 2") made after the thank-you
 * keeps its numbers; a thank-you after the offer takes them.
 */
export function surveyTakesReply(input: {
  readonly surveyAskedAt: Date | null;
  readonly offerMadeAt: Date | null;
  readonly now: Date;
}): boolean {
  const { surveyAskedAt, offerMadeAt, now } = input;
  if (surveyAskedAt === null || surveyAskedAt.getTime() > now.getTime()) return false;
  if (now.getTime() - surveyAskedAt.getTime() > SURVEY_ANSWER_DAYS * 86_400_000) return false;
  return offerMadeAt === null || offerMadeAt.getTime() < surveyAskedAt.getTime();
}

/** The private note the service manager finds: the score or the complaint, the visit and the words. */
export function managerHandOffNote(input: {
  readonly managerName: string | null;
  readonly score: SurveyScore | null;
  readonly roNumber: string;
  readonly text: string;
}): string {
  const what =
    input.score === null
      ? `a complaint after the visit (repair order ${input.roNumber})`
      : `rated the visit ${input.score} of 5 (repair order ${input.roNumber})`;
  const to = input.managerName
    ? ` (service manager ${input.managerName})`
    : ' (no service manager is set up for this store)';
  return `Handed to you${to}: ${what}. Customer wrote: ${quoteInNote(input.text)}`;
}

/** What staff read when a 4–5 got its answer: the score and whether the review link went, or why not. */
export function reviewNote(input: {
  readonly score: SurveyScore;
  readonly roNumber: string;
  readonly linkSent: boolean;
}): string {
  const rated = `Rated the visit ${input.score} of 5 (repair order ${input.roNumber})`;
  return input.linkSent
    ? `${rated}: the store's review link was sent.`
    : `${rated}: no review link was sent, because this store has none set in Settings › Review link.`;
}

const SORRY: Readonly<Record<CustomerLanguage, (firstName: string) => string>> = {
  en: (name) => `Thank you for telling us, ${name}. Our service manager will contact you shortly.`,
  es: (name) =>
    `Gracias por decírnoslo, ${name}. Nuestro gerente de servicio se comunicará con usted pronto.`,
};
const REVIEW: Readonly<Record<CustomerLanguage, (name: string, url: string) => string>> = {
  en: (name, url) =>
    `Thank you, ${name}! We are glad it went well. Would you tell others in a review? ${url}`,
  es: (name, url) => `¡Gracias, ${name}! Nos alegra que todo haya salido bien. ¿Nos deja una reseña? ${url}`,
};
const THANKS: Readonly<Record<CustomerLanguage, (name: string) => string>> = {
  en: (name) => `Thank you, ${name}! We are glad it went well.`,
  es: (name) => `¡Gracias, ${name}! Nos alegra que todo haya salido bien.`,
};

/** The customer's answer to their answer, in their language. */
export function surveyReplyText(
  answer: SurveyAnswer,
  context: { readonly firstName: string; readonly reviewUrl: string | null },
  language: CustomerLanguage,
): string {
  if (answer.kind === 'manager') return SORRY[language](context.firstName);
  return context.reviewUrl
    ? REVIEW[language](context.firstName, context.reviewUrl)
    : THANKS[language](context.firstName);
}

export const REVIEW_URL_MAX = 500;
export const REVIEW_URL_INVALID =
  'The review link must be a full https:// address, e.g. https://g.page/r/your-store/review.';

/** https only, to a real domain (no localhost, no bare address). */
const HTTPS_URL = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A review link a store may save: an https URL with a host, at most 500 characters; null clears it. */
export function reviewUrlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.length > REVIEW_URL_MAX) return `The review link must be at most ${REVIEW_URL_MAX} characters.`;
  if (/\s/.test(trimmed) || !HTTPS_URL.safeParse(trimmed).success) return REVIEW_URL_INVALID;
  return null;
}

/** The store's service manager among its staff: a service division manager, else the store's manager. */
export function serviceManagerOf<T extends { readonly role: string; readonly divisionId: string }>(
  staff: readonly T[],
): T | null {
  return (
    staff.find((user) => user.role === 'DIVISION_MANAGER' && user.divisionId === 'DIV004') ??
    staff.find((user) => user.role === 'OFFICE_MANAGER') ??
    null
  );
}

import { readConsentReply } from './consent-reply.rules.js';

/**
 * Reading an inbound text as an SMS opt-out or opt-in (TCPA / CTIA keywords), for callers that need
 * only the change of consent: an opt-out adds the SMS_OPT_OUT mark at once; START / UNSTOP remove it.
 * The rules are readConsentReply's (consent-reply.rules.ts); a help request, a possible opt-out and a
 * request about calls or e-mail change no consent here.
 */
export type ConsentIntent = 'opt-out' | 'opt-in' | 'none';

export { OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from './consent-words.js';
// The richer reading goes out through this file, the one the context's index exports whole.
export { readConsentReply, type ConsentReply } from './consent-reply.rules.js';
export { OPT_OUT_REASONS, type OptOutReason } from './opt-out-reason.rules.js';
export type { ReplyLanguage } from './reply-language.rules.js';

/** Upper-case words only: punctuation, emoji and spacing do not change what a customer meant. */
export function normaliseInboundText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u2018\u2019']/g, ' ')
    .replace(/[^A-Za-z0-9\s-]/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/** What an inbound text says about SMS consent. */
export function consentIntentOf(text: string): ConsentIntent {
  const { intent } = readConsentReply(text);
  return intent === 'opt-out' || intent === 'opt-in' ? intent : 'none';
}

/**
 * Whether a text that changes consent was a keyword reply ('STOP', 'stop please', 'stpo') rather than
 * free text ("please stop texting me"): the consent ledger records which one the customer sent.
 */
export const isConsentKeywordReply = (text: string): boolean => readConsentReply(text).keyword;

export const isOptOutText = (text: string): boolean => consentIntentOf(text) === 'opt-out';
export const isOptInText = (text: string): boolean => consentIntentOf(text) === 'opt-in';

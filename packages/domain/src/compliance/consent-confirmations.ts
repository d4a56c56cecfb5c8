import type { ContactChannel } from './consent-channel.js';
import type { ReplyLanguage } from './reply-language.rules.js';
import { quoteInNote } from '../format/note-quote.js';

/**
 * What the customer and staff are told after a consent reply (issue 29): the carriers' one confirmation
 * in the customer's language, the HELP answer, and the notes staff see in the conversation. English
 * confirmations are the assistant's (assistant-replies.ts); these are templates rendered with the lead.
 */
export const OPT_OUT_CONFIRMATION_ES =
  '${lead.office.name}: Has sido dado de baja y no recibirás más mensajes. Responde START para volver a suscribirte.';
export const OPT_IN_CONFIRMATION_ES =
  '${lead.office.name}: Te has vuelto a suscribir a nuestros mensajes. Responde STOP para darte de baja.';

/** The answer to HELP / INFO / AYUDA: who is texting and how to reach them. */
export function helpReply(language: ReplyLanguage, storePhone: string): string {
  return language === 'es'
    ? `\${lead.office.name}: para ayuda, llámenos o escríbanos al ${storePhone}. Responda STOP para darse de baja.`
    : `\${lead.office.name}: for help, call or text us at ${storePhone}. Reply STOP to opt out.`;
}

/** The note staff see when a reply may be an opt-out: the assistant is paused until they decide. */
export const POSSIBLE_OPT_OUT_NOTE = 'Possible opt-out: confirm / not an opt-out';

/** The note staff see when a customer asks us to stop calling or e-mailing (texts stay on). */
export function otherChannelNote(channel: Exclude<ContactChannel, 'text' | 'any'>, said: string): string {
  const what = channel === 'call' ? 'not to be called' : 'not to be e-mailed';
  return `The customer asked ${what} (texts stay on): ${quoteInNote(said)}`;
}

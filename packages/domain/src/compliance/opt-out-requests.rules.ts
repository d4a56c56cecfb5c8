import { channelOfWord, type ContactChannel } from './consent-channel.js';
import { keywordOf } from './consent-keywords.rules.js';
import { squeezed } from './consent-text.js';

/**
 * Requests to stop said in a sentence rather than as a keyword, read one clause at a time. Each rule
 * gives the channel the request is about; a negated request ("don't stop the reminders", "never
 * unsubscribe me") is no request. Clauses are words and single spaces (consent-text.ts); every
 * pattern is a fixed sequence of words with bounded gaps, so none can backtrack.
 */

/** Verbs that, followed by a channel, ask us to stop it: "stop texting", "quit sending me messages". */
const STOP_VERBS = ['stop', 'quit', 'cease', 'halt', 'discontinue', 'end', 'cancel'];
/** Verbs that, after "don't" or "never", ask the same: "don't text me", "never message this number". */
const CONTACT_VERBS = ['text', 'txt', 'message', 'msg', 'contact', 'call', 'email', 'send', 'bother', 'spam'];
/** Words that may sit between a verb and its channel: "stop sending me all these texts". */
const BETWEEN = [
  'sending',
  'phone',
  'up',
  'house',
  'home',
  'work',
  'office',
  'landline',
  'from',
  'me',
  'us',
  'the',
  'these',
  'those',
  'this',
  'that',
  'your',
  'all',
  'with',
  'any',
  'more',
  'of',
  'my',
  'our',
  'number',
  'so',
  'many',
  'automated',
  'auto',
  'cell',
  'service',
  'marketing',
  'sales',
  'stupid',
  'dang',
  'damn',
  'freaking',
  'fucking',
  'and',
  'or',
  'ing',
  'u',
  'you',
];
/** A negation right before a verb: "please don't stop", "I never said stop", "no need to cancel". */
const NEGATORS = [
  'dont',
  'do not',
  'never',
  'not',
  'wont',
  'didnt',
  'doesnt',
  'no need to',
  'shouldnt',
  'cant',
];
/** Words a negation reaches over: "I'm not gonna unsubscribe", "don't ever stop". */
const REACHES_OVER = [
  'please',
  'ever',
  'even',
  'just',
  'gonna',
  'going to',
  'want to',
  'wanna',
  'need to',
  'plan to',
];
const NEGATION = new RegExp(`(?:^| )(?:${NEGATORS.join('|')})(?: (?:${REACHES_OVER.join('|')}))? $`);
/** "Why don't you stop texting me": a negation asking "you" is still the request. */
const ASKING_YOU = / (?:you|u|yall|ya) $/;

/** The channels a clause asks us to stop, with "text" for a request about SMS. */
export function requestedChannels(clause: string): ContactChannel[] {
  const words = clause.split(' ');
  const found: ContactChannel[] = [];
  for (let i = 0; i < words.length; i++) {
    const before = ` ${words.slice(Math.max(0, i - 4), i).join(' ')} `;
    const negated = NEGATION.test(before) && !ASKING_YOU.test(before);
    if (isStopVerb(words[i]!) && !negated) found.push(...objectChannels(words, i + 1));
    if (words[i] === 'no' && ['more', 'further'].includes(words[i + 1] ?? '') && !negated)
      found.push(...objectChannels(words, i + 2));
    if (/ (?:dont|do not|never|no more|no longer|not to) (?:ever |you |u |please )?$/.test(before)) {
      const verb = words[i]!.replace(/(?:ing|s|ed)$/, '');
      if (CONTACT_VERBS.includes(verb) && words[i + 1] !== 'back' && words[i + 1] !== 'when')
        found.push(...contactedBy(verb, words, i));
    }
  }
  return found;
}

/** "Don't send me e-mails" is about e-mail; "don't send me anything" and "don't text me" about texts. */
function contactedBy(verb: string, words: readonly string[], at: number): ContactChannel[] {
  if (verb !== 'send') return [channelOfWord(verb) ?? 'text'];
  const named = objectChannels(words, at + 1);
  return named.length > 0 ? named : ['text'];
}

/** "stop", "quit", "cease" as typed: "sotp texting me", "stooop texting". */
const isStopVerb = (word: string): boolean =>
  STOP_VERBS.includes(squeezed(word)) || (word.length >= 3 && keywordOf(word, ['STOP']) !== null);

/**
 * The channels a stop verb's object names: up to six words on, through words that do not end it.
 * "Sending" alone is texts; "stop sending me emails" is e-mail.
 */
function objectChannels(words: readonly string[], from: number): ContactChannel[] {
  const channels: ContactChannel[] = [];
  const end = Math.min(words.length, from + 6);
  let j = from;
  for (; j < end; j++) {
    const channel = channelOfWord(words[j]!);
    if (channel) channels.push(channel);
    else if (!BETWEEN.includes(words[j]!)) break;
  }
  const sending = words.slice(from, j).includes('sending');
  return channels.length === 0 && sending ? ['text'] : channels;
}

/** Sentences that ask for SMS to end whatever channel words they hold. */
const TEXT_REQUESTS: readonly RegExp[] = [
  /\b(?:remove|delete|erase|drop|lose|scratch|unlist|forget) (?:me|us|my (?:\w+ )?(?:number|#|phone|cell|info|information|contact|name|details)|this (?:number|#|phone|cell))\b/,
  // ...but not off a list that is no messaging: "take me off the waitlist".
  /\b(?:take|get|put|cross|pull) (?:me|us|my (?:\w+ )?(?:number|#|phone|cell|info|name)|this (?:number|#|phone)) (?:\w+ )?(?:off|out)\b(?! (?:of )?(?:the |your |that )?(?:wait ?list|waiting list|schedule|calendar|appointment|loaner|rental)\b)/,
  /\b(?:unsubscribe|unsub|unsubscribed|unsubscribing|optout|opt (?:me )?out|opted out)\b(?! (?:my|the|this|that|our) (?:\w+ )?(?:car|vehicle|truck|van|suv|account)\b)/,
  /\b(?:revoke|withdraw|no longer (?:give|consent)|(?:dont|do not|not) consent)\b(?: \w+){0,3}? (?:texts|text|messages|sms|consent|texting)\b/,
  /\b(?:remove|delete|erase|take|get) (?:it|this|that|this number|my info) (?:from|off|out of) (?:your|the|ur|this) (?:\w+ )?(?:list|system|database|records|contacts|file)\b/,
  /\b(?:(?:f[a-z]*|piss|buzz|bugger|back) off|go away|get lost|enough|done) with (?:your |these |the |all |this |those |ur )?(?:texts|messages|msgs|texting|spam|reminders)\b/,
  /\b(?:say|said|saying|told you|tell you|typed|texted|replied|reply|wrote|sent) (?:you )?(?:to )?(?:stop|unsubscribe|opt out|quit)\b/,
  /\b(?:do not|dont) (?:contact|text|disturb) list\b/,
  /\bleave (?:me|us) alone\b/,
  /\bno (?:more|further) (?:\w+ )?(?:texts|text|messages|message|msgs|txts|reminders|sms|contact)\b/,
  /\bno (?:texts|messages|msgs|txts|texting|more texting)\b/,
  /\b(?:dont|do not|no longer) (?:want|need|wish) (?:to (?:get|receive|be) )?(?:any |these |your |those |the |more |further |to get |of )*(?:texts|text|messages|msgs|sms|reminders|txts|texting|contacted|notifications)\b/,
  /\bnot interested in (?:receiving |getting )?(?:texts|messages|text messages|these)\b/,
];
/** The same in Spanish: "no me manden mensajes", "dejen de escribirme", "borren mi número", "denme de baja". */
const SPANISH_REQUESTS: readonly RegExp[] = [
  /\bno (?:me |nos )?(?:manden|mandes|mande|envien|envies|envie|escriban|escribas|escriba|texteen|textees|contacten|contactes|molesten|molestes)\b(?! (?:correos?|emails?|e mails?)\b)/,
  /\bdej(?:en|a|e|ar) de (?:escribir|mandar|enviar|textear|contactar|molestar|mensajear)/,
  /\bno quiero (?:que me (?:manden|envien|escriban|contacten)|(?:(?:recibir|mas|sus|tus|los|estos|esos|ningun|ningunos|ningunas|mensajes de|textos de) ){0,3}(?:mensajes|mensaje|textos|msjs?|notificaciones|recordatorios))\b/,
  /\b(?:borr|elimin|quit|sac)(?:en|a|e|ar|an|alo) (?:mi|este|el) (?:numero|telefono|cel|celular|contacto)\b/,
  /\b(?:borr|elimin|quit|sac)(?:enme|ame|eme|arme|anme) (?:de )?(?:la|su|sus|tu|esta)? ?(?:lista|sistema|base)\b/,
  /\bde baja\b/,
  /\bno (?:mas|quiero mas) (?:mensajes|textos|msjs?)\b/,
  /\bya no (?:me )?(?:manden|envien|escriban|quiero|mas)\b(?! (?:correos?|emails?|e mails?|llamadas|llamen)\b)/,
  /\b(?:ya )?basta (?:de|con) (?:\w+ )?(?:mensajes|textos|msjs?)\b/,
  /\bcancel(?:ar|en|a|o) (?:la |mi |los |sus )?(?:suscripcion|subscripcion|mensajes|textos)\b/,
];
/** Unsubscribing from e-mail: "take me off your email list", "unsubscribe me from your emails". */
const EMAIL_REQUESTS: readonly RegExp[] = [
  /\b(?:remove|take|delete|unsubscribe|drop|get|opt) (?:\w+ ){0,3}?(?:from|off|out of) (?:your |the |this |ur |all |of )?(?:e mail|email|emails|mailing)\b/,
];
const SPANISH_OTHER_CHANNEL: readonly [RegExp, ContactChannel][] = [
  [/\bno (?:me |nos )?(?:llamen|llames|llame)\b/, 'call'],
  [/\bdej(?:en|a|e) de llamar/, 'call'],
  [/\bno (?:me |nos )?(?:manden|mandes|envien|envies) (?:correos?|emails?|e mails?)\b/, 'email'],
];

/** Asking for texts again in a sentence: "please start texting me again", "opt me back in". */
const OPT_IN_REQUESTS: readonly RegExp[] = [
  /\b(?:start|resume|restart|continue) (?:\w+ ){0,2}?(?:texting|sending|texts|messages|messaging)\b/,
  /\b(?:want|like|get|receive) (?:to (?:get|receive) )?(?:\w+ )?(?:texts|messages|text messages|reminders) again\b/,
  /\b(?:opt|sign|put|add) (?:me |us )?(?:back )?(?:in|up|on)\b(?: (?:again|for (?:texts|messages)))?$/,
  /\bopt (?:me |us )?back in\b/,
  /\b(?:volver a|quiero) recibir (?:\w+ )?(?:mensajes|textos)\b/,
  /\b(?:mensajes|textos) (?:de nuevo|otra vez)\b/,
];

/** Whether a clause asks for texts again (and no negation stands before it). */
export const asksForTextsAgain = (clauses: readonly string[]): boolean =>
  clauses.some((clause) => OPT_IN_REQUESTS.some((pattern) => isAsked(pattern, clause)));

/** What every clause of a reply asks us to stop. */
export function requestsIn(clauses: readonly string[]): ContactChannel[] {
  const channels: ContactChannel[] = [];
  for (const clause of clauses) {
    channels.push(...requestedChannels(clause));
    if (EMAIL_REQUESTS.some((pattern) => isAsked(pattern, clause))) channels.push('email');
    else if ([...TEXT_REQUESTS, ...SPANISH_REQUESTS].some((pattern) => isAsked(pattern, clause)))
      channels.push('text');
    for (const [pattern, channel] of SPANISH_OTHER_CHANNEL) if (pattern.test(clause)) channels.push(channel);
  }
  return channels;
}

/** A pattern asks only when no negation stands right before it: "don't remove me", "no dejen de escribirme". */
function isAsked(pattern: RegExp, clause: string): boolean {
  const match = pattern.exec(clause);
  if (!match) return false;
  const before = ` ${clause.slice(0, match.index).trim()} `;
  return !(NEGATION.test(before) || / no $/.test(before)) || ASKING_YOU.test(before);
}

import type { ConsentReply } from '../compliance/consent-reply.rules.js';
import type { CustomerLanguage } from '../leads/customer-language.js';

/**
 * Which language a customer's reply is written in (issue 31), read from words only Spanish uses and
 * words only English uses. Words both share or that carry no language ("ok", "no", "si" is Spanish
 * but "no" is both), numbers and emoji say nothing, so a short "ok" or "👍" never switches the language.
 *
 * The rule is asymmetric on purpose: one Spanish word ("gracias", "sí", "¿quién es?") or Spanish
 * punctuation (¿ ¡) is enough to answer in Spanish, since an English speaker rarely writes one; but a
 * Spanish speaker often answers "yes" or "thanks", so going back to English takes a clearly English
 * reply: at least two English words and no Spanish one. Staff can always set the language by hand.
 */
export type ReplyLanguageSignal = CustomerLanguage | null;

/** English words that make a reply clearly English: this many, with no Spanish word. */
export const CLEARLY_ENGLISH_WORDS = 2;

// Words compared without accents and in lower case ("quién" and "QUIEN" are the same word). None is
// also an English word or a common name ("come", "me", "no", "son", "sin", "favor", "ya", "al" and
// "la" are left out), so an English reply never reads as Spanish.
const SPANISH = new Set(
  (
    'si gracias hola buenos buenas dias tardes noches quien que cuando donde cual cuanto cuanta ' +
    'porque por para puedo puede pueden podemos quiero quisiera necesito tengo tiene estoy esta ' +
    'estan eso este esto es soy fue hoy manana ahora luego despues tambien nada nunca siempre ' +
    'lunes martes miercoles jueves viernes sabado domingo semana proxima proximo hora horas tarde ' +
    'cita citas carro coche camioneta vehiculo servicio aceite llantas frenos taller vendi vendido ' +
    'numero equivocado equivocada llamar llamame llamen hablar hablo espanol ingles claro bueno vale ' +
    'perdon disculpe senor senora usted ustedes nosotros ellos mi mis su sus el los las del una uno ' +
    'unos con pero muchas muchos mucho poco todo bien mal gusto seguro'
  ).split(' '),
);

// Words of an English reply that Spanish does not use ("no", "ok", "me", "a" are both and left out).
const ENGLISH = new Set(
  (
    'yes yeah yep yup nope thanks thank you hello hi hey who what when where why how please the is ' +
    "are was this that my i im i'm it its it's have has need want would could can will not dont " +
    "don't do does did sold car truck appointment tomorrow today tonight morning afternoon evening " +
    'week next monday tuesday wednesday thursday friday saturday sunday time call number wrong ' +
    'service sure good great fine already done later busy bring coming works work around after before ' +
    'with for and but of to in on at be been am us we our your just text here there'
  ).split(' '),
);

/** A word without the quote marks around it ("'ok'" is "ok"); a loop, so it stays linear. */
function unquoted(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === "'") start += 1;
  while (end > start && word[end - 1] === "'") end -= 1;
  return word.slice(start, end);
}

/** The reply's words: lower case, accents dropped, split on anything that is not a letter or apostrophe. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}']+/u)
    .map(unquoted)
    .filter((word) => word.length > 0);
}

/** Spanish's opening question and exclamation marks: no English reply has them. */
const SPANISH_MARKS = /[¿¡]/u;

/** The language the reply is written in, or null when it does not tell (keep the customer's language). */
export function replyLanguage(text: string): ReplyLanguageSignal {
  let spanish = SPANISH_MARKS.test(text) ? 1 : 0;
  let english = 0;
  for (const word of wordsOf(text)) {
    if (SPANISH.has(word)) spanish += 1;
    else if (ENGLISH.has(word)) english += 1;
  }
  if (spanish > 0 && spanish >= english) return 'es';
  if (spanish === 0 && english >= CLEARLY_ENGLISH_WORDS) return 'en';
  return null;
}

/** The customer's language after their reply: the reply's when it tells, else unchanged. */
export const languageAfterReply = (current: CustomerLanguage, text: string): CustomerLanguage =>
  replyLanguage(text) ?? current;

/**
 * A bare keyword (STOP, START, HELP) says nothing of the customer's language, so its confirmation goes
 * in the language they are texted in; a sentence keeps the language it was written in.
 */
export const consentReplyInLanguage = (reading: ConsentReply, customer: CustomerLanguage): ConsentReply =>
  reading.keyword && reading.language === 'en' && customer === 'es'
    ? { ...reading, language: 'es' }
    : reading;

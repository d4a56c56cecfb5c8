import { keywordOf } from './consent-keywords.rules.js';
import { clausesWithMarks, plainOf, type Clause } from './consent-text.js';
import {
  HELP_KEYWORDS,
  OPT_IN_KEYWORDS,
  OPT_OUT_KEYWORDS,
  OTHER_LANGUAGE_OPT_OUTS,
  SPANISH_HELP_KEYWORDS,
  SPANISH_OPT_IN_KEYWORDS,
  SPANISH_OPT_OUT_KEYWORDS,
  UNSURE_REPLIES,
  UNSURE_SENTENCES,
  WHOLE_REPLY_ONLY,
} from './consent-words.js';
import {
  CLOSING,
  NEW_SENTENCE,
  NOT_A_REQUEST_AFTER,
  NOT_A_REQUEST_BEFORE,
  NOT_AN_OPT_OUT_AFTER,
  TAKING_BACK,
  TEXTS_STAY,
} from './keyword-context.js';
import { optOutReasonOf, type OptOutReason } from './opt-out-reason.rules.js';
import { asksForTextsAgain, requestsIn } from './opt-out-requests.rules.js';
import { replyLanguageOf, type ReplyLanguage } from './reply-language.rules.js';

/**
 * What a customer's reply says about SMS consent, read by fixed rules (never a model):
 * - 'opt-out': stop texting (a keyword, a sentence asking it, in English or Spanish), with the reason
 *   when the same text gives one;
 * - 'opt-in': START / UNSTOP / COMENZAR or a sentence asking for texts again; 'help': HELP / INFO / AYUDA;
 * - 'possible-opt-out': may be a request to stop ("enough", "no more", a bare "stop calling me") but
 *   says too little to act on: the server pauses automated texts and asks staff;
 * - 'none': anything else, with `channel` when it asks us to stop calling or e-mailing (not texting).
 */
export type ConsentReply = {
  readonly intent: 'opt-out' | 'opt-in' | 'help' | 'possible-opt-out' | 'none';
  readonly channel?: 'call' | 'email';
  readonly reason?: OptOutReason;
  readonly language: ReplyLanguage;
  /** The whole reply is a keyword ("STOP", "stop please", "stpo"), not a sentence. */
  readonly keyword: boolean;
};

const ALL_OPT_OUT: readonly string[] = [...OPT_OUT_KEYWORDS, ...SPANISH_OPT_OUT_KEYWORDS];
/** Keywords that are the request wherever they stand alone: not "cancel", "end", "quit" (an appointment, a month). */
const ANYWHERE: readonly string[] = ALL_OPT_OUT.filter(
  (keyword) => !(WHOLE_REPLY_ONLY as readonly string[]).includes(keyword),
);
export function readConsentReply(text: string): ConsentReply {
  const asSent = text.slice(0, 1600);
  const marked = clausesWithMarks(asSent);
  const clauses = marked.map(({ words }) => words);
  const whole = clauses.join(' ');
  const language = replyLanguageOf(whole, asSent);
  const reply = (intent: ConsentReply['intent'], more: Partial<ConsentReply> = {}): ConsentReply => ({
    intent,
    language,
    keyword: false,
    ...more,
  });
  if (whole === '' && !inOtherLanguage(asSent)) return reply('none');
  if (keywordOf(whole, [...OPT_IN_KEYWORDS, ...SPANISH_OPT_IN_KEYWORDS]))
    return reply('opt-in', { keyword: true });
  if (keywordOf(whole, [...HELP_KEYWORDS, ...SPANISH_HELP_KEYWORDS])) return reply('help', { keyword: true });
  if (keywordOf(whole, ALL_OPT_OUT)) return reply('opt-out', { keyword: true });
  const reason = optOutReasonOf(whole, asSent);
  // "Unsubscribe? No way": a keyword asked as a question is no request; "can you stop texting me?" is.
  const asked = requestsIn(
    marked
      .filter((clause) => !(clause.asked && keywordOf(clause.words, ALL_OPT_OUT)))
      .map(({ words }) => words),
  );
  const optsOut =
    asked.includes('text') ||
    asked.includes('any') ||
    hasKeywordClause(marked) ||
    clauses.some(endsWithKeyword) ||
    opensWithKeyword(clauses[0] ?? '', reason !== undefined) ||
    inOtherLanguage(asSent);
  if (optsOut) return reply('opt-out', reason ? { reason } : {});
  if (asksForTextsAgain(clauses)) return reply('opt-in');
  const other = asked.find((channel) => channel === 'call' || channel === 'email');
  if (other === 'call' && !TEXTS_STAY.test(whole)) return reply('possible-opt-out', { channel: other });
  if (other) return reply('none', { channel: other });
  const unsure =
    clauses.some((clause) => keywordOf(clause, UNSURE_REPLIES) !== null) ||
    UNSURE_SENTENCES.some((pattern) => pattern.test(whole));
  return reply(unsure ? 'possible-opt-out' : 'none');
}

/** Vietnamese is read without its accents; Chinese and Korean as written (decomposing Hangul would break it). */
const inOtherLanguage = (asSent: string): boolean =>
  OTHER_LANGUAGE_OPT_OUTS.some(
    (pattern) => pattern.test(asSent.normalize('NFC')) || pattern.test(plainOf(asSent)),
  );

/**
 * A clause that is a keyword on its own ("Stop!!! Wrong number"): the first clause may be any keyword,
 * a later one only a keyword that cannot mean something else; a question ("Unsubscribe? No way") or a
 * clause taken back after it ("Stop! Wait…") is no request.
 */
function hasKeywordClause(clauses: readonly Clause[]): boolean {
  return clauses.some(
    (clause, i) =>
      !clause.asked &&
      keywordOf(clause.words, i === 0 ? ALL_OPT_OUT : ANYWHERE) !== null &&
      !clauses.slice(i + 1).some((later) => TAKING_BACK.test(later.words)),
  );
}

/** "wtf stop", "NOT INTERESTED STOP", "wrong number STOP": the keyword closing a clause. */
function endsWithKeyword(clause: string): boolean {
  const words = clause.split(' ');
  if (words.length < 2) return false;
  const last = words[words.length - 1]!;
  const before = words[words.length - 2]!;
  return (
    keywordOf(last, CLOSING, false) !== null && last.length >= 4 && !NOT_A_REQUEST_BEFORE.includes(before)
  );
}

/** "STOP wrong number", "stop I sold it", "cancel, the car was totaled": a keyword opening the reply. */
function opensWithKeyword(clause: string, givesReason: boolean): boolean {
  const [first = '', next = ''] = clause.split(' ');
  if (keywordOf(first, ANYWHERE, false) !== null)
    return NEW_SENTENCE.includes(next) || (givesReason && !NOT_A_REQUEST_AFTER.includes(next));
  return keywordOf(first, ALL_OPT_OUT, false) !== null && givesReason && !NOT_AN_OPT_OUT_AFTER.includes(next);
}

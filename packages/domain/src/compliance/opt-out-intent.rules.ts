/**
 * Reading an inbound text as an SMS opt-out or opt-in (TCPA / CTIA keywords). An opt-out adds the
 * SMS_OPT_OUT mark at once; START / UNSTOP remove it. Keywords count when they are the whole
 * message (case, punctuation and one slip of the finger tolerated); free text counts when it
 * plainly asks us to stop texting, so "Can you stop by Tuesday?" is not an opt-out.
 */
export type ConsentIntent = 'opt-out' | 'opt-in' | 'none';

export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'OPT OUT',
  'STOP ALL',
] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

const stopWords =
  'te?xt(?:s|ing)?|txt(?:s|ing)?|messag(?:e|es|ing)|msg(?:s)?|sms|contact(?:ing)?|call(?:ing)?|spam(?:ming)?|reach(?:ing)? out|sending';
const FREE_TEXT_OPT_OUT: readonly RegExp[] = [
  new RegExp(`\\b(?:stop|quit|cease)\\b(?:\\s+\\w+){0,3}?\\s+(?:${stopWords})\\b`),
  // 'end' only right before what is to end: "at the end of the month call me" is no opt-out.
  new RegExp(`\\bend\\s+(?:\\w+\\s+)?(?:${stopWords})\\b`),
  new RegExp(
    `\\b(?:do not|don ?t|dont|never|no longer|quit|stop)\\s+(?:\\w+\\s+){0,2}(?:${stopWords})\\s+(?:me|us|this number|my (?:number|phone))\\b`,
  ),
  /\b(?:remove|take|delete|drop)\s+(?:me|my (?:number|phone(?: number)?)|this number)\s+(?:off|from|out of)\b/,
  /\b(?:unsubscribe|unsubscibe|unsubcribe|unsubscrible|opt ?out|optout|opt me out)\b/,
  new RegExp(`\\bno (?:more|further)\\s+(?:${stopWords})\\b`),
  new RegExp(`\\b(?:i|we) (?:do not|don ?t|dont) want (?:any )?(?:more |these |your )?(?:${stopWords})\\b`),
  /\bleave me alone\b/,
  /\blose (?:my|this) number\b/,
];

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

/** Optimal string alignment distance (a swap of two letters counts as one slip). */
function slips(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** A keyword reply: the keyword alone, optionally with 'PLEASE' / 'NOW'; long keywords forgive one slip. */
function isKeyword(words: string, keywords: readonly string[]): boolean {
  const core = words
    .replace(/\b(?:PLEASE|PLS|PLZ|NOW|THANKS|THANK YOU|THX)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (core === '') return false;
  return keywords.some((keyword) => {
    if (core === keyword || core.replace(/ /g, '') === keyword.replace(/ /g, '')) return true;
    return keyword.length >= 4 && !core.includes(' ') && slips(core, keyword.replace(/ /g, '')) <= 1;
  });
}

/** What an inbound text says about SMS consent. */
export function consentIntentOf(text: string): ConsentIntent {
  const words = normaliseInboundText(text);
  if (words === '') return 'none';
  if (isKeyword(words, OPT_IN_KEYWORDS)) return 'opt-in';
  if (isKeyword(words, OPT_OUT_KEYWORDS)) return 'opt-out';
  const sentence = words.toLowerCase();
  return FREE_TEXT_OPT_OUT.some((pattern) => pattern.test(sentence)) ? 'opt-out' : 'none';
}

/**
 * Whether a text that changes consent was a keyword reply ('STOP', 'stop please', 'stpo') rather than
 * free text ("please stop texting me"): the consent ledger records which one the customer sent.
 */
export function isConsentKeywordReply(text: string): boolean {
  const words = normaliseInboundText(text);
  return isKeyword(words, OPT_IN_KEYWORDS) || isKeyword(words, OPT_OUT_KEYWORDS);
}

export const isOptOutText = (text: string): boolean => consentIntentOf(text) === 'opt-out';
export const isOptInText = (text: string): boolean => consentIntentOf(text) === 'opt-in';

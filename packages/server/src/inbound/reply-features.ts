/**
 * What the reply classifier sees of a text (issue 31). Customers text in slang, with typos, emoji and
 * in Spanish: words are folded (case, accents, stretched letters 'sooo'), common SMS short forms are
 * spelled out, and besides word stems and word pairs the classifier gets character n-grams, which still
 * match a word typed wrong ('alredy', 'unsubscirbe') or conjugated differently ('cancelen', 'cancela').
 */

const SHORT_FORMS: Readonly<Record<string, string>> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  thanx: 'thanks',
  ty: 'thanks',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  appt: 'appointment',
  apt: 'appointment',
  yall: 'you all',
  im: 'i am',
  dont: 'do not',
  cant: 'can not',
  wont: 'will not',
  idk: 'i do not know',
  rn: 'right now',
  bc: 'because',
  cuz: 'because',
  msg: 'message',
  msgs: 'messages',
  txt: 'text',
  wk: 'week',
  mon: 'monday',
  tues: 'tuesday',
  tue: 'tuesday',
  wed: 'wednesday',
  thurs: 'thursday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

const fold = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(.)\1{2,}/gu, '$1$1');

/** Words, emoji and the punctuation that carries meaning in a text ('?', '!', '$'). */
const wordsOf = (text: string): string[] =>
  (fold(text).match(/[a-z0-9]+(?:'[a-z]+)?|\p{Extended_Pictographic}|[?!$#]/gu) ?? []).map((word) =>
    word.replace(/'/g, ''),
  );

const spelledOut = (words: readonly string[]): string[] =>
  words.flatMap((word) => (SHORT_FORMS[word] ?? word).split(' '));

/** A light suffix stripper, English and Spanish alike: 'cancelled'/'canceling' → 'cancell'/'cancel'. */
const stem = (word: string): string => (word.length > 4 ? word.replace(/(ing|ed|es|s|ly)$/, '') : word);

/** Very short replies ('ok', '👍', 'who?') mean other things than long ones: the length is a feature. */
const lengthOf = (text: string): string => {
  const words = wordsOf(text);
  return words.every((word) => /\p{Extended_Pictographic}/u.test(word))
    ? 'len:emoji'
    : `len:${Math.min(words.length, 6)}`;
};

/** Word stems and pairs of word stems. */
export function stemFeatures(text: string): string[] {
  const stems = spelledOut(wordsOf(text)).map(stem);
  const pairs = stems.slice(1).map((word, index) => `${stems[index]!}_${word}`);
  return [...stems.map((word) => `s:${word}`), ...pairs.map((pair) => `p:${pair}`), lengthOf(text)];
}

/** Character n-grams of each word (2 to 5 letters, the word's edges marked). */
export function characterFeatures(text: string): string[] {
  const grams: string[] = [];
  for (const word of wordsOf(text)) {
    const padded = ` ${word} `;
    for (let n = 2; n <= 5; n += 1)
      for (let at = 0; at + n <= padded.length; at += 1) grams.push(`c:${padded.slice(at, at + n)}`);
  }
  return [...grams, lengthOf(text)];
}

/** Words, word pairs and character n-grams together, for the discriminative model. */
export function allFeatures(text: string): string[] {
  const words = spelledOut(wordsOf(text));
  const pairs = words.slice(1).map((word, index) => `b:${words[index]!}_${word}`);
  return [...words.map((word) => `w:${word}`), ...pairs, ...characterFeatures(text)];
}

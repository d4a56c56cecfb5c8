/**
 * A reply as the consent rules read it: lower-case words without accents or punctuation, cut into
 * clauses where the customer put a full stop, a comma, a question or exclamation mark or a new line.
 * Every step is a single pass: replies are at most 1,600 characters and nothing here backtracks.
 */

/** "Don't", "dont" and "don t" read the same; "número" reads as "numero"; a clause is words and single spaces. */
export function clausesOf(text: string): string[] {
  return clausesWithMarks(text).map(({ words }) => words);
}

/** A clause and whether the customer ended it with a question mark ("Unsubscribe? No way"). */
export type Clause = { readonly words: string; readonly asked: boolean };

/** The stop signs customers send for STOP, and the thumbs-down that may mean it. */
const SIGNS: readonly (readonly [RegExp, string])[] = [
  [/[\u{1F6D1}\u26D4\u{1F6AB}]/gu, ' stop. '],
  [/\u{1F44E}/gu, ' thumbs down. '],
  [/#/g, ' number '],
  [/[\u0110\u0111]/g, 'd'],
];

export function clausesWithMarks(text: string): Clause[] {
  const signed = SIGNS.reduce((said, [sign, word]) => said.replace(sign, word), text);
  return signed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019'`]/g, '')
    .split(/(?<=[.,;:!?¡¿\n\r()"\u201c\u201d])/)
    .map((clause) => ({
      words: clause
        .replace(/[^a-z0-9]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      asked: clause.includes('?'),
    }))
    .filter(({ words }) => words !== '');
}

/** The whole reply as one clause of words. */
export const wordsOf = (text: string): string => clausesOf(text).join(' ');

/** Repeated letters count once: "stooop", "stopp" and "STOP" are the same word. */
export const squeezed = (word: string): string => word.replace(/([a-z])\1+/g, '$1');

/** Optimal string alignment distance (a swap of two letters counts as one slip). */
export function slips(a: string, b: string): number {
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

/** The reply as sent, lower-case and without accents, for the few languages read on their own script. */
export const plainOf = (text: string): string =>
  text
    .replace(/[\u0110\u0111]/g, 'd')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

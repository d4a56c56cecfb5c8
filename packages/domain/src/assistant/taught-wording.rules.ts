/**
 * Staff teach the assistant (issue 31 point 2): a reply staff corrected or confirmed in Show Intents is an
 * example of its enterprise, and a later reply in the same words is read as staff read it. These rules
 * say when two replies are "the same words": the same wording once case, accents, punctuation and spacing
 * are set aside, or a near match that shares almost all its words and no word of negation differs.
 */

/** A reply staff read, with the code they gave it. */
export type TaughtExample = { readonly wording: string; readonly code: string };

/** The share of words two replies must share (of all the words either uses) to be read alike. */
export const NEAR_MATCH_AT = 0.8;

/** A near match needs this many words on each side: in a shorter reply one word changes its meaning. */
export const NEAR_MATCH_MIN_WORDS = 3;

/** Words whose presence on one side only turns the meaning around ("I do want" / "I do not want"). */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'no',
  'not',
  'nope',
  'never',
  'dont',
  'didnt',
  'doesnt',
  'cant',
  'cannot',
  'wont',
  'isnt',
  'arent',
  'wasnt',
  'havent',
  'hasnt',
  'nah',
  'nunca',
  'nada',
]);

/**
 * The wording a reply is compared by: lower case, accents off, apostrophes dropped ("don't" is "dont"),
 * every other mark a space; letters, digits and emoji remain, one space apart.
 */
export function normaliseWording(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}]+/gu, ' ')
    .trim();
}

/** The distinct words of a reply's wording. */
export function wordingWords(text: string): ReadonlySet<string> {
  const wording = normaliseWording(text);
  return new Set(wording === '' ? [] : wording.split(' '));
}

/** How alike two replies' words are: shared words over all the words either uses (0 to 1, symmetric). */
export function wordingOverlap(a: string, b: string): number {
  const left = wordingWords(a);
  const right = wordingWords(b);
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}

const negationDiffers = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  [...a].some((word) => NEGATIONS.has(word) && !b.has(word)) ||
  [...b].some((word) => NEGATIONS.has(word) && !a.has(word));

/** Whether a reply reads as a taught example's words: the same wording, or a near match. */
export function readsAsTaught(reply: string, example: string): boolean {
  const wording = normaliseWording(reply);
  if (wording === '') return false;
  if (wording === normaliseWording(example)) return true;
  const left = wordingWords(reply);
  const right = wordingWords(example);
  if (left.size < NEAR_MATCH_MIN_WORDS || right.size < NEAR_MATCH_MIN_WORDS) return false;
  return !negationDiffers(left, right) && wordingOverlap(reply, example) >= NEAR_MATCH_AT;
}

/** The example a reply is read by, and how alike they are (1 for the same wording). */
export type TaughtMatch<E extends TaughtExample> = { readonly example: E; readonly overlap: number };

/**
 * The taught example a reply is read by: the same wording first, else the nearest near match; between
 * equals the first given (callers list the most recent teaching first, so staff's latest word stands).
 */
export function taughtMatchFor<E extends TaughtExample>(
  reply: string,
  examples: readonly E[],
): TaughtMatch<E> | null {
  const wording = normaliseWording(reply);
  if (wording === '') return null;
  let best: TaughtMatch<E> | null = null;
  for (const example of examples) {
    if (!readsAsTaught(reply, example.wording)) continue;
    const overlap =
      normaliseWording(example.wording) === wording ? 1 : wordingOverlap(reply, example.wording);
    if (!best || overlap > best.overlap) best = { example, overlap };
    if (overlap === 1) break;
  }
  return best;
}

import { LEADING_FILLERS, TRAILING_FILLERS } from './consent-words.js';
import { slips, squeezed } from './consent-text.js';

const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const LEADING = longestFirst(LEADING_FILLERS);
const TRAILING = longestFirst(TRAILING_FILLERS);
/** Keywords too close to ordinary words to forgive a slip: "quite", "auto", "pasta", "hello", "into". */
const NO_SLIP = [
  'SUBSCRIBE',
  'OPTIN',
  'OPT IN',
  'YA NO',
  'NO MAS',
  'QUIT',
  'ALTO',
  'PARA',
  'BAJA',
  'BASTA',
  'HELP',
  'INFO',
  'AYUDA',
  'PARAR',
];

/** A clause without the words before (or after) a keyword that do not change it: "please stop it now". */
function stripped(clause: string, leading: boolean, trailing: boolean): string {
  let core = clause;
  for (let changed = true; changed;) {
    changed = false;
    // Stryker disable next-line ArrayDeclaration: clauses come lower-case (consent-text.ts), so a filler with a capital, as the mutant's is, never matches
    for (const filler of trailing ? TRAILING : [])
      if (core.endsWith(` ${filler}`)) {
        core = core.slice(0, -filler.length - 1);
        changed = true;
      }
    // Stryker disable next-line ArrayDeclaration: clauses come lower-case (consent-text.ts), so a filler with a capital, as the mutant's is, never matches
    for (const filler of leading ? LEADING : [])
      if (core.startsWith(`${filler} `)) {
        core = core.slice(filler.length + 1);
        changed = true;
      }
  }
  return core;
}

/** What may be left of a clause once the words around a keyword are gone ("ugh not again" may be "not again"). */
export const coresOf = (clause: string): Set<string> =>
  new Set([
    clause,
    stripped(clause, true, false),
    stripped(clause, false, true),
    stripped(clause, true, true),
  ]);

const sameWord = (word: string, keyword: string, forgiving: boolean): boolean => {
  const key = squeezed(keyword.toLowerCase().replace(/ /g, ''));
  const said = squeezed(word);
  if (said === key) return true;
  return (
    forgiving && key.length >= 4 && said.length >= 3 && !NO_SLIP.includes(keyword) && slips(said, key) <= 1
  );
};

/**
 * The keyword a clause is, if it is one: the keyword alone with the words around it that do not change
 * it, its letters repeated ("stooop"), said more than once ("stop stop"), or with one slip of the finger
 * when it has four letters or more ("stpo", "unsubscibe") unless `forgiving` is false (a word inside a
 * sentence, where "shop" or "step" is no slip).
 */
export function keywordOf(clause: string, keywords: readonly string[], forgiving = true): string | null {
  if (clause.length > 60) return null;
  for (const candidate of coresOf(clause)) {
    // Stryker disable next-line StringLiteral: a core is never empty unless the clause is, and an empty core matches no keyword anyway
    if (candidate === '') continue;
    const words = candidate.split(' ');
    for (const keyword of keywords) {
      if (sameWord(candidate.replace(/ /g, ''), keyword, forgiving)) return keyword;
      if (words.length > 1 && words.every((word) => sameWord(word, keyword, forgiving))) return keyword;
    }
  }
  return null;
}

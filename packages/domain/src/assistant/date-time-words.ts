import * as chrono from 'chrono-node';

/**
 * The word-level helpers behind `readRequestedTime` (date-time-reading.rules.ts): what is blanked out before
 * chrono reads a text, the SMS spellings put right, and the service-hours meaning of part-of-day words.
 */

/**
 * Numbers that are not times in a service conversation: prices, mileages and phone numbers. They are blanked
 * with spaces of the same length, so chrono never sees them ("at 30k", "call me at 555-201-3344") and the
 * positions of the other words stay where they were.
 */
const NOT_TIMES: readonly RegExp[] = [
  /\$\s?\d[\d,]*(?:\.\d+)?/g,
  /\b\d[\d,.]*\s?k\b(?:\s*(?:miles?|mi)\b)?/gi,
  /\b\d[\d,.]*\s*(?:miles?|mi|kms?|kilometers?)\b/gi,
  /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/g,
  /\b\d{10,11}\b/g,
  /\b\d{3}[.-]\d{4}\b/g,
  /\b\d{1,3}(?:,\d{3})+\b/g,
  /\b\d{5,}\b/g,
];

export function blankNonTimes(text: string): string {
  return NOT_TIMES.reduce(
    (blanked, pattern) => blanked.replace(pattern, (found) => ' '.repeat(found.length)),
    text,
  );
}

/**
 * Spellings frequent in texts that chrono does not know. Day abbreviations it misses ("tues", "weds") are
 * spelled out too; "lunch" is the service lane's noon.
 */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:tmrw|tmrow|tmr|tmw|tomorow|tommorow|tommorrow|tomorrw|2morrow|2moro)\b/gi, 'tomorrow'],
  [/\bnxt\b/gi, 'next'],
  [/\btues\b/gi, 'tuesday'],
  [/\bweds\b/gi, 'wednesday'],
  [/\bthurs?\b/gi, 'thursday'],
  // "around 2", "after 5", "about 10ish": a loose time is the time said (chrono reads only "at 2").
  [
    /\b(?:around|about|after|before|by)\s+(?=\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:ish)?\b)/gi,
    'at ',
  ],
  [/(?<=\d)\s?ish\b/gi, ''],
  [/\blunch(?:\s?time)?\b/gi, 'noon'],
];

/** A text with its spellings put right, and where each of its positions was in the text as written. */
export type NormalisedText = { readonly text: string; readonly writtenAt: readonly number[] };

export function normaliseSpellings(written: string): NormalisedText {
  const edits = SPELLINGS.flatMap(([pattern, replacement]) =>
    [...written.matchAll(pattern)].map((found) => ({
      at: found.index,
      length: found[0].length,
      replacement,
    })),
  ).sort((a, b) => a.at - b.at);
  let text = '';
  const writtenAt: number[] = [];
  let from = 0;
  for (const edit of edits) {
    if (edit.at < from) continue;
    for (let i = from; i < edit.at; i += 1) writtenAt.push(i);
    text += written.slice(from, edit.at);
    // Every position of a replacement maps to the start of the word it replaced; its end maps past that word.
    for (let i = 0; i < edit.replacement.length; i += 1) writtenAt.push(edit.at);
    text += edit.replacement;
    from = edit.at + edit.length;
  }
  for (let i = from; i <= written.length; i += 1) writtenAt.push(i);
  text += written.slice(from);
  return { text, writtenAt };
}

/**
 * Words that rule a day out in the clause where it is named ("not today", "I can't do Monday", "today
 * doesn't work"): the customer is not asking for that day. Clauses end at punctuation and at "but".
 */
const RULED_OUT_BEFORE = /\b(?:not|can['’]?t|cannot|won['’]?t|unable|busy)\b/i;
const RULED_OUT_AFTER = /\b(?:doesn['’]?t|does not|won['’]?t|isn['’]?t|is not|no good|not good|is out)\b/i;
const CLAUSE_END = /[,.;!?]|\bbut\b/gi;

/** True when the words at [from, to) are ruled out in their own clause of the text. */
export function isRuledOut(text: string, from: number, to: number): boolean {
  const before = text.slice(0, from);
  const clauseStart = Math.max(0, ...[...before.matchAll(CLAUSE_END)].map((m) => m.index + m[0].length));
  const after = text.slice(to);
  const clauseEnd = after.search(CLAUSE_END);
  return (
    RULED_OUT_BEFORE.test(before.slice(clauseStart)) ||
    RULED_OUT_AFTER.test(clauseEnd < 0 ? after : after.slice(0, clauseEnd))
  );
}

/**
 * When each part of the day starts at a service desk. Chrono's own hours (6 am morning, 8 pm evening, 10 pm
 * tonight) are for general use; nobody booking a car in "Tuesday morning" means 6 am.
 */
export const PART_OF_DAY_HOURS: Readonly<Record<string, number>> = {
  morning: 9,
  noon: 12,
  afternoon: 14,
  evening: 17,
  tonight: 18,
};

/** The part of day chrono recognised in a result, from the tags it leaves on it. */
export function partOfDay(tags: ReadonlySet<string>): keyof typeof PART_OF_DAY_HOURS | null {
  for (const part of Object.keys(PART_OF_DAY_HOURS)) {
    if (tags.has(`casualReference/${part}`)) return part;
  }
  return null;
}

/**
 * "the 3rd", "on the 21st": a day of the month said alone, which chrono reads only with a month name.
 * It is placed in the first month from the reference's that has that day, since chrono drops impossible dates
 * (a 31st in November); the caller then moves it to the next such day still ahead.
 */
const dayOfMonthParser: chrono.Parser = {
  pattern: () => /\b(?:on\s+)?the\s+([0-3]?\d)(?:st|nd|rd|th)\b/i,
  extract: (context, match) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return null;
    const said = context.createParsingComponents({ day });
    const [year, month] = [said.get('year') ?? 0, said.get('month') ?? 1];
    const next =
      daysInMonth(year, month) >= day
        ? { year, month }
        : { year: month === 12 ? year + 1 : year, month: (month % 12) + 1 };
    return said.imply('year', next.year).imply('month', next.month);
  },
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Chrono's casual English reader, plus the day of the month said alone. */
export const chronoReader: chrono.Chrono = (() => {
  const reader = chrono.casual.clone();
  reader.parsers.push(dayOfMonthParser);
  return reader;
})();

import { compile, type HtmlToTextOptions } from 'html-to-text';

/** Spec 1 §5 and §9: SMS text is wrapped at 130 characters, then line breaks become spaces. */
export const SMS_WRAP = 130;

/**
 * html-to-text is the well-kept converter (entities, block elements, links). Its options are a
 * module constant and are compiled once, on first use: compiling them (a selector decision tree)
 * costs far more than converting a text, and a screen that never converts one never pays for it.
 * A planted bug in them is a static mutant, left out of `npm run mutation` (tests/README.md).
 */
const SMS_CONVERTER_OPTIONS: HtmlToTextOptions = {
  wordwrap: SMS_WRAP,
  preserveNewlines: true,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    // Stryker disable next-line ObjectLiteral: html-to-text's default (two breaks) only adds blank lines, which are dropped.
    { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    // A text keeps the writer's case; html-to-text would shout headings and table headers.
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
};

let compiled: ((html: string) => string) | undefined;
const toText = (html: string): string => (compiled ??= compile(SMS_CONVERTER_OPTIONS))(html);

/**
 * The SMS text as wrapped lines, each at most 130 characters. html-to-text wraps on word
 * boundaries and leaves an over-long word whole, so such a word is cut here.
 */
export function smsLines(html: string): string[] {
  const text = toText(html)
    // A no-break space would push the text out of the plain SMS alphabet.
    .replace(/\u00a0/g, ' ');
  return text.split('\n').flatMap((line) => cut(line.trim(), SMS_WRAP));
}

/** A line in pieces of at most `width`; a blank line gives none. */
function cut(line: string, width: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < line.length; start += width) pieces.push(line.slice(start, start + width));
  return pieces;
}

/** HTML to plain SMS text: no tags, no line breaks (spec 1 §5). */
export function smsText(html: string): string {
  return smsLines(html).join(' ');
}

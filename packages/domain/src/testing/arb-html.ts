import * as fc from 'fast-check';

const FIRST = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
const REST = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,!?'$%-");

/**
 * A word as staff type it: letters, digits and light punctuation, no markup characters, of
 * minLength to maxLength characters. (fc.stringMatching with `{0,n}` stops near 11 characters
 * whatever n is, so lengths are given to fc.string, which reaches its bounds.)
 */
export const arbWord = (maxLength = 12, minLength = 1): fc.Arbitrary<string> =>
  fc
    .tuple(FIRST, fc.string({ unit: REST, minLength: minLength - 1, maxLength: maxLength - 1 }))
    .map(([first, rest]) => first + rest);

/** A word longer than an SMS line (130 characters): 131 to 400 characters. */
export const arbOverlongWord = (): fc.Arbitrary<string> => arbWord(400, 131);

type HtmlNode = { word: string } | { br: true } | { tag: 'p' | 'div' | 'b'; children: HtmlNode[] };

const { node } = fc.letrec<{ node: HtmlNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    arbWord().map((word): HtmlNode => ({ word })),
    fc.constant<HtmlNode>({ br: true }),
    fc.record({
      tag: fc.constantFrom('p' as const, 'div' as const, 'b' as const),
      children: fc.array(tie('node'), { maxLength: 8 }),
    }),
  ),
}));

const render = (n: HtmlNode): string =>
  'word' in n ? n.word : 'br' in n ? '<br>' : `<${n.tag}>${n.children.map(render).join(' ')}</${n.tag}>`;
const wordsOf = (n: HtmlNode): string[] =>
  'word' in n ? [n.word] : 'br' in n ? [] : n.children.flatMap(wordsOf);

/** HTML as the composer's editor makes it (words in p, div, b and br) with its words in reading order. */
export const arbHtmlOfWords = (): fc.Arbitrary<{ html: string; words: string[] }> =>
  fc.array(node, { minLength: 1, maxLength: 30 }).map((nodes) => ({
    html: nodes.map(render).join(' '),
    words: nodes.flatMap(wordsOf),
  }));

/**
 * HTML of words as staff can send it: at most 1600 characters, a text's limit (issue 28). Longer
 * bodies are refused before anything else is checked, so a property about sending takes these.
 */
export const arbSendableHtmlOfWords = (): fc.Arbitrary<{ html: string; words: string[] }> =>
  arbHtmlOfWords().filter(({ html }) => html.length <= 1600);

/** Content that shows nothing: whitespace, non-breaking spaces and empty p/div/b/br markup. */
export const arbBlankHtml = (): fc.Arbitrary<string> =>
  fc
    .array(
      fc.constantFrom(
        ' ',
        '\n',
        '\t',
        '\u00a0',
        '&nbsp;',
        '<br>',
        '<p>',
        '</p>',
        '<div>',
        '</div>',
        '<b>',
        '</b>',
      ),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join(''));

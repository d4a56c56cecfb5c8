import * as fc from 'fast-check';

/** A word as staff type it: letters, digits and light punctuation, no markup characters. */
export const arbWord = (maxLength = 12): fc.Arbitrary<string> =>
  fc.stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9.,!?'$%-]{0,${maxLength - 1}}$`));

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

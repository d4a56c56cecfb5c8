import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { ADVERSARIAL_LENGTH, arbAdversarialBody, fastestMillis, growth } from '../testing/linear-growth.js';
import { placeholdersIn } from './template-placeholder.js';
import { EMPTY_TEMPLATE_CONTEXT, renderTemplate } from './template-render.js';

/**
 * Issue 28: `${` followed by many spaces made the placeholder pattern backtrack quadratically, and one
 * long template blocked the server for seconds. Reading and filling placeholders grows linearly.
 */
const LIMIT_MS = 200;
// Ten times the text costs about 10x for linear work and 100x for quadratic. A loaded 2-core machine
// has measured linear work at up to 30x (collections of a million-character body's garbage), so the
// bound sits at 50; the 200 ms budget on 100,000 characters is what a quadratic scan misses by seconds.
const RATIO = 50;
// Timing, not logic: a few shapes are enough, and shrinking a slow body would take minutes.
const timingConfig = { ...propertyConfig(), numRuns: 12, endOnFailure: true };

describe('placeholders are read in linear time (issue 28)', () => {
  it.each([
    ['reading', (body: string) => placeholdersIn(body)],
    ['filling', (body: string) => renderTemplate(body, EMPTY_TEMPLATE_CONTEXT)],
  ])('%s a 100,000-character adversarial body takes well under 200 ms and grows linearly', (_, work) => {
    fc.assert(
      fc.property(arbAdversarialBody(), (body) => {
        const { atN, ratio } = growth(work, body, ADVERSARIAL_LENGTH, LIMIT_MS);
        expect(atN).toBeLessThan(LIMIT_MS);
        expect(ratio).toBeLessThan(RATIO);
      }),
      timingConfig,
    );
  });

  it('reads `${` and 100,000 spaces, the body of the report, at once', () => {
    const body = `\${${' '.repeat(ADVERSARIAL_LENGTH)}`;
    expect(fastestMillis(() => placeholdersIn(body), 5, LIMIT_MS)).toBeLessThan(LIMIT_MS);
  });
});

/** The placeholder language as the spec's examples have it, written as the pattern it always was. */
const DOLLAR_BRACE = /\$\{\s*([^{}\s]*)\s*\}/g;

describe('the placeholder language is unchanged', () => {
  it('finds exactly the paths the dollar-brace pattern finds, on short bodies', () => {
    const arbBody = fc
      .array(fc.constantFrom('${', '$', '{', '}', ' ', '\n', '\t', 'a', '.', 'lead.contact.firstName'), {
        maxLength: 30,
      })
      .map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(arbBody, (body) => {
        const expected = Array.from(body.matchAll(DOLLAR_BRACE), (match) => match[1] ?? '');
        expect(placeholdersIn(body)).toEqual(expected);
      }),
      propertyConfig(),
    );
  });
});

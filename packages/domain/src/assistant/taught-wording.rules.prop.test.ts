import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  NEAR_MATCH_AT,
  NEGATIONS,
  normaliseWording,
  readsAsTaught,
  taughtMatchFor,
  wordingOverlap,
} from './taught-wording.rules.js';

/** Plain lower-case words (none a negation), so a test knows exactly which words a reply has. */
const word = fc.stringMatching(/^[a-z]{2,8}$/).filter((w) => !NEGATIONS.has(w));
const words = (min: number, max: number) => fc.uniqueArray(word, { minLength: min, maxLength: max });
/** Ways staff's wording can come back from a customer without changing its words. */
const restyle = fc.constantFrom(
  (t: string) => t.toUpperCase(),
  (t: string) => `  ${t}!!`,
  (t: string) => t.replace(/ /g, ' ,  '),
  (t: string) => `${t[0]!.toUpperCase()}${t.slice(1)}?`,
);

describe('a reply reads as a taught example', () => {
  it('in the same words, whatever the case, punctuation and spacing (both directions)', () => {
    fc.assert(
      fc.property(words(1, 8), restyle, (list, style) => {
        const taught = list.join(' ');
        const reply = style(taught);
        expect(readsAsTaught(reply, taught)).toBe(true);
        expect(readsAsTaught(taught, reply)).toBe(true);
        expect(taughtMatchFor(reply, [{ wording: taught, code: 'SERVICE-DONE' }])?.overlap).toBe(1);
      }),
      propertyConfig(),
    );
  });

  it('never when they share no word, however many words either has', () => {
    fc.assert(
      fc.property(words(1, 12), words(1, 12), (left, right) => {
        fc.pre(left.every((w) => !right.includes(w)));
        const [a, b] = [left.join(' '), right.join(' ')];
        expect(wordingOverlap(a, b)).toBe(0);
        expect(readsAsTaught(a, b)).toBe(false);
        expect(readsAsTaught(b, a)).toBe(false);
      }),
      propertyConfig(),
    );
  });

  it('alike is symmetric, and a near match is exactly an overlap at or above the threshold', () => {
    fc.assert(
      fc.property(words(3, 10), words(0, 4), words(0, 4), (shared, onlyLeft, onlyRight) => {
        const left = [...shared, ...onlyLeft.filter((w) => !shared.includes(w))];
        const right = [...shared, ...onlyRight.filter((w) => !shared.includes(w) && !left.includes(w))];
        const [a, b] = [left.join(' '), right.join(' ')];
        expect(wordingOverlap(a, b)).toBe(wordingOverlap(b, a));
        expect(readsAsTaught(a, b)).toBe(readsAsTaught(b, a));
        if (normaliseWording(a) !== normaliseWording(b))
          expect(readsAsTaught(a, b)).toBe(wordingOverlap(a, b) >= NEAR_MATCH_AT);
      }),
      propertyConfig(),
    );
  });

  it('never when a word of negation is on one side only', () => {
    fc.assert(
      fc.property(words(6, 12), fc.constantFrom('not', "don't", 'never', 'no'), (list, negation) => {
        const said = list.join(' ');
        expect(readsAsTaught(`${negation} ${said}`, said)).toBe(false);
        expect(readsAsTaught(said, `${negation} ${said}`)).toBe(false);
      }),
      propertyConfig(),
    );
  });

  it('an enterprise is read only by its own examples: a reply matching none gets none', () => {
    fc.assert(
      fc.property(words(1, 6), words(1, 6), (mine, theirs) => {
        fc.pre(mine.every((w) => !theirs.includes(w)));
        expect(taughtMatchFor(mine.join(' '), [{ wording: theirs.join(' '), code: 'SOLD' }])).toBeNull();
      }),
      propertyConfig(),
    );
  });
});

describe('the threshold, by example', () => {
  it('four of five words shared is a near match; three of four is not', () => {
    expect(wordingOverlap('please call me tomorrow', 'Please call me tomorrow morning')).toBe(0.8);
    expect(readsAsTaught('please call me tomorrow', 'Please call me tomorrow morning')).toBe(true);
    expect(readsAsTaught('Please call me tomorrow morning', 'please call me tomorrow')).toBe(true);
    expect(wordingOverlap('please call me', 'please call me tomorrow')).toBe(0.75);
    expect(readsAsTaught('please call me', 'please call me tomorrow')).toBe(false);
    expect(readsAsTaught('please call me tomorrow', 'please call me')).toBe(false);
  });

  it('a short reply must be the same words', () => {
    expect(readsAsTaught('Yes!', 'yes')).toBe(true);
    expect(readsAsTaught('yes please', 'yes')).toBe(false);
    expect(readsAsTaught('👍', '👍')).toBe(true);
    expect(readsAsTaught('...', '?!')).toBe(false);
  });

  it("the same words save a negation are not alike: staff's yes is not the customer's no", () => {
    expect(readsAsTaught('i do want the service', 'I do NOT want the service')).toBe(false);
  });

  it('accents and apostrophes do not count', () => {
    expect(readsAsTaught('Ya lo llevé al taller', 'ya lo lleve al taller')).toBe(true);
    expect(readsAsTaught("I don't drive it, someone else does", 'i dont drive it someone else does')).toBe(
      true,
    );
  });

  it('the same wording wins over a nearer example listed first, and between equals the first stands', () => {
    const examples = [
      { wording: 'please call me tomorrow morning', code: 'CALL' },
      { wording: 'please call me tomorrow', code: 'CALL-LATER' },
      { wording: 'please call me tomorrow', code: 'OLDER' },
    ];
    expect(taughtMatchFor('Please call me tomorrow.', examples)?.example.code).toBe('CALL-LATER');
  });
});

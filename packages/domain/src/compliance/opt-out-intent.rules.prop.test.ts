import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { consentIntentOf, OPT_OUT_KEYWORDS } from './opt-out-intent.rules.js';

const casing = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) =>
      [...word].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter.toLowerCase())).join(''),
    );
const punctuation = fc.constantFrom('', '.', '!', '!!', '?', ' ', '...');

describe('opt-out keywords (CTIA)', () => {
  it('a keyword alone is an opt-out whatever its case and trailing punctuation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPT_OUT_KEYWORDS).chain((keyword) => casing(keyword)),
        punctuation,
        punctuation,
        (word, before, after) => {
          expect(consentIntentOf(`${before}${word}${after}`)).toBe('opt-out');
        },
      ),
      propertyConfig(),
    );
  });

  it('a sentence of ordinary service words is never an opt-out', () => {
    const serviceWords = fc.constantFrom(
      'oil',
      'change',
      'tuesday',
      'at',
      '9',
      'works',
      'for',
      'me',
      'brakes',
      'price',
      'thanks',
      'the',
      'car',
      'is',
      'ready',
    );
    fc.assert(
      fc.property(fc.array(serviceWords, { minLength: 2, maxLength: 12 }), (words) => {
        expect(consentIntentOf(words.join(' '))).toBe('none');
      }),
      propertyConfig(),
    );
  });
});

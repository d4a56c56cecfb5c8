import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { consentIntentOf } from './opt-out-intent.rules.js';

// The keywords, written from their sources rather than read from the module: CTIA's opt-out
// keywords, and the FCC's 2024 TCPA order (revocation by "stop, quit, end, revoke, opt out, cancel
// or unsubscribe"); the project also takes STOP ALL and OPTOUT, the spellings without and with a space.
const CTIA_OPT_OUT = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const FCC_OPT_OUT = ['REVOKE', 'OPT OUT'];
const OPT_OUT_WORDS = [...CTIA_OPT_OUT, ...FCC_OPT_OUT, 'STOP ALL', 'OPTOUT'];
const OPT_IN_WORDS = ['START', 'UNSTOP'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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
        fc.constantFrom(...OPT_OUT_WORDS).chain((keyword) => casing(keyword)),
        punctuation,
        punctuation,
        (word, before, after) => {
          expect(consentIntentOf(`${before}${word}${after}`)).toBe('opt-out');
        },
      ),
      propertyConfig(),
    );
  });

  it('a keyword of three letters forgives no slip: Send, And, Ends, Ed or Edn are not an opt-out', () => {
    // One slip (a letter changed, added, dropped, or two swapped) away from a three-letter keyword
    // is an ordinary word far too often, so only keywords of four letters or more forgive one.
    const short = OPT_OUT_WORDS.filter((keyword) => keyword.length === 3);
    const letter = fc.constantFrom(...LETTERS);
    const slip = fc
      .tuple(fc.constantFrom(...short), fc.nat(3), letter, fc.constantFrom('change', 'add', 'drop', 'swap'))
      .map(([keyword, at, extra, how]) => {
        const i = at % keyword.length;
        if (how === 'change') return keyword.slice(0, i) + extra + keyword.slice(i + 1);
        if (how === 'add') return keyword.slice(0, at) + extra + keyword.slice(at);
        if (how === 'drop') return keyword.slice(0, i) + keyword.slice(i + 1);
        const j = Math.min(i, keyword.length - 2);
        return keyword.slice(0, j) + keyword[j + 1] + keyword[j] + keyword.slice(j + 2);
      })
      .filter((word) => ![...OPT_OUT_WORDS, ...OPT_IN_WORDS].includes(word))
      // A letter typed twice ("ennd") is still the keyword: the property below says so.
      .filter((word) => !short.includes(word.replace(/(.)\1+/g, '$1')));
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('SEND', 'AND', 'ENDS', 'ED', 'EDN'), slip).chain((word) => casing(word)),
        punctuation,
        (word, after) => {
          expect(consentIntentOf(`${word}${after}`)).toBe('none');
        },
      ),
      propertyConfig(),
    );
  });

  it('a keyword with its letters held down ("stooop", "QUIIT", "ennnd") is still an opt-out', () => {
    const held = fc
      .tuple(
        fc.constantFrom(...OPT_OUT_WORDS),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 12, maxLength: 12 }),
      )
      .map(([keyword, times]) => [...keyword].map((letter, i) => letter.repeat(times[i] ?? 1)).join(''));
    fc.assert(
      fc.property(
        held.chain((word) => casing(word)),
        punctuation,
        (word, after) => {
          expect(consentIntentOf(`${word}${after}`)).toBe('opt-out');
        },
      ),
      propertyConfig(),
    );
  });

  it('a keyword after a negation ("don\'t stop", "never unsubscribe") is no opt-out; the keyword alone is one', () => {
    const negation = fc.constantFrom("don't", 'do not', 'never', "please don't", 'dont', "I won't");
    fc.assert(
      fc.property(
        negation,
        fc
          .constantFrom('STOP', 'UNSUBSCRIBE', 'OPT OUT', 'REVOKE', 'QUIT')
          .chain((keyword) => casing(keyword)),
        fc.constantFrom('', ' me', ' the reminders', ' texting me', ' sending texts'),
        (not, keyword, rest) => {
          expect(consentIntentOf(`${not} ${keyword}${rest}`)).toBe('none');
          expect(consentIntentOf(`${keyword}`)).toBe('opt-out');
        },
      ),
      propertyConfig(),
    );
  });

  it('asking us to stop calling or e-mailing is no SMS opt-out; asking us to stop texting is one', () => {
    const verb = fc.constantFrom('stop', 'quit', 'please stop', 'Stop', 'no more');
    const them = fc.constantFrom('', ' me', ' my cell', ' my house');
    fc.assert(
      fc.property(
        verb,
        fc.constantFrom('calling', 'emailing', 'phone calls', 'e-mails'),
        them,
        fc.constantFrom(', text me instead', ', texting is fine'),
        (stop, other, who, keep) => {
          expect(consentIntentOf(`${stop} ${other}${who}${keep}`)).toBe('none');
        },
      ),
      propertyConfig(),
    );
    fc.assert(
      fc.property(
        verb,
        fc.constantFrom('texting', 'text messages', 'texts', 'messaging', 'sending texts'),
        them,
        (stop, texts, who) => {
          expect(consentIntentOf(`${stop} ${texts}${who}`)).toBe('opt-out');
        },
      ),
      propertyConfig(),
    );
  });

  it('the opt-in keywords alone are an opt-in, not an opt-out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPT_IN_WORDS).chain((keyword) => casing(keyword)),
        punctuation,
        (word, after) => {
          expect(consentIntentOf(`${word}${after}`)).toBe('opt-in');
        },
      ),
      propertyConfig(),
    );
  });

  it('a text of one or more ordinary service words is never an opt-out', () => {
    const serviceWords = fc.constantFrom(
      'send',
      'and',
      'ends',
      'sent',
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
      fc.property(fc.array(serviceWords, { minLength: 1, maxLength: 12 }), (words) => {
        expect(consentIntentOf(words.join(' '))).toBe('none');
      }),
      propertyConfig(),
    );
  });
});

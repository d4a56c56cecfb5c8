import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_LANGUAGES } from '../leads/customer-language.js';
import { propertyConfig } from '../testing/fc-config.js';
import { languageAfterReply, replyLanguage } from './customer-language.rules.js';

// Pieces that carry no language: acknowledgements both languages use, numbers, emoji, punctuation.
const neutral = fc.oneof(
  fc.constantFrom('ok', 'OK', 'okay', 'no', 'NO', 'k', '👍', '🙂', '🚗', '?', '!', '...', ':)'),
  fc.integer({ min: 0, max: 99_999 }).map(String),
  fc.constantFrom('10:30', '2pm', '3/14'),
);
const neutralReply = fc.array(neutral, { maxLength: 6 }).map((parts) => parts.join(' '));
const spanishWord = fc.constantFrom('gracias', 'sí', 'quién', 'mañana', 'jueves', 'cita', 'por', 'hola');
const language = fc.constantFrom(...CUSTOMER_LANGUAGES);

describe('reading the language of a reply', () => {
  it('a reply of only "ok", "no", numbers and emoji never changes the language', () => {
    fc.assert(
      fc.property(language, neutralReply, (current, text) => {
        expect(replyLanguage(text)).toBeNull();
        expect(languageAfterReply(current, text)).toBe(current);
      }),
      propertyConfig(),
    );
  });

  it('a Spanish word among neutral pieces makes the reply Spanish, whatever the case', () => {
    fc.assert(
      fc.property(neutralReply, spanishWord, neutralReply, fc.boolean(), (before, word, after, shout) => {
        const text = `${before} ${shout ? word.toUpperCase() : word} ${after}`;
        expect(replyLanguage(text)).toBe('es');
      }),
      propertyConfig(),
    );
  });

  it('reading is settled: the same reply twice leaves the language where once did', () => {
    fc.assert(
      fc.property(language, fc.string({ maxLength: 200 }), (current, text) => {
        const once = languageAfterReply(current, text);
        expect(languageAfterReply(once, text)).toBe(once);
      }),
      propertyConfig(),
    );
  });

  it('a long run of quote marks and spaces is read like any text (linear reading, no backtracking)', () => {
    const long = `${'¿'.repeat(5_000)}${"'".repeat(20_000)}a${' '.repeat(20_000)}`;
    expect(replyLanguage(long)).toBe('es');
  });
});

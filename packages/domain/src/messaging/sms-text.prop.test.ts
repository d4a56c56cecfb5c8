import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbHtmlOfWords, arbOverlongWord, arbWord, propertyConfig } from '../testing/index.js';
import { smsLines, smsText } from './sms-text.js';

/** Spec 1 §5 and §9: SMS text is wrapped at 130 characters (written here, not read from the code). */
const SMS_WRAP = 130;

/** One to five words each longer than an SMS line (131 to 400 characters), between line breaks. */
const arbOverlongHtml = () =>
  fc
    .array(arbOverlongWord(), { minLength: 1, maxLength: 5 })
    .map((words) => ({ html: words.join('<br>'), words }));

/** Editor HTML, sometimes with a paragraph far longer than one SMS line, sometimes with over-long words. */
const arbSmsHtml = () =>
  fc.oneof(
    arbHtmlOfWords(),
    fc
      .array(arbWord(), { minLength: 20, maxLength: 80 })
      .map((words) => ({ html: `<p>${words.join(' ')}</p>`, words })),
    arbOverlongHtml(),
  );

describe('SMS text (spec 1 §5, §9)', () => {
  it('never has a line longer than 130 characters', () => {
    fc.assert(
      fc.property(arbSmsHtml(), ({ html }) => smsLines(html).every((line) => line.length <= SMS_WRAP)),
      propertyConfig(),
    );
  });

  it('never has a line break', () => {
    fc.assert(
      fc.property(arbSmsHtml(), ({ html }) => !/[\r\n]/.test(smsText(html))),
      propertyConfig(),
    );
  });

  it('never lets a tag through', () => {
    fc.assert(
      fc.property(arbSmsHtml(), ({ html }) => !smsText(html).includes('<')),
      propertyConfig(),
    );
  });

  it('keeps every word, in order', () => {
    fc.assert(
      fc.property(
        arbHtmlOfWords(),
        ({ html, words }) => smsText(html).split(' ').filter(Boolean).join(' ') === words.join(' '),
      ),
      propertyConfig(),
    );
  });

  it('keeps every character of over-long words, in order, cut into lines of 130 at most', () => {
    fc.assert(
      fc.property(arbOverlongHtml(), ({ html, words }) => {
        const lines = smsLines(html);
        expect(lines.join('')).toBe(words.join(''));
        expect(lines.every((line) => line.length <= SMS_WRAP)).toBe(true);
        // A word of n characters takes ceil(n / 130) lines: nothing is cut shorter than it must be.
        expect(lines).toHaveLength(words.reduce((sum, word) => sum + Math.ceil(word.length / SMS_WRAP), 0));
      }),
      propertyConfig(),
    );
  });

  it('keeps every character of any text, in order', () => {
    fc.assert(
      fc.property(arbSmsHtml(), ({ html, words }) => smsText(html).replace(/\s/g, '') === words.join('')),
      propertyConfig(),
    );
  });

  it('meets words over one SMS line, up to three lines long', () => {
    // The generator itself: the properties above are only as strong as the words they meet.
    const lengths = fc.sample(arbOverlongWord(), 300).map((word) => word.length);
    expect(Math.min(...lengths)).toBeGreaterThan(SMS_WRAP);
    expect(Math.max(...lengths)).toBeGreaterThan(2 * SMS_WRAP);
  });
});

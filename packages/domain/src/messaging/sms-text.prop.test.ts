import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbHtmlOfWords, arbWord, propertyConfig } from '../testing/index.js';
import { SMS_WRAP, smsLines, smsText } from './sms-text.js';

/** Editor HTML, sometimes with a paragraph far longer than one SMS line, sometimes with an over-long word. */
const arbSmsHtml = () =>
  fc.oneof(
    arbHtmlOfWords(),
    fc
      .array(arbWord(), { minLength: 20, maxLength: 80 })
      .map((words) => ({ html: `<p>${words.join(' ')}</p>`, words })),
    fc
      .array(arbWord(400), { minLength: 1, maxLength: 5 })
      .map((words) => ({ html: words.join('<br>'), words })),
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

  it('keeps every character of over-long words, in order', () => {
    fc.assert(
      fc.property(arbSmsHtml(), ({ html, words }) => smsText(html).replace(/\s/g, '') === words.join('')),
      propertyConfig(),
    );
  });
});

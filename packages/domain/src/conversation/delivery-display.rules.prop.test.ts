import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/index.js';
import { deliveryDisplay } from './delivery-display.rules.js';

/** Every spelling of a word: each letter in upper or lower case. */
const arbCasing = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

const arbFailedStatus = () => fc.constantFrom('failed', 'undelivered').chain(arbCasing);
const arbErrorText = () => fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '');
const KNOWN = [
  'failed',
  'undelivered',
  'delivered',
  'received',
  'receiving',
  'sent',
  'sending',
  'accepted',
  'queued',
  'restricted',
];

describe('deliveryDisplay (spec 1 §4)', () => {
  it('always shows failed and undelivered as a cross titled by the error text when one is given', () => {
    fc.assert(
      fc.property(arbFailedStatus(), arbErrorText(), (status, errorText) => {
        const shown = deliveryDisplay(status, errorText);
        return shown.icon === 'cross' && shown.title === errorText;
      }),
      propertyConfig(),
    );
  });

  it('titles failed and undelivered "Unknown error" when no error text is given', () => {
    fc.assert(
      fc.property(arbFailedStatus(), fc.constantFrom(null, undefined, '', ' '), (status, errorText) => {
        const shown = deliveryDisplay(status, errorText);
        return shown.icon === 'cross' && shown.title === 'Unknown error';
      }),
      propertyConfig(),
    );
  });

  it('shows any status outside the table as a question, titled by the error text or "Unknown status"', () => {
    const unknownStatus = fc.string({ maxLength: 15 }).filter((s) => !KNOWN.includes(s.trim().toLowerCase()));
    fc.assert(
      fc.property(unknownStatus, fc.option(arbErrorText(), { nil: null }), (status, errorText) => {
        const shown = deliveryDisplay(status, errorText);
        return shown.icon === 'question' && shown.title === (errorText ?? 'Unknown status');
      }),
      propertyConfig(),
    );
  });
});

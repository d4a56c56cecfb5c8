import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbPhoneDigits, propertyConfig } from '../testing/index.js';
import { formatPhone, normalizeCustomerPhone } from './phone.js';

const SHAPE = /^\(\d{3}\)-\d{3}-\d{4}$/;
const digitsOf = (text: string) => text.replace(/\D/g, '');
/** Anything but ASCII digits: spaces, brackets, dots, dashes, '+', letters, any Unicode. */
const arbPunctuation = () => fc.string({ unit: 'binary', maxLength: 3 }).map((s) => s.replace(/[0-9]/g, ''));

/** Ten digits with punctuation before, between and after them. */
const arbPunctuatedPhone = () =>
  fc
    .tuple(arbPhoneDigits(), fc.array(arbPunctuation(), { minLength: 11, maxLength: 11 }))
    .map(([digits, gaps]) => ({
      digits,
      raw: [...digits].map((d, i) => `${gaps[i] ?? ''}${d}`).join('') + (gaps[10] ?? ''),
    }));

/** Eleven digits whose first is not 1: no +1 to drop, so not a phone of ten digits. */
const arbElevenNotOne = () =>
  fc.tuple(fc.constantFrom(...'023456789'), arbPhoneDigits()).map(([first, rest]) => `${first}${rest}`);

describe('phone rules (spec 1 §5)', () => {
  it('shows eleven digits that do not start with 1 as given, losing no digit', () => {
    fc.assert(
      fc.property(arbElevenNotOne(), fc.constantFrom('', '+'), (digits, plus) => {
        expect(formatPhone(`${plus}${digits}`)).toBe(`${plus}${digits}`);
      }),
      propertyConfig(),
    );
  });

  it('sends eleven digits that do not start with 1 with all of them, after +1', () => {
    fc.assert(
      fc.property(arbElevenNotOne(), (digits) => {
        expect(normalizeCustomerPhone(digits)).toBe(`+1${digits}`);
      }),
      propertyConfig(),
    );
  });

  it('shows +1 and any ten digits d as (###)-###-#### holding exactly d', () => {
    fc.assert(
      fc.property(arbPhoneDigits(), (d) => {
        const shown = formatPhone(`+1${d}`);
        return SHAPE.test(shown) && digitsOf(shown) === d;
      }),
      propertyConfig(),
    );
  });

  it('sends ten digits, whatever the punctuation around them, as +1 and those digits', () => {
    fc.assert(
      fc.property(arbPunctuatedPhone(), ({ digits, raw }) => normalizeCustomerPhone(raw) === `+1${digits}`),
      propertyConfig(),
    );
  });

  it('cleans up a clean number to itself (idempotent)', () => {
    fc.assert(
      fc.property(arbPunctuatedPhone(), ({ raw }) => {
        const once = normalizeCustomerPhone(raw);
        return normalizeCustomerPhone(once) === once;
      }),
      propertyConfig(),
    );
  });

  it('shows a number the same before and after the clean-up', () => {
    fc.assert(
      fc.property(
        arbPunctuatedPhone(),
        ({ raw }) => formatPhone(normalizeCustomerPhone(raw)) === formatPhone(raw),
      ),
      propertyConfig(),
    );
  });
});

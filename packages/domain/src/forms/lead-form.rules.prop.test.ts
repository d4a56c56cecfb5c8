import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbPersonName, arbPhoneDigits } from '../testing/arb-basics.js';
import { propertyConfig } from '../testing/fc-config.js';
import { LEAD_FORM_MAKES } from './lead-form-makes.js';
import { checkLeadPhone, validateLeadForm } from './lead-form.rules.js';
import { LeadSubmissionSchema } from './lead-submission.schema.js';

/** Punctuation: any character (common separators favoured) that is neither an ASCII digit nor a letter. */
const arbChar = () =>
  fc.oneof(
    fc.constantFrom(' ', '-', '.', '(', ')', '+', '/', '\t', '\u00a0', '\u2010', '#', '*'),
    fc
      .integer({ min: 0, max: 0x10ffff })
      .filter((c) => c < 0xd800 || c > 0xdfff)
      .map((c) => String.fromCodePoint(c)),
  );
const arbPunctuation = () =>
  fc.string({ unit: arbChar(), maxLength: 3 }).map((s) => s.replace(/[0-9]|\p{L}/gu, ''));
const arbPunctuated = (digits: fc.Arbitrary<string>) =>
  fc
    .tuple(digits, fc.array(arbPunctuation(), { minLength: 12, maxLength: 12 }))
    .map(([d, gaps]) => ({
      digits: d,
      raw: [...d].map((c, i) => `${gaps[i] ?? ''}${c}`).join('') + (gaps[11] ?? ''),
    }))
    .filter(({ raw }) => raw.trim() !== '');
const arbLetter = () => fc.constantFrom('a', 'Z', 'é', 'ß', 'Ω', 'ж', '中', 'x');

describe('lead form phone (spec 1 §5)', () => {
  it('accepts any 10 digits with any punctuation and submits them as +1 and the digits', () => {
    fc.assert(
      fc.property(arbPunctuated(arbPhoneDigits()), ({ digits, raw }) => {
        const result = checkLeadPhone(raw);
        return result.ok && result.value === `+1${digits}`;
      }),
      propertyConfig(),
    );
  });

  it("answers 'Invalid Number' for any input with a letter in the phone", () => {
    fc.assert(
      fc.property(arbPunctuated(arbPhoneDigits()), arbLetter(), fc.nat(), ({ raw }, letter, at) => {
        const index = at % (raw.length + 1);
        const result = checkLeadPhone(raw.slice(0, index) + letter + raw.slice(index));
        return !result.ok && result.error === 'Invalid Number';
      }),
      propertyConfig(),
    );
  });

  it("answers 'Invalid Number' for any count of digits other than ten", () => {
    const otherCount = fc
      .integer({ min: 1, max: 20 })
      .filter((n) => n !== 10)
      .chain((n) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n }));
    fc.assert(
      fc.property(arbPunctuated(otherCount), ({ raw }) => {
        const result = checkLeadPhone(raw);
        return !result.ok && result.error === 'Invalid Number';
      }),
      propertyConfig(),
    );
  });
});

describe('lead form (spec 1 §5)', () => {
  it('submits a schema-valid lead for any names and valid phone, on any form', () => {
    fc.assert(
      fc.property(
        arbPersonName().filter((n) => n.trim() !== ''),
        arbPersonName().filter((n) => n.trim() !== ''),
        arbPhoneDigits(),
        fc.constantFrom(...LEAD_FORM_MAKES),
        (firstName, lastName, phone, make) => {
          const result = validateLeadForm({ firstName, lastName, phone, make });
          return result.ok && LeadSubmissionSchema.safeParse(result.value).success;
        },
      ),
      propertyConfig(),
    );
  });

  it('fails with an error for exactly the fields that are blank', () => {
    const maybeBlank = fc.oneof(
      fc.constantFrom('', ' ', '\t'),
      arbPersonName().filter((n) => n.trim() !== ''),
    );
    fc.assert(
      fc.property(
        maybeBlank,
        maybeBlank,
        fc.oneof(fc.constant(''), arbPhoneDigits()),
        (firstName, lastName, phone) => {
          const result = validateLeadForm({ firstName, lastName, phone });
          const expected = [firstName, lastName, phone].map((v) => v.trim() === '');
          if (!expected.some(Boolean)) return result.ok;
          return (
            !result.ok &&
            'firstName' in result.error === expected[0] &&
            'lastName' in result.error === expected[1] &&
            'phone' in result.error === expected[2]
          );
        },
      ),
      propertyConfig(),
    );
  });
});

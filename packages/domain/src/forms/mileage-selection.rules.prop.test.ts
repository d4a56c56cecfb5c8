import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { parseSelectedMileage } from './mileage-selection.rules.js';

const withSeparators = (miles: number) => miles.toLocaleString('en-US');
const arbSpaces = () => fc.constantFrom('', ' ', '  ', '\t', '\n');

describe('mileage selection (spec 1 §5)', () => {
  it('reads any whole mileage, with or without thousands separators and surrounding spaces', () => {
    fc.assert(
      fc.property(
        fc.nat(9_999_999),
        fc.boolean(),
        arbSpaces(),
        arbSpaces(),
        (miles, grouped, before, after) => {
          const text = `${before}${grouped ? withSeparators(miles) : String(miles)}${after}`;
          const result = parseSelectedMileage(text);
          return result.ok && result.value === miles;
        },
      ),
      propertyConfig(),
    );
  });

  it('refuses any selection holding a character other than digits, commas and surrounding spaces', () => {
    const other = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9,\s]/.test(c));
    fc.assert(
      fc.property(fc.nat(999_999), other, fc.nat(), (miles, ch, at) => {
        const digits = String(miles);
        const index = at % (digits.length + 1);
        const result = parseSelectedMileage(digits.slice(0, index) + ch + digits.slice(index));
        return (
          !result.ok && result.error.message === 'Selected text is not a Valid value, select a Numeric data.'
        );
      }),
      propertyConfig(),
    );
  });
});

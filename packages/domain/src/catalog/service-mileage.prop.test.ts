import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { serviceMileageOptions } from './service-mileage.js';

const options = serviceMileageOptions();
const thousandsOf = (label: string) => Number(label.slice(0, -1));

describe('service mileage options (spec 2 §9)', () => {
  it('mileage option values are 1000 below the label except 0K', () => {
    fc.assert(
      fc.property(fc.constantFrom(...options), ({ label, value }) => {
        const k = thousandsOf(label);
        return k === 0 ? value === 0 : value === k * 1000 - 1000;
      }),
      propertyConfig(),
    );
  });

  it('every multiple of 5K from 0K to 130K has exactly one option, in rising order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 26 }), (step) => {
        const matching = options.filter((option) => thousandsOf(option.label) === step * 5);
        return matching.length === 1 && options[step] === matching[0];
      }),
      propertyConfig(),
    );
  });
});

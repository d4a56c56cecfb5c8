import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import {
  canonicalClassificationCode,
  CLASSIFICATION_CODES,
  classificationCodesFor,
  classificationLabel,
  classificationMeaning,
} from './classification-code.js';
import { DEPLOYMENT_VARIANTS } from './deployment-variant.js';

const arbCode = () => fc.constantFrom(...CLASSIFICATION_CODES);
const arbNotACode = () =>
  fc.string({ maxLength: 12 }).filter((s) => !(CLASSIFICATION_CODES as readonly string[]).includes(s));
const arbVariant = () => fc.constantFrom(...DEPLOYMENT_VARIANTS, 'unknown' as const);

describe('classification codes (spec 2 §9)', () => {
  it('classificationLabel is defined for every code in the table and only STOP/BLANK differ from the code', () => {
    fc.assert(
      fc.property(arbCode(), (code) => {
        const label = classificationLabel(code);
        return label !== undefined && (label === code) === (code !== 'STOP' && code !== 'BLANK');
      }),
      propertyConfig(),
    );
  });

  it('a string that is not in the table has neither label, meaning nor canonical code', () => {
    fc.assert(
      fc.property(
        arbNotACode(),
        (text) =>
          classificationLabel(text) === undefined &&
          classificationMeaning(text) === undefined &&
          canonicalClassificationCode(text) === undefined,
      ),
      propertyConfig(),
    );
  });

  it('an alias means what its canonical code means, and canonical codes are their own canonical code', () => {
    fc.assert(
      fc.property(arbCode(), (code) => {
        const canonical = canonicalClassificationCode(code);
        return (
          canonical !== undefined &&
          classificationMeaning(canonical) === classificationMeaning(code) &&
          canonicalClassificationCode(canonical) === canonical
        );
      }),
      propertyConfig(),
    );
  });

  it('a code used by two variants is used by all of them; every code belongs to at least one variant', () => {
    fc.assert(
      fc.property(arbCode(), (code) => {
        const users = DEPLOYMENT_VARIANTS.filter((variant) => classificationCodesFor(variant).includes(code));
        return users.length === 1 || users.length === DEPLOYMENT_VARIANTS.length;
      }),
      propertyConfig(),
    );
  });

  it("a variant's codes are a subset of the table, each code once", () => {
    fc.assert(
      fc.property(arbVariant(), (variant) => {
        const codes = classificationCodesFor(variant);
        return (
          new Set(codes).size === codes.length &&
          codes.every((code) => classificationLabel(code) !== undefined)
        );
      }),
      propertyConfig(),
    );
  });
});

import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { propertyConfig } from '../testing/fc-config.js';
import { checkMailingListCode, isMailingListCode, mailingListCreateError } from './mailing-list.rules.js';

describe('mailing list rules (spec 1 §5, §8)', () => {
  it("accepts a code exactly when it begins with 'LIST-'", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (rest, prefixed) => {
        const code = prefixed ? `LIST-${rest}` : rest;
        return (
          isMailingListCode(code) === code.startsWith('LIST-') &&
          checkMailingListCode(code).ok === code.startsWith('LIST-')
        );
      }),
      propertyConfig(),
    );
  });

  it("answers only 'List Should Start With LIST-' or 'Server Error!', the first exactly when 'should begin with' appears", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (before, after, says) => {
        const text = says ? `${before}should begin with${after}` : `${before}${after}`;
        const expected = text.toLowerCase().includes('should begin with')
          ? 'List Should Start With LIST-'
          : 'Server Error!';
        return mailingListCreateError(text) === expected;
      }),
      propertyConfig(),
    );
  });
});

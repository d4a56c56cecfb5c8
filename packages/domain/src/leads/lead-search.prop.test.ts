import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbLead, propertyConfig } from '../testing/index.js';
import { matchesSearch } from './lead-search.js';

/** A piece of the name cut at character (code point) boundaries, as a user would type it. */
const arbPieceOf = (text: string) => {
  const chars = [...text];
  return fc
    .tuple(fc.nat(chars.length), fc.nat(chars.length))
    .map(([a, b]) => chars.slice(Math.min(a, b), Math.max(a, b)).join(''));
};

/** The same text in upper case, lower case, or each character in either. */
const arbAnyCase = (text: string) =>
  fc.oneof(
    fc.constant(text.toUpperCase()),
    fc.constant(text.toLowerCase()),
    fc
      .array(fc.boolean(), { minLength: [...text].length, maxLength: [...text].length })
      .map((upper) => [...text].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join('')),
  );

describe('matchesSearch (spec 1 §5)', () => {
  it('always finds a lead by any piece of its own first name, in any case', () => {
    const arbLeadAndQuery = arbLead().chain((lead) =>
      arbPieceOf(lead.customerMaster.firstName)
        .chain(arbAnyCase)
        .map((query) => ({ lead, query })),
    );
    fc.assert(
      fc.property(arbLeadAndQuery, ({ lead, query }) => matchesSearch(lead.customerMaster, query)),
      propertyConfig(),
    );
  });
});

import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbLead } from '../testing/arb-records.js';
import { propertyConfig } from '../testing/fc-config.js';
import { filterLeads, matchesConversationInitiated } from './filters.rules.js';

describe('lead filters (spec 1 §5)', () => {
  it("'all' lets every lead through, in order", () => {
    fc.assert(
      fc.property(fc.array(arbLead(), { maxLength: 6 }), (leads) => {
        const kept = filterLeads(leads, {
          customerType: 'all',
          conversationInitiated: 'all',
          searchText: '',
        });
        return kept.length === leads.length && kept.every((lead, i) => lead === leads[i]);
      }),
      propertyConfig(),
    );
  });

  it("'true' and 'false' split the leads between them, every lead on exactly one side", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        (initiated) =>
          matchesConversationInitiated(initiated, 'true') !==
          matchesConversationInitiated(initiated, 'false'),
      ),
      propertyConfig(),
    );
  });

  it('keeps exactly the leads of the chosen customer type, and splits the list with the initiated filter', () => {
    fc.assert(
      fc.property(
        fc.array(arbLead(), { maxLength: 6 }),
        fc.constantFrom('SERVICE', 'service', 'SALES', 'FLEET'),
        (leads, type) => {
          const kept = filterLeads(leads, { customerType: type });
          const expected = leads.filter((lead) => lead.customerMaster.customerType === type.toUpperCase());
          const initiated = filterLeads(leads, { conversationInitiated: 'true' }).length;
          const notInitiated = filterLeads(leads, { conversationInitiated: 'false' }).length;
          return (
            kept.length === expected.length &&
            kept.every((lead, i) => lead === expected[i]) &&
            initiated + notInitiated === leads.length
          );
        },
      ),
      propertyConfig(),
    );
  });
});

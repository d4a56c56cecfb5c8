import { describe, expect, it } from 'vitest';
import { sampleLead } from '../testing/samples.js';
import {
  filterLeads,
  matchesConversationInitiated,
  matchesCustomerType,
  matchesLeadFilters,
} from './filters.rules.js';

describe('customer type filter (spec 1 §5)', () => {
  it("accepts 'all', nothing or '' as no filter", () => {
    for (const filter of ['all', '', undefined, null])
      expect(matchesCustomerType('SALES', filter)).toBe(true);
  });

  it('otherwise matches the type, ignoring case and surrounding spaces', () => {
    expect(matchesCustomerType('SERVICE', 'service ')).toBe(true);
    expect(matchesCustomerType('SALES', 'SERVICE')).toBe(false);
    expect(matchesCustomerType(null, 'SERVICE')).toBe(false);
  });
});

describe('conversation initiated filter (spec 1 §5)', () => {
  it("keeps both for 'all' and one side for 'true' or 'false'", () => {
    expect(matchesConversationInitiated(true, 'all')).toBe(true);
    expect(matchesConversationInitiated(false, undefined)).toBe(true);
    expect(matchesConversationInitiated(true, 'true')).toBe(true);
    expect(matchesConversationInitiated(false, 'true')).toBe(false);
    expect(matchesConversationInitiated(false, 'false')).toBe(true);
  });
});

describe('lead filters together', () => {
  const maria = sampleLead();
  const sam = sampleLead({
    conversationInitiated: false,
    customerMaster: {
      ...sampleLead().customerMaster,
      firstName: 'Sam',
      lastName: 'Lee',
      customerType: 'SALES',
    },
  });

  it('needs the search text and every filter to hold', () => {
    expect(
      matchesLeadFilters(maria, {
        searchText: 'lopez',
        customerType: 'SERVICE',
        conversationInitiated: 'true',
      }),
    ).toBe(true);
    expect(filterLeads([maria, sam], { customerType: 'all', conversationInitiated: 'false' })).toEqual([sam]);
    expect(filterLeads([maria, sam], { searchText: 'sam', customerType: 'SERVICE' })).toEqual([]);
    expect(filterLeads([maria, sam], {})).toEqual([maria, sam]);
  });
});

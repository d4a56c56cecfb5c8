import type { Lead } from '../leads/lead.schema.js';
import { isAll, matchesSearch, type LeadSearch } from '../leads/lead-search.js';

/**
 * Spec 1 §5: customer type and conversation-initiated filters accept 'all'. 'all', nothing or '' means
 * no filter (leads/lead-search.ts isAll). The chat-type filter's labels live in catalog/chat-type.ts.
 */

/** A customer type filter matches the customer's type exactly, ignoring case and surrounding spaces. */
export function matchesCustomerType(
  customerType: string | null | undefined,
  filter: string | null | undefined,
): boolean {
  if (isAll(filter)) return true;
  return (customerType ?? '').trim().toLowerCase() === (filter ?? '').trim().toLowerCase();
}

/** 'true' keeps initiated conversations, 'false' the others, 'all' both. */
export function matchesConversationInitiated(
  initiated: boolean,
  filter: LeadSearch['conversationInitiated'] | null,
): boolean {
  if (isAll(filter)) return true;
  return initiated === (filter === 'true');
}

export type LeadFilters = Pick<LeadSearch, 'searchText' | 'customerType' | 'conversationInitiated'>;

/** The search text and both filters together (every one must hold). */
export function matchesLeadFilters(
  lead: Pick<Lead, 'customerMaster' | 'conversationInitiated'>,
  filters: LeadFilters,
): boolean {
  return (
    matchesSearch(lead.customerMaster, filters.searchText ?? '') &&
    matchesCustomerType(lead.customerMaster.customerType, filters.customerType) &&
    matchesConversationInitiated(lead.conversationInitiated, filters.conversationInitiated)
  );
}

/** The leads a list shows under the filters, in their order. */
export function filterLeads<L extends Pick<Lead, 'customerMaster' | 'conversationInitiated'>>(
  leads: readonly L[],
  filters: LeadFilters,
): L[] {
  return leads.filter((lead) => matchesLeadFilters(lead, filters));
}

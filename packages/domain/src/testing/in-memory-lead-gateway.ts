import type { AppError } from '../errors/app-error.js';
import type { Lead, LeadId, LeadPage } from '../leads/lead.schema.js';
import type { LeadGateway } from '../leads/lead-gateway.port.js';
import { isAll, matchesSearch, type LeadSearch } from '../leads/lead-search.js';
import { err, ok, type Result } from '../shared/result.js';
import { pageOf, pageRefusal, wholePage } from './paging.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = 'search' | 'get' | 'otherInteractions' | 'conversationLink';

/** Newest activity first (openapi searchLeads): the latest message, else the last received date. */
export const leadActivity = (lead: Lead): number =>
  Date.parse(lead.latestMessage?.createdOn ?? lead.lastMessageReceivedDate ?? '') || 0;

export const newestActivityFirst = (a: Lead, b: Lead): number =>
  leadActivity(b) - leadActivity(a) || b.id - a.id;

/** The lead search filter as the server applies it: matchesSearch, and 'all' meaning no filter. */
export function matchesLeadFilters(lead: Lead, search: Omit<LeadSearch, 'page' | 'size'>): boolean {
  const initiated = search.conversationInitiated;
  return (
    matchesSearch(lead.customerMaster, search.searchText ?? '') &&
    (isAll(search.serviceType) || lead.plannedServiceType === search.serviceType) &&
    (isAll(search.customerType) || lead.customerMaster.customerType === search.customerType) &&
    (isAll(initiated) || String(lead.conversationInitiated) === initiated) &&
    (search.storeId === undefined || lead.storeMaster.id === search.storeId) &&
    (search.stage === undefined || lead.stage === search.stage)
  );
}

/** The deal room link of a lead (spec 1 §2 servicepage with the FSI id). */
export const dealRoomLink = (leadId: number): string =>
  `/servicepage?future_service_interaction_id=${leadId}`;

/** The lead manager's server in memory: search filters with matchesSearch and pages zero-based. */
export class InMemoryLeadGateway implements LeadGateway {
  readonly #leads = new Map<number, Lead>();
  readonly #failures = new FailureQueue<Operation>();
  /** Every search asked, for assertions. */
  readonly searches: LeadSearch[] = [];

  constructor(leads: readonly Lead[] = []) {
    for (const lead of leads) this.put(lead);
  }

  put(lead: Lead): void {
    this.#leads.set(lead.id, lead);
  }

  find(leadId: number): Lead | undefined {
    return this.#leads.get(leadId);
  }

  all(): Lead[] {
    return [...this.#leads.values()];
  }

  /** Applies a change to a stored lead, as the server does on writes; unknown ids change nothing. */
  update(leadId: number, change: (lead: Lead) => Lead): Lead | undefined {
    const lead = this.#leads.get(leadId);
    if (lead === undefined) return undefined;
    const changed = change(lead);
    this.#leads.set(leadId, changed);
    return changed;
  }

  /** The 404 the server answers for a lead it does not hold. */
  unknown(leadId: number): AppError | undefined {
    return this.#leads.has(leadId) ? undefined : serverRejection(404, `No lead ${leadId}`);
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async search(search: LeadSearch): Promise<Result<LeadPage, AppError>> {
    this.searches.push(search);
    const refused = this.#failures.take('search') ?? pageRefusal(search.page, search.size);
    if (refused) return err(refused);
    const found = this.all()
      .filter((lead) => matchesLeadFilters(lead, search))
      .sort(newestActivityFirst);
    return ok(pageOf(found, search.page, search.size));
  }

  async get(leadId: LeadId): Promise<Result<Lead, AppError>> {
    const refused = this.#failures.take('get') ?? this.unknown(leadId);
    const lead = this.#leads.get(leadId);
    return refused || !lead ? err(refused ?? serverRejection(404, `No lead ${leadId}`)) : ok(lead);
  }

  /** The same customer's other leads, newest activity first. */
  async otherInteractions(leadId: LeadId): Promise<Result<LeadPage, AppError>> {
    const refused = this.#failures.take('otherInteractions') ?? this.unknown(leadId);
    if (refused) return err(refused);
    const customerId = this.#leads.get(leadId)?.customerMaster.id;
    const others = this.all()
      .filter((lead) => lead.id !== leadId && lead.customerMaster.id === customerId)
      .sort(newestActivityFirst);
    return ok(wholePage(others));
  }

  async conversationLink(leadId: LeadId): Promise<Result<string, AppError>> {
    const refused = this.#failures.take('conversationLink') ?? this.unknown(leadId);
    return refused ? err(refused) : ok(dealRoomLink(leadId));
  }
}

import type { AppError } from '../errors/app-error.js';
import type { Lead, LeadId, LeadPage } from '../leads/lead.schema.js';
import type { LeadGateway } from '../leads/lead-gateway.port.js';
import { isAll, matchesSearch, type LeadSearch } from '../leads/lead-search.js';
import { err, ok, type Result } from '../shared/result.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

const MAX_PAGE_SIZE = 1000;

/** Newest activity first (openapi searchLeads): the latest message, else the last received date. */
const activity = (lead: Lead): number =>
  Date.parse(lead.latestMessage?.createdOn ?? lead.lastMessageReceivedDate ?? '') || 0;

function matchesFilters(lead: Lead, search: LeadSearch): boolean {
  const initiated = search.conversationInitiated;
  return (
    matchesSearch(lead.customerMaster, search.searchText ?? '') &&
    (isAll(search.serviceType) || lead.plannedServiceType === search.serviceType) &&
    (isAll(search.customerType) || lead.customerMaster.customerType === search.customerType) &&
    (isAll(initiated) || String(lead.conversationInitiated) === initiated) &&
    (search.storeId === undefined || lead.storeMaster.id === search.storeId)
  );
}

/** The lead manager's server in memory: search filters with matchesSearch and pages zero-based. */
export class InMemoryLeadGateway implements LeadGateway {
  readonly #leads = new Map<number, Lead>();
  readonly #failures = new FailureQueue<'search' | 'get'>();
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

  failNext(operation: 'search' | 'get', error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async search(search: LeadSearch): Promise<Result<LeadPage, AppError>> {
    this.searches.push(search);
    const failure = this.#failures.take('search');
    if (failure) return err(failure);
    const { page, size } = search;
    if (!Number.isInteger(page) || page < 0) return err(serverRejection(400, 'page must be 0 or more'));
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
      return err(serverRejection(400, `size must be between 1 and ${MAX_PAGE_SIZE}`));
    }
    const found = this.all()
      .filter((lead) => matchesFilters(lead, search))
      .sort((a, b) => activity(b) - activity(a) || b.id - a.id);
    return ok({
      data: found.slice(page * size, (page + 1) * size),
      response: 'SUCCESS',
      total: found.length,
      size,
      page,
    });
  }

  async get(leadId: LeadId): Promise<Result<Lead, AppError>> {
    const failure = this.#failures.take('get');
    if (failure) return err(failure);
    const lead = this.#leads.get(leadId);
    return lead ? ok(lead) : err(serverRejection(404, `No lead ${leadId}`));
  }
}

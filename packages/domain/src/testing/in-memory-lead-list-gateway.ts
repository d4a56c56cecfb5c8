import type { AppError } from '../errors/app-error.js';
import type { LeadManagerData } from '../leads/lead-list.schema.js';
import type {
  AppointmentSetCountVariant,
  LeadList,
  LeadListFilter,
  LeadListGateway,
  LeadListSearch,
  PreCsiQuery,
} from '../leads/lead-list-gateway.port.js';
import type { Lead, LeadPage } from '../leads/lead.schema.js';
import type { OfficeScope } from '../session/office-scope.js';
import { err, ok, type Result } from '../shared/result.js';
import { matchesLeadFilters, newestActivityFirst } from './in-memory-lead-gateway.js';
import { pageOf, pageRefusal } from './paging.js';
import { FailureQueue } from './server-rejection.js';

type Operation = 'search' | 'countAppointmentSet' | 'preCsi' | 'leadManagerData';

/** The filter fields the lists apply beyond the lead manager's own search. */
function matchesListFilter(lead: Lead, filter: LeadListFilter): boolean {
  return (
    matchesLeadFilters(lead, filter) &&
    (filter.stage === undefined || lead.stage === filter.stage) &&
    (filter.bocId === undefined || lead.bocMaster.id === filter.bocId) &&
    (filter.storeIds === undefined || filter.storeIds.includes(lead.storeMaster.id)) &&
    (filter.responseInsight === undefined || lead.responseInsight === filter.responseInsight)
  );
}

/**
 * The lead lists in memory. Which leads are on which list is the server's business rule, so a test
 * places them (`place`); a list applies the search filter and pages zero-based, newest activity first.
 */
export class InMemoryLeadListGateway implements LeadListGateway {
  readonly #lists = new Map<LeadList, Lead[]>();
  readonly #preCsi: Lead[] = [];
  readonly #figures = new Map<string, Readonly<Record<string, number>>>();
  readonly #failures = new FailureQueue<Operation>();
  /** Every list searched with its search, for assertions. */
  readonly searches: { list: LeadList; search: LeadListSearch }[] = [];

  place(list: LeadList, leads: readonly Lead[]): void {
    this.#lists.set(list, [...(this.#lists.get(list) ?? []), ...leads]);
  }

  placePreCsi(leads: readonly Lead[]): void {
    this.#preCsi.push(...leads);
  }

  setFigures(scope: OfficeScope, counts: Readonly<Record<string, number>>): void {
    this.#figures.set(scopeKey(scope), counts);
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async search(list: LeadList, search: LeadListSearch): Promise<Result<LeadPage, AppError>> {
    this.searches.push({ list, search });
    const refused = this.#failures.take('search') ?? pageRefusal(search.page, search.size);
    if (refused) return err(refused);
    const found = (this.#lists.get(list) ?? [])
      .filter((lead) => matchesListFilter(lead, search))
      .sort(newestActivityFirst);
    return ok(pageOf(found, search.page, search.size));
  }

  /** Leads with an appointment set on any list, counted once. */
  async countAppointmentSet(
    filter: LeadListFilter,
    _variant: AppointmentSetCountVariant,
  ): Promise<Result<number, AppError>> {
    const failure = this.#failures.take('countAppointmentSet');
    if (failure) return err(failure);
    const ids = new Set(
      [...this.#lists.values()]
        .flat()
        .filter((lead) => lead.appointmentSet && matchesListFilter(lead, filter))
        .map((lead) => lead.id),
    );
    return ok(ids.size);
  }

  async preCsi(query: PreCsiQuery): Promise<Result<LeadPage, AppError>> {
    const refused = this.#failures.take('preCsi') ?? pageRefusal(query.page, query.size);
    if (refused) return err(refused);
    const found = this.#preCsi
      .filter((lead) => query.storeId === undefined || lead.storeMaster.id === query.storeId)
      .sort(newestActivityFirst);
    return ok(pageOf(found, query.page, query.size));
  }

  /** An office without figures answers empty counts. */
  async leadManagerData(scope: OfficeScope): Promise<Result<LeadManagerData, AppError>> {
    const failure = this.#failures.take('leadManagerData');
    if (failure) return err(failure);
    return ok({ ...scope, counts: { ...(this.#figures.get(scopeKey(scope)) ?? {}) } });
  }
}

const scopeKey = (scope: OfficeScope): string => `${scope.companyId}/${scope.divisionId}/${scope.officeId}`;

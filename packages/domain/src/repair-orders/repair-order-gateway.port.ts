import type { AppError } from '../errors/app-error.js';
import type { DateInput } from '../format/dates.js';
import type { ClosedRoSearchQuery } from '../planners/planner-results.rules.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import type { SwimlaneStatusCode } from './swimlane-lane.js';
import type { SwimlaneQuery } from './swimlane-query.js';
import type { Advisor, Opcode, ServiceOrder } from './service-order.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The three closed-service searches under the BOC store service-closed path. */
export type ServiceClosedSearch = 'by-date' | 'state-inspection-report' | 'by-advisor';

/** A closed-service search body; dates are DD.MM.YYYY. */
export type ServiceClosedSearchRequest = {
  readonly startDate?: string;
  readonly endDate?: string;
  readonly query?: string;
  readonly advisorNo?: string;
  readonly opCodes?: readonly string[];
  readonly page?: number;
  readonly size?: number;
};

export type OpcodeSearchRequest = {
  readonly storeId?: number;
  readonly searchText?: string;
  readonly page?: number;
  readonly size?: number;
};

export type OpenRoStatusQuery = {
  readonly storeIdPk: number;
  readonly statusCode: SwimlaneStatusCode;
  /** An advisor number, or ALL (the default). */
  readonly advisorNo?: string;
};

/** Open and closed repair orders and opcodes (openapi tag repair orders; spec 2 §7). */
export interface RepairOrderGateway {
  openRoAdvisors(store: StoreRef): Answer<ListPage<Advisor>>;
  openRo(store: StoreRef, svcOpenRoIdPK: number): Answer<ServiceOrder>;
  /** Open orders between two dates (sent DD.MM.YYYY). */
  openRosByDate(
    store: StoreRef,
    range: { readonly startDate: DateInput; readonly endDate: DateInput },
    window: PageWindow,
  ): Answer<ListPage<ServiceOrder>>;
  openRosByStatus(query: OpenRoStatusQuery): Answer<ListPage<ServiceOrder>>;
  /** The lisa variant of the status search. */
  swimlaneRosByStatus(query: SwimlaneQuery): Answer<ListPage<ServiceOrder>>;
  /** Build the query with `closedRoSearchQuery` (the end date goes one day later). */
  closedRos(query: ClosedRoSearchQuery): Answer<ListPage<ServiceOrder>>;
  swimlaneClosedRos(query: SwimlaneQuery): Answer<ListPage<ServiceOrder>>;
  serviceClosed(
    search: ServiceClosedSearch,
    store: StoreRef,
    request: ServiceClosedSearchRequest,
  ): Answer<ListPage<ServiceOrder>>;
  searchOpcodes(request: OpcodeSearchRequest): Answer<ListPage<Opcode>>;
  /** The matching opcodes as CSV text. */
  downloadOpcodes(request: OpcodeSearchRequest): Answer<string>;
}

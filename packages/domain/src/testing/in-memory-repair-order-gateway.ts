import { ADVISOR_DEFAULT } from '../catalog/constants.js';
import type { AppError } from '../errors/app-error.js';
import { formatRequestDate, type DateInput } from '../format/dates.js';
import { toCsv } from '../format/csv-writer.js';
import type { ClosedRoSearchQuery } from '../planners/planner-results.rules.js';
import type {
  OpcodeSearchRequest,
  OpenRoStatusQuery,
  RepairOrderGateway,
  ServiceClosedSearch,
  ServiceClosedSearchRequest,
} from '../repair-orders/repair-order-gateway.port.js';
import type { Advisor, Opcode, ServiceOrder } from '../repair-orders/service-order.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import type { SwimlaneQuery } from '../repair-orders/swimlane-query.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof RepairOrderGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** A repair order with the database id of the store it belongs to. */
export type StoredServiceOrder = { readonly storeIdPk: number; readonly order: ServiceOrder };

/** DD.MM.YYYY → YYYYMMDD, so request dates compare in order. */
const sortable = (dotted: string): string => dotted.split('.').reverse().join('');
const anyAdvisor = (advisor: string | undefined): boolean =>
  advisor === undefined || advisor === ADVISOR_DEFAULT;

/** Repair orders in memory: searches filter by store, status, advisor and dates as the contract describes. */
export class InMemoryRepairOrderGateway implements RepairOrderGateway {
  readonly #orders: StoredServiceOrder[];
  readonly #failures = new FailureQueue<Operation>();
  advisors: readonly Advisor[] = [];
  opcodes: readonly Opcode[] = [];

  constructor(orders: readonly StoredServiceOrder[] = []) {
    this.#orders = [...orders];
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  openRoAdvisors(_store: StoreRef): Answer<ListPage<Advisor>> {
    return answerOr(this.#failures.take('openRoAdvisors'), () => ok(inMemoryPage(this.advisors)));
  }

  openRo(store: StoreRef, svcOpenRoIdPK: number): Answer<ServiceOrder> {
    return answerOr(this.#failures.take('openRo'), () => {
      const found = this.#of(store.storeId).find((o) => o.svcOpenRoIdPK === svcOpenRoIdPK);
      return found ? ok(found) : err(serverRejection(404, `No open repair order ${svcOpenRoIdPK}`));
    });
  }

  openRosByDate(
    store: StoreRef,
    range: { startDate: DateInput; endDate: DateInput },
    window: PageWindow,
  ): Answer<ListPage<ServiceOrder>> {
    const from = sortable(formatRequestDate(range.startDate));
    const to = sortable(formatRequestDate(range.endDate));
    const found = this.#of(store.storeId).filter((o) => {
      const opened = (o.openDate ?? '').slice(0, 10).replaceAll('-', '');
      return o.statusCode !== 'CLOSED' && opened >= from && opened <= to;
    });
    return answerOr(this.#failures.take('openRosByDate'), () => pagedAnswer(found, window));
  }

  openRosByStatus(query: OpenRoStatusQuery): Answer<ListPage<ServiceOrder>> {
    const found = this.#of(query.storeIdPk).filter(
      (o) =>
        o.statusCode === query.statusCode && (anyAdvisor(query.advisorNo) || o.advisorNo === query.advisorNo),
    );
    return answerOr(this.#failures.take('openRosByStatus'), () => ok(inMemoryPage(found)));
  }

  swimlaneRosByStatus(query: SwimlaneQuery): Answer<ListPage<ServiceOrder>> {
    return answerOr(this.#failures.take('swimlaneRosByStatus'), () =>
      ok(inMemoryPage(this.#swimlane(query))),
    );
  }

  closedRos(query: ClosedRoSearchQuery): Answer<ListPage<ServiceOrder>> {
    const [from, to] = [sortable(query.startDate), sortable(query.endDate)];
    const found = this.#of(query.store_id_pk).filter((o) => {
      const closed = (o.closedDate ?? '').slice(0, 10).replaceAll('-', '');
      // The end date arrives one day later (spec 2 §7), so it is exclusive.
      return (
        o.statusCode === 'CLOSED' &&
        closed >= from &&
        closed < to &&
        (!query.lastMessageReceived || o.lastMessageReceivedDate != null)
      );
    });
    return answerOr(this.#failures.take('closedRos'), () => ok(inMemoryPage(found)));
  }

  swimlaneClosedRos(query: SwimlaneQuery): Answer<ListPage<ServiceOrder>> {
    const found = this.#swimlane({ ...query, status: ['CLOSED'] });
    return answerOr(this.#failures.take('swimlaneClosedRos'), () => ok(inMemoryPage(found)));
  }

  serviceClosed(
    _search: ServiceClosedSearch,
    store: StoreRef,
    request: ServiceClosedSearchRequest,
  ): Answer<ListPage<ServiceOrder>> {
    const text = request.query?.trim().toLowerCase() ?? '';
    const found = this.#of(store.storeId).filter(
      (o) =>
        o.statusCode === 'CLOSED' &&
        (anyAdvisor(request.advisorNo) || o.advisorNo === request.advisorNo) &&
        [o.roNumber, o.customerName, o.vin].some((f) => (f ?? '').toLowerCase().includes(text)),
    );
    const window = { page: request.page ?? 0, size: request.size ?? 50 };
    return answerOr(this.#failures.take('serviceClosed'), () => pagedAnswer(found, window));
  }

  searchOpcodes(request: OpcodeSearchRequest): Answer<ListPage<Opcode>> {
    const window = { page: request.page ?? 0, size: request.size ?? 50 };
    return answerOr(this.#failures.take('searchOpcodes'), () => pagedAnswer(this.#opcodes(request), window));
  }

  downloadOpcodes(request: OpcodeSearchRequest): Answer<string> {
    const rows = this.#opcodes(request).map((o) => [o.opcode, o.description ?? '']);
    return answerOr(this.#failures.take('downloadOpcodes'), () => ok(toCsv(['opcode', 'description'], rows)));
  }

  #of(storeIdPk: number): ServiceOrder[] {
    return this.#orders.filter((o) => o.storeIdPk === storeIdPk).map((o) => o.order);
  }

  #swimlane(query: SwimlaneQuery): ServiceOrder[] {
    return this.#orders
      .map((o) => o.order)
      .filter(
        (o) =>
          (query.store === undefined || o.storeId === query.store) &&
          (query.status === undefined || (query.status as readonly string[]).includes(o.statusCode)) &&
          (anyAdvisor(query.advisor) || o.advisorNo === query.advisor),
      );
  }

  #opcodes(request: OpcodeSearchRequest): Opcode[] {
    const text = request.searchText?.trim().toLowerCase() ?? '';
    return this.opcodes.filter(
      (o) =>
        (request.storeId === undefined || o.storeId == null || o.storeId === request.storeId) &&
        `${o.opcode} ${o.description ?? ''}`.toLowerCase().includes(text),
    );
  }
}

import type { AppError } from '../errors/app-error.js';
import { formatRequestDate, type DateInput } from '../format/dates.js';
import type { SalesGateway, SalesSearch } from '../sales/sales-gateway.port.js';
import type { SalesRecord, VcpMaster } from '../sales/sales.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { ok, type Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import { FailureQueue } from './server-rejection.js';

type Operation = keyof SalesGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** A sale with its store, and whether the vehicle has closed service since. */
export type StoredSale = {
  readonly storeId: number;
  readonly sale: SalesRecord;
  readonly closedService?: boolean;
};

/** DD.MM.YYYY → YYYYMMDD, so sold dates compare in order. */
const sortable = (dotted: string): string => dotted.split('.').reverse().join('');

/** A store's sales in memory; sold dates are kept as the server sends them (DD.MM.YYYY). */
export class InMemorySalesGateway implements SalesGateway {
  readonly #sales: StoredSale[];
  #vcp = new Map<number, VcpMaster[]>();
  readonly #failures = new FailureQueue<Operation>();

  constructor(sales: readonly StoredSale[] = []) {
    this.#sales = [...sales];
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  salesOn(store: StoreRef, soldDate: DateInput, window: PageWindow): Answer<ListPage<SalesRecord>> {
    const day = formatRequestDate(soldDate);
    const found = this.#of(store)
      .filter((s) => s.sale.sold_date === day)
      .map((s) => s.sale);
    return answerOr(this.#failures.take('salesOn'), () => pagedAnswer(found, window));
  }

  search(store: StoreRef, search: SalesSearch, window: PageWindow): Answer<ListPage<SalesRecord>> {
    const text = search.searchText?.trim().toLowerCase() ?? '';
    const found = this.#of(store)
      .map((s) => s.sale)
      .filter(
        (sale) =>
          (search.start_sold_date === undefined ||
            sortable(sale.sold_date) >= sortable(search.start_sold_date)) &&
          (search.end_sold_date === undefined ||
            sortable(sale.sold_date) <= sortable(search.end_sold_date)) &&
          (search.dealTypes === undefined || search.dealTypes.includes(sale.dealType ?? '')) &&
          [sale.customerName, sale.vin, sale.dealNo].some((f) => (f ?? '').toLowerCase().includes(text)),
      );
    return answerOr(this.#failures.take('search'), () => pagedAnswer(found, window));
  }

  salesWithClosedService(
    store: StoreRef,
    range: { startSoldDate: DateInput; endSoldDate: DateInput },
    dealTypes: readonly string[],
    window: PageWindow,
  ): Answer<ListPage<SalesRecord>> {
    const [from, to] = [
      sortable(formatRequestDate(range.startSoldDate)),
      sortable(formatRequestDate(range.endSoldDate)),
    ];
    const found = this.#of(store)
      .filter((s) => s.closedService === true && dealTypes.includes(s.sale.dealType ?? ''))
      .map((s) => s.sale)
      .filter((sale) => sortable(sale.sold_date) >= from && sortable(sale.sold_date) <= to);
    return answerOr(this.#failures.take('salesWithClosedService'), () => pagedAnswer(found, window));
  }

  vcpMasters(store: StoreRef): Answer<ListPage<VcpMaster>> {
    return answerOr(this.#failures.take('vcpMasters'), () =>
      ok(inMemoryPage(this.#vcp.get(store.storeId) ?? [])),
    );
  }

  saveVcpMaster(store: StoreRef, vcp: VcpMaster): Answer<VcpMaster> {
    return answerOr(this.#failures.take('saveVcpMaster'), () => {
      const records = this.#vcp.get(store.storeId) ?? [];
      const id = vcp.id ?? Math.max(0, ...[...this.#vcp.values()].flat().map((r) => r.id ?? 0)) + 1;
      const saved = { ...vcp, id };
      this.#vcp.set(store.storeId, [...records.filter((r) => r.id !== id), saved]);
      return ok(saved);
    });
  }

  #of(store: StoreRef): StoredSale[] {
    return this.#sales.filter((s) => s.storeId === store.storeId);
  }
}

import type { AppError } from '../errors/app-error.js';
import type { DateInput } from '../format/dates.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import type { SalesRecord, VcpMaster } from './sales.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** A sales search body; sold dates DD.MM.YYYY (openapi SalesSearchRequest). */
export type SalesSearch = {
  readonly searchText?: string;
  readonly start_sold_date?: string;
  readonly end_sold_date?: string;
  readonly dealTypes?: readonly string[];
};

/** A store's sales and vehicle care plans (openapi tag sales); sold dates go out as DD.MM.YYYY. */
export interface SalesGateway {
  salesOn(store: StoreRef, soldDate: DateInput, window: PageWindow): Answer<ListPage<SalesRecord>>;
  search(store: StoreRef, search: SalesSearch, window: PageWindow): Answer<ListPage<SalesRecord>>;
  /** Sales in a sold-date range that also have closed service, of the given deal types. */
  salesWithClosedService(
    store: StoreRef,
    range: { readonly startSoldDate: DateInput; readonly endSoldDate: DateInput },
    dealTypes: readonly string[],
    window: PageWindow,
  ): Answer<ListPage<SalesRecord>>;
  vcpMasters(store: StoreRef): Answer<ListPage<VcpMaster>>;
  /** Saves a record; one without an id is added and answered with its id. */
  saveVcpMaster(store: StoreRef, vcp: VcpMaster): Answer<VcpMaster>;
}

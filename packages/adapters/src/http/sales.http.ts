import {
  SalesPageSchema,
  VcpMasterPageSchema,
  VcpMasterSchema,
  formatRequestDate,
  type AppError,
  type DateInput,
  type ListPage,
  type PageWindow,
  type Result,
  type SalesGateway,
  type SalesRecord,
  type SalesSearch,
  type StoreRef,
  type VcpMaster,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

const storePath = (store: StoreRef) => ({ bocId: store.bocId, storeId: store.storeId });

/** A store's sales and vehicle care plans (openapi tag sales); sold dates go out DD.MM.YYYY. */
export class HttpSalesGateway implements SalesGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  salesOn(store: StoreRef, soldDate: DateInput, window: PageWindow): Answer<ListPage<SalesRecord>> {
    const params = {
      path: storePath(store),
      query: { sold_date: formatRequestDate(soldDate), page: window.page, size: window.size },
    };
    return this.#call(
      () => this.client.GET('/api/boc/{bocId}/store/{storeId}/sales/search-by-sold-date', { params }),
      SalesPageSchema,
    );
  }

  search(store: StoreRef, search: SalesSearch, window: PageWindow): Answer<ListPage<SalesRecord>> {
    const { dealTypes, ...rest } = search;
    const body = { ...rest, ...(dealTypes ? { dealTypes: [...dealTypes] } : {}) };
    const params = { path: storePath(store), query: { page: window.page, size: window.size } };
    return this.#call(
      () => this.client.POST('/api/boc/{bocId}/store/{storeId}/sales/search', { params, body }),
      SalesPageSchema,
    );
  }

  salesWithClosedService(
    store: StoreRef,
    range: { startSoldDate: DateInput; endSoldDate: DateInput },
    dealTypes: readonly string[],
    window: PageWindow,
  ): Answer<ListPage<SalesRecord>> {
    const params = {
      path: storePath(store),
      query: {
        start_sold_date: formatRequestDate(range.startSoldDate),
        end_sold_date: formatRequestDate(range.endSoldDate),
        page: window.page,
        size: window.size,
      },
    };
    return this.#call(
      () =>
        this.client.POST('/api/boc/{bocId}/store/{storeId}/sales/search-sales-with-closed-service', {
          params,
          body: { dealTypes: [...dealTypes] },
        }),
      SalesPageSchema,
    );
  }

  vcpMasters(store: StoreRef): Answer<ListPage<VcpMaster>> {
    const params = { path: storePath(store) };
    return this.#call(
      () => this.client.GET('/api/boc/{bocId}/store/{storeId}/vcp-master', { params }),
      VcpMasterPageSchema,
    );
  }

  saveVcpMaster(store: StoreRef, vcp: VcpMaster): Answer<VcpMaster> {
    const params = { path: storePath(store) };
    return this.#call(
      () => this.client.POST('/api/boc/{bocId}/store/{storeId}/vcp-master', { params, body: vcp }),
      VcpMasterSchema,
    );
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}

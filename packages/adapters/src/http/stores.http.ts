import {
  BocPageSchema,
  BrandTimezonePageSchema,
  EnterprisePageSchema,
  EnterpriseSchema,
  EnterpriseStorePageSchema,
  InteractionCustomerTypeSchema,
  StringPageSchema,
  type AppError,
  type Boc,
  type BrandTimezone,
  type Enterprise,
  type EnterpriseStore,
  type InteractionCustomerType,
  type ListPage,
  type PageWindow,
  type Result,
  type ServiceInteractionStoresQuery,
  type StoreQuery,
  type StoresGateway,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** Enterprises, stores, brands, time zones and BOCs (openapi tag stores and admin). */
export class HttpStoresGateway implements StoresGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  enterpriseStores(enterpriseId: number): Answer<ListPage<EnterpriseStore>> {
    const params = { path: { enterpriseId } };
    return this.#call(
      () => this.client.GET('/api/enterprise/{enterpriseId}/store', { params }),
      EnterpriseStorePageSchema,
    );
  }

  enterprises(window: PageWindow): Answer<ListPage<Enterprise>> {
    const params = { query: { page: window.page, size: window.size } };
    return this.#call(() => this.client.GET('/api/enterprise', { params }), EnterprisePageSchema);
  }

  updateEnterprise(enterprise: Enterprise): Answer<Enterprise> {
    const params = { path: { enterpriseId: enterprise.id } };
    return this.#call(
      () => this.client.PUT('/api/enterprise/{enterpriseId}', { params, body: enterprise }),
      EnterpriseSchema,
    );
  }

  stores(query: StoreQuery): Answer<ListPage<EnterpriseStore>> {
    const { enterpriseId, bocId, page, size } = query;
    const params = { query: { enterpriseId, bocId, page, size } };
    return this.#call(() => this.client.GET('/api/store', { params }), EnterpriseStorePageSchema);
  }

  brands(enterpriseId?: number): Answer<ListPage<string>> {
    return this.#call(
      () => this.client.GET('/api/store/brands', { params: { query: { enterpriseId } } }),
      StringPageSchema,
    );
  }

  bocs(enterpriseId?: number): Answer<ListPage<Boc>> {
    return this.#call(
      () => this.client.GET('/api/boc', { params: { query: { enterpriseId } } }),
      BocPageSchema,
    );
  }

  /** brands go as a repeated query parameter (brands=A&brands=B), as spec 2 §7 says. */
  storesByBrandsAndZone(zone: string, brands: readonly string[]): Answer<ListPage<EnterpriseStore>> {
    const params = { query: { zone, brands: [...brands] } };
    return this.#call(
      () => this.client.GET('/api/store/brands-timezone', { params }),
      EnterpriseStorePageSchema,
    );
  }

  brandTimezones(): Answer<ListPage<BrandTimezone>> {
    return this.#call(() => this.client.GET('/api/store/brand-timezone'), BrandTimezonePageSchema);
  }

  serviceInteractionStores(query: ServiceInteractionStoresQuery): Answer<ListPage<EnterpriseStore>> {
    const body = {
      ...(query.enterpriseId === undefined ? {} : { enterpriseId: query.enterpriseId }),
      ...(query.bocIds ? { bocIds: [...query.bocIds] } : {}),
      ...(query.serviceTypes ? { serviceTypes: [...query.serviceTypes] } : {}),
    };
    return this.#call(
      () => this.client.POST('/api/lisa/service-interactions/stores', { body }),
      EnterpriseStorePageSchema,
    );
  }

  interactionCustomerType(interactionId: number): Answer<InteractionCustomerType> {
    const params = { path: { interactionId } };
    return this.#call(
      () => this.client.GET('/api/lisa/service-interactions/customer-type/{interactionId}', { params }),
      InteractionCustomerTypeSchema,
    );
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}

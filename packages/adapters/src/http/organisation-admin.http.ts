import {
  BocSchema,
  EnterpriseSchema,
  StoreDetailPageSchema,
  StoreDetailSchema,
  TenantNameSchema,
  type AppError,
  type Boc,
  type BocCreate,
  type Enterprise,
  type EnterpriseCreate,
  type ListPage,
  type OrganisationAdminGateway,
  type Result,
  type StoreCreate,
  type StoreDetail,
  type StoreEdit,
  type TenantName,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The company master list's creates and edits over the main API (openapi tag stores and admin). */
export class HttpOrganisationAdminGateway implements OrganisationAdminGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  createEnterprise(enterprise: EnterpriseCreate): Answer<Enterprise> {
    return this.#call(
      () => this.client.POST('/api/organisation/enterprises', { body: enterprise }),
      EnterpriseSchema,
    );
  }

  createTenant(enterpriseId: number, name: string): Answer<TenantName> {
    return this.#call(
      () => this.client.POST('/api/organisation/tenants', { body: { enterpriseId, name } }),
      TenantNameSchema,
    );
  }

  renameTenant(tenantId: number, name: string): Answer<TenantName> {
    const params = { path: { tenantId } };
    return this.#call(
      () => this.client.PUT('/api/organisation/tenants/{tenantId}', { params, body: { name } }),
      TenantNameSchema,
    );
  }

  createBoc(boc: BocCreate): Answer<Boc> {
    return this.#call(() => this.client.POST('/api/organisation/bocs', { body: boc }), BocSchema);
  }

  renameBoc(bocId: number, bocName: string): Answer<Boc> {
    const params = { path: { bocId } };
    return this.#call(
      () => this.client.PUT('/api/organisation/bocs/{bocId}', { params, body: { bocName } }),
      BocSchema,
    );
  }

  storeDetails(query: {
    readonly enterpriseId?: number;
    readonly bocId?: number;
  }): Answer<ListPage<StoreDetail>> {
    const params = { query: { enterpriseId: query.enterpriseId, bocId: query.bocId } };
    return this.#call(() => this.client.GET('/api/organisation/stores', { params }), StoreDetailPageSchema);
  }

  createStore(store: StoreCreate): Answer<StoreDetail> {
    return this.#call(() => this.client.POST('/api/organisation/stores', { body: store }), StoreDetailSchema);
  }

  updateStore(storeId: number, store: StoreEdit): Answer<StoreDetail> {
    const params = { path: { storeId } };
    return this.#call(
      () => this.client.PUT('/api/organisation/stores/{storeId}', { params, body: store }),
      StoreDetailSchema,
    );
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}

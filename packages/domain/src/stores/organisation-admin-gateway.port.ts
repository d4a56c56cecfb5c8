import type { AppError } from '../errors/app-error.js';
import type { Boc } from '../leads/lead.schema.js';
import type { ListPage } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { Enterprise } from './store.schema.js';
import type {
  BocCreate,
  EnterpriseCreate,
  StoreCreate,
  StoreDetail,
  StoreEdit,
  TenantName,
} from './organisation.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The company master list's creates and edits (issue 20), each checked and logged by the server. */
export interface OrganisationAdminGateway {
  createEnterprise(enterprise: EnterpriseCreate): Answer<Enterprise>;
  createTenant(enterpriseId: number, name: string): Answer<TenantName>;
  renameTenant(tenantId: number, name: string): Answer<TenantName>;
  createBoc(boc: BocCreate): Answer<Boc>;
  renameBoc(bocId: number, bocName: string): Answer<Boc>;
  storeDetails(query: {
    readonly enterpriseId?: number;
    readonly bocId?: number;
  }): Answer<ListPage<StoreDetail>>;
  createStore(store: StoreCreate): Answer<StoreDetail>;
  updateStore(storeId: number, store: StoreEdit): Answer<StoreDetail>;
}

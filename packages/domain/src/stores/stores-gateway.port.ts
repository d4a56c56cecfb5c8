import type { AppError } from '../errors/app-error.js';
import type { Boc } from '../leads/lead.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { BrandTimezone, Enterprise, EnterpriseStore, InteractionCustomerType } from './store.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;

export type StoreQuery = PageWindow & { readonly enterpriseId?: number; readonly bocId?: number };
export type ServiceInteractionStoresQuery = {
  readonly enterpriseId?: number;
  readonly bocIds?: readonly number[];
  readonly serviceTypes?: readonly string[];
};

/** Enterprises, stores, brands, time zones and BOCs (openapi tag stores and admin). */
export interface StoresGateway {
  enterpriseStores(enterpriseId: number): Answer<ListPage<EnterpriseStore>>;
  enterprises(window: PageWindow): Answer<ListPage<Enterprise>>;
  updateEnterprise(enterprise: Enterprise): Answer<Enterprise>;
  stores(query: StoreQuery): Answer<ListPage<EnterpriseStore>>;
  brands(enterpriseId?: number): Answer<ListPage<string>>;
  bocs(enterpriseId?: number): Answer<ListPage<Boc>>;
  /** Stores of any of the brands in one time zone (brands sent as a repeated query). */
  storesByBrandsAndZone(zone: string, brands: readonly string[]): Answer<ListPage<EnterpriseStore>>;
  brandTimezones(): Answer<ListPage<BrandTimezone>>;
  serviceInteractionStores(query: ServiceInteractionStoresQuery): Answer<ListPage<EnterpriseStore>>;
  interactionCustomerType(interactionId: number): Answer<InteractionCustomerType>;
}

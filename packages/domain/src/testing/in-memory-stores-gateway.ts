import type { AppError } from '../errors/app-error.js';
import type { Boc } from '../leads/lead.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import type {
  BrandTimezone,
  Enterprise,
  EnterpriseStore,
  InteractionCustomerType,
} from '../stores/store.schema.js';
import type {
  ServiceInteractionStoresQuery,
  StoreQuery,
  StoresGateway,
} from '../stores/stores-gateway.port.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof StoresGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** A store and the enterprise it belongs to (the store record itself does not say). */
export type StoredStore = { readonly enterpriseId: number; readonly store: EnterpriseStore };

export type StoresSeed = {
  readonly enterprises?: readonly Enterprise[];
  readonly stores?: readonly StoredStore[];
  readonly bocs?: readonly (Boc & { readonly enterpriseId: number })[];
  readonly customerTypes?: readonly InteractionCustomerType[];
};

/** Enterprises, stores and BOCs in memory. */
export class InMemoryStoresGateway implements StoresGateway {
  #enterprises: Enterprise[];
  readonly #stores: StoredStore[];
  readonly #bocs: (Boc & { readonly enterpriseId: number })[];
  readonly #customerTypes: InteractionCustomerType[];
  readonly #failures = new FailureQueue<Operation>();

  constructor(seed: StoresSeed = {}) {
    this.#enterprises = [...(seed.enterprises ?? [])];
    this.#stores = [...(seed.stores ?? [])];
    this.#bocs = [...(seed.bocs ?? [])];
    this.#customerTypes = [...(seed.customerTypes ?? [])];
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  enterpriseStores(enterpriseId: number): Answer<ListPage<EnterpriseStore>> {
    return answerOr(this.#failures.take('enterpriseStores'), () =>
      ok(inMemoryPage(this.#storesOf({ enterpriseId }))),
    );
  }
  enterprises(window: PageWindow): Answer<ListPage<Enterprise>> {
    return answerOr(this.#failures.take('enterprises'), () => pagedAnswer(this.#enterprises, window));
  }
  updateEnterprise(enterprise: Enterprise): Answer<Enterprise> {
    return answerOr(this.#failures.take('updateEnterprise'), () => {
      if (!this.#enterprises.some((e) => e.id === enterprise.id)) {
        return err(serverRejection(404, `No enterprise ${enterprise.id}`));
      }
      this.#enterprises = this.#enterprises.map((e) => (e.id === enterprise.id ? enterprise : e));
      return ok(enterprise);
    });
  }
  stores(query: StoreQuery): Answer<ListPage<EnterpriseStore>> {
    return answerOr(this.#failures.take('stores'), () => pagedAnswer(this.#storesOf(query), query));
  }
  brands(enterpriseId?: number): Answer<ListPage<string>> {
    const brands = [...new Set(this.#storesOf({ enterpriseId }).flatMap((s) => (s.brand ? [s.brand] : [])))];
    return answerOr(this.#failures.take('brands'), () => ok(inMemoryPage(brands.sort())));
  }
  bocs(enterpriseId?: number): Answer<ListPage<Boc>> {
    const found = this.#bocs
      .filter((b) => enterpriseId === undefined || b.enterpriseId === enterpriseId)
      .map(({ enterpriseId: _e, ...boc }) => boc);
    return answerOr(this.#failures.take('bocs'), () => ok(inMemoryPage(found)));
  }
  storesByBrandsAndZone(zone: string, brands: readonly string[]): Answer<ListPage<EnterpriseStore>> {
    const found = this.#storesOf({}).filter((s) => s.timezone === zone && brands.includes(s.brand ?? ''));
    return answerOr(this.#failures.take('storesByBrandsAndZone'), () => ok(inMemoryPage(found)));
  }
  brandTimezones(): Answer<ListPage<BrandTimezone>> {
    const pairs = new Map<string, BrandTimezone>();
    for (const s of this.#storesOf({})) {
      if (s.brand && s.timezone) pairs.set(`${s.brand}|${s.timezone}`, { brand: s.brand, zone: s.timezone });
    }
    return answerOr(this.#failures.take('brandTimezones'), () => ok(inMemoryPage([...pairs.values()])));
  }
  serviceInteractionStores(query: ServiceInteractionStoresQuery): Answer<ListPage<EnterpriseStore>> {
    const found = this.#storesOf({ enterpriseId: query.enterpriseId }).filter(
      (s) => query.bocIds === undefined || query.bocIds.includes(s.bocMaster?.id ?? -1),
    );
    return answerOr(this.#failures.take('serviceInteractionStores'), () => ok(inMemoryPage(found)));
  }
  interactionCustomerType(interactionId: number): Answer<InteractionCustomerType> {
    return answerOr(this.#failures.take('interactionCustomerType'), () => {
      const found = this.#customerTypes.find((c) => c.interactionId === interactionId);
      return found ? ok(found) : err(serverRejection(404, `No service interaction ${interactionId}`));
    });
  }

  #storesOf(query: { readonly enterpriseId?: number; readonly bocId?: number }): EnterpriseStore[] {
    return this.#stores
      .filter((s) => query.enterpriseId === undefined || s.enterpriseId === query.enterpriseId)
      .map((s) => s.store)
      .filter((s) => query.bocId === undefined || s.bocMaster?.id === query.bocId);
  }
}

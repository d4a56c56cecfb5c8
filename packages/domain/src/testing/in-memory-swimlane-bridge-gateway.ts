import { ADVISOR_DEFAULT } from '../catalog/constants.js';
import type { Appointment } from '../appointments/appointment.schema.js';
import type { AppError } from '../errors/app-error.js';
import { formatIsoDate, type DateInput } from '../format/dates.js';
import type { Advisor, ServiceOrder } from '../repair-orders/service-order.schema.js';
import type { ListPage } from '../shared/list-page.js';
import { err, ok, type Result } from '../shared/result.js';
import type { BridgeStore } from '../swimlane/bridge-store.schema.js';
import type { BridgeOrderQuery, SwimlaneBridgeGateway } from '../swimlane/swimlane-bridge-gateway.port.js';
import { swimlaneFetchError, type SwimlaneFetch } from '../swimlane/swimlane-notices.js';
import { inMemoryPage } from './in-memory-page.js';
import { FailureQueue } from './server-rejection.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** The swimlane bridge in memory; any failure comes back as the fetch's swimlane notice (spec 2 §8). */
export class InMemorySwimlaneBridgeGateway implements SwimlaneBridgeGateway {
  readonly #failures = new FailureQueue<SwimlaneFetch>();
  storeList: BridgeStore[] = [];
  readonly advisorsByStore = new Map<string, readonly Advisor[]>();
  orders: ServiceOrder[] = [];
  /** Appointments with the bridge store code they belong to. */
  storeAppointments: { readonly store: string; readonly appointment: Appointment }[] = [];

  /** Makes the next fetch of that kind fail; the error itself is replaced by the notice. */
  failNext(fetch: SwimlaneFetch): void {
    this.#failures.failNext(fetch, swimlaneFetchError(fetch));
  }

  serviceOrders(query: BridgeOrderQuery): Answer<ListPage<ServiceOrder>> {
    return this.#answer('serviceOrders', () =>
      this.orders.filter(
        (o) =>
          o.storeId === query.storeId && o.statusCode === query.statusCode && byAdvisor(o, query.advisorNo),
      ),
    );
  }
  stores(): Answer<ListPage<BridgeStore>> {
    return this.#answer('stores', () => this.storeList);
  }
  advisors(store: string): Answer<ListPage<Advisor>> {
    return this.#answer('advisors', () => this.advisorsByStore.get(store) ?? []);
  }
  closedRos(
    store: string,
    date: DateInput,
    advisor: string = ADVISOR_DEFAULT,
  ): Answer<ListPage<ServiceOrder>> {
    const day = formatIsoDate(date);
    return this.#answer('closedRos', () =>
      this.orders.filter(
        (o) =>
          o.storeId === store &&
          o.statusCode === 'CLOSED' &&
          (o.closedDate ?? '').startsWith(day) &&
          byAdvisor(o, advisor),
      ),
    );
  }
  appointments(store: string, date: DateInput): Answer<ListPage<Appointment>> {
    const day = formatIsoDate(date);
    return this.#answer('appointments', () =>
      this.storeAppointments
        .filter((a) => a.store === store && a.appointment.apptDate === day)
        .map((a) => a.appointment),
    );
  }

  async #answer<T>(fetch: SwimlaneFetch, items: () => readonly T[]): Answer<ListPage<T>> {
    const failure = this.#failures.take(fetch);
    return failure ? err(failure) : ok(inMemoryPage(items()));
  }
}

const byAdvisor = (order: ServiceOrder, advisor: string | undefined): boolean =>
  advisor === undefined || advisor === ADVISOR_DEFAULT || order.advisorNo === advisor;

import {
  ADVISOR_DEFAULT,
  AdvisorPageSchema,
  AppointmentPageSchema,
  BridgeStorePageSchema,
  ServiceOrderPageSchema,
  err,
  formatIsoDate,
  swimlaneFetchError,
  type Advisor,
  type AppError,
  type Appointment,
  type BridgeOrderQuery,
  type BridgeStore,
  type DateInput,
  type ListPage,
  type Result,
  type ServiceOrder,
  type SwimlaneBridgeGateway,
  type SwimlaneFetch,
} from '@torque/domain';
import type { ZodType } from 'zod';
import type { ApiClient } from './api-client.js';
import { callApi, type ApiAnswer } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/**
 * The swimlane bridge host (openapi tag bridge): a client with the session's token (issue 28), dates as
 * YYYY-MM-DD, and every failure — refused, unreachable or unreadable — shown as its swimlane notice
 * (spec 2 §8). A 401 here never signs the user out: the board's main-host calls do that when the
 * session has truly ended, and a separate bridge host may refuse for reasons of its own.
 */
export class HttpSwimlaneBridgeGateway implements SwimlaneBridgeGateway {
  constructor(private readonly bridge: ApiClient) {}

  serviceOrders(query: BridgeOrderQuery): Answer<ListPage<ServiceOrder>> {
    const body = {
      statusCode: [query.statusCode],
      storeId: query.storeId,
      advisorNo: query.advisorNo ?? ADVISOR_DEFAULT,
    };
    return this.#fetch('serviceOrders', ServiceOrderPageSchema, () =>
      this.bridge.POST('/api/getOpenRoBtStoreId', { body }),
    );
  }

  stores(): Answer<ListPage<BridgeStore>> {
    return this.#fetch('stores', BridgeStorePageSchema, () => this.bridge.GET('/api/getAllStores'));
  }

  advisors(store: string): Answer<ListPage<Advisor>> {
    return this.#fetch('advisors', AdvisorPageSchema, () =>
      this.bridge.GET('/api/getAdivsorByStore/{store}', { params: { path: { store } } }),
    );
  }

  closedRos(
    store: string,
    date: DateInput,
    advisor: string = ADVISOR_DEFAULT,
  ): Answer<ListPage<ServiceOrder>> {
    const path = { store, date: formatIsoDate(date), advisor };
    return this.#fetch('closedRos', ServiceOrderPageSchema, () =>
      this.bridge.GET('/api/getClosedRoByStoreIdAndDateAndAdvisorNo/{store}/{date}/{advisor}', {
        params: { path },
      }),
    );
  }

  appointments(store: string, date: DateInput): Answer<ListPage<Appointment>> {
    const path = { store, date: formatIsoDate(date) };
    return this.#fetch('appointments', AppointmentPageSchema, () =>
      this.bridge.GET('/api/getAppointmentByStoreIdAndDate/{store}/{date}', { params: { path } }),
    );
  }

  async #fetch<T>(fetch: SwimlaneFetch, schema: ZodType<T>, request: () => Promise<ApiAnswer>): Answer<T> {
    const answer = await callApi(request, schema);
    return answer.ok ? answer : err(swimlaneFetchError(fetch));
  }
}

import {
  ADVISOR_DEFAULT,
  AdvisorPageSchema,
  OpcodePageSchema,
  ServiceOrderPageSchema,
  ServiceOrderSchema,
  formatRequestDate,
  type Advisor,
  type AppError,
  type ClosedRoSearchQuery,
  type DateInput,
  type ListPage,
  type Opcode,
  type OpcodeSearchRequest,
  type OpenRoStatusQuery,
  type PageWindow,
  type RepairOrderGateway,
  type Result,
  type ServiceClosedSearch,
  type ServiceClosedSearchRequest,
  type ServiceOrder,
  type StoreRef,
  type SwimlaneQuery,
} from '@torque/domain';
import { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { swimlaneBody } from './gateway-support.js';

type Answer<T> = Promise<Result<T, AppError>>;

const CLOSED = '/api/boc/{bocId}/store/{storeId}/service-closed';
const SERVICE_CLOSED_PATHS = {
  'by-date': `${CLOSED}/search-by-date`,
  'state-inspection-report': `${CLOSED}/state-inspection-report`,
  'by-advisor': `${CLOSED}/search-by-close-date-and-query/advisor`,
} as const satisfies Record<ServiceClosedSearch, string>;

const storePath = (store: StoreRef) => ({ bocId: store.bocId, storeId: store.storeId });

/** Open and closed repair orders and opcodes (openapi tag repair orders). */
export class HttpRepairOrderGateway implements RepairOrderGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  openRoAdvisors(store: StoreRef): Answer<ListPage<Advisor>> {
    const params = { path: storePath(store) };
    return this.#call(
      () => this.client.GET('/api/service-open/boc/{bocId}/store/{storeId}/advisor', { params }),
      AdvisorPageSchema,
    );
  }

  openRo(store: StoreRef, svcOpenRoIdPK: number): Answer<ServiceOrder> {
    const params = { path: { ...storePath(store), svcOpenRoIdPK } };
    return this.#call(
      () =>
        this.client.GET('/api/service-open/boc/{bocId}/store/{storeId}/getOpenRo/{svcOpenRoIdPK}', {
          params,
        }),
      ServiceOrderSchema,
    );
  }

  openRosByDate(
    store: StoreRef,
    range: { startDate: DateInput; endDate: DateInput },
    window: PageWindow,
  ): Answer<ListPage<ServiceOrder>> {
    const params = {
      path: storePath(store),
      query: {
        startDate: formatRequestDate(range.startDate),
        endDate: formatRequestDate(range.endDate),
        page: window.page,
        size: window.size,
      },
    };
    return this.#call(
      () => this.client.GET('/api/service-open/boc/{bocId}/store/{storeId}/search-by-date', { params }),
      ServiceOrderPageSchema,
    );
  }

  openRosByStatus(query: OpenRoStatusQuery): Answer<ListPage<ServiceOrder>> {
    const params = {
      query: {
        store_id_pk: query.storeIdPk,
        statusCode: query.statusCode,
        advisorNo: query.advisorNo ?? ADVISOR_DEFAULT,
      },
    };
    return this.#call(
      () => this.client.GET('/api/future-service-interaction/openro/search-by-status', { params }),
      ServiceOrderPageSchema,
    );
  }

  swimlaneRosByStatus(query: SwimlaneQuery): Answer<ListPage<ServiceOrder>> {
    const body = swimlaneBody(query);
    return this.#call(
      () => this.client.POST('/api/lisa/swimlane/ro-status', { body }),
      ServiceOrderPageSchema,
    );
  }

  closedRos(query: ClosedRoSearchQuery): Answer<ListPage<ServiceOrder>> {
    return this.#call(
      () =>
        this.client.GET('/api/future-service-interaction/closedro/search-by-closed-date', {
          params: { query: { ...query } },
        }),
      ServiceOrderPageSchema,
    );
  }

  swimlaneClosedRos(query: SwimlaneQuery): Answer<ListPage<ServiceOrder>> {
    const body = swimlaneBody(query);
    return this.#call(
      () => this.client.POST('/api/lisa/swimlane/ro-closed', { body }),
      ServiceOrderPageSchema,
    );
  }

  serviceClosed(
    search: ServiceClosedSearch,
    store: StoreRef,
    request: ServiceClosedSearchRequest,
  ): Answer<ListPage<ServiceOrder>> {
    const { opCodes, ...rest } = request;
    const body = { ...rest, ...(opCodes ? { opCodes: [...opCodes] } : {}) };
    const params = { path: storePath(store) };
    return this.#call(
      () => this.client.POST(SERVICE_CLOSED_PATHS[search], { params, body }),
      ServiceOrderPageSchema,
    );
  }

  searchOpcodes(request: OpcodeSearchRequest): Answer<ListPage<Opcode>> {
    return this.#call(() => this.client.POST('/api/opcode/search', { body: request }), OpcodePageSchema);
  }

  /** The contract answers text/csv, read as text. */
  downloadOpcodes(request: OpcodeSearchRequest): Answer<string> {
    return this.#call(
      () => this.client.POST('/api/opcode/download', { body: request, parseAs: 'text' }),
      z.string(),
    );
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}

import {
  AcknowledgementSchema,
  BulkStartPreviewSchema,
  PlannerTransferResultSchema,
  type BulkStartPreview,
  type PlannerTransfer,
  type PlannerTransferResult,
  LeadPageSchema,
  PlannerDefinitionPageSchema,
  PlannerDefinitionSchema,
  PlannerPageSchema,
  PlannerSearchPayloadSchema,
  err,
  requestRefusal,
  type Acknowledgement,
  type AppError,
  type FirstInteractionRequest,
  type LeadPage,
  type ListPage,
  type PageWindow,
  type PlannerDefinition,
  type PlannerGateway,
  type PlannerRow,
  type PlannerRun,
  type PlannerRunRequest,
  type PlannerSearchPayload,
  type Result,
  type StoreRef,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { withoutNulls } from './gateway-support.js';

type Answer<T> = Promise<Result<T, AppError>>;
const BASE = '/api/future-service-interaction';

/** The GET planners' paths (openapi runFuturePrediction*). */
const RUN_PATHS = {
  '5K': `${BASE}/run-future-prediction`,
  '0K': `${BASE}/run-future-prediction-for-0k`,
  '0K-special': `${BASE}/run-future-prediction-for-0k-special`,
  '0.5K': `${BASE}/run-future-prediction-for-05k`,
  '7.5K': `${BASE}/run-future-prediction-for-7500`,
  '10K': `${BASE}/run-future-prediction-for-10k`,
  '15K': `${BASE}/run-future-prediction-for-15k`,
  '20K': `${BASE}/run-future-prediction-for-20k`,
  '25K': `${BASE}/run-future-prediction-for-25k`,
  'check-up': `${BASE}/run-future-prediction-for-check-up`,
  'check-up-30days': `${BASE}/run-future-prediction-for-check-up-30days`,
  'post-30-months': `${BASE}/run-future-prediction-for-post-30-months`,
} as const satisfies Record<PlannerRun, string>;

/** The planner search as a query: unset (null) fields are left out. */
export const plannerQuery = (search: PlannerSearchPayload) => withoutNulls({ ...search });

/** The POSTed planner body (openapi PlannerSearchRequest), arrays copied out of their read-only form. */
function plannerBody(request: PlannerRunRequest) {
  const { opCodes, models, ...search } = request;
  return {
    ...search,
    ...(opCodes ? { opCodes: [...opCodes] } : {}),
    ...(models ? { models: [...models] } : {}),
  };
}

export class HttpPlannerGateway implements PlannerGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  run(run: PlannerRun, search: PlannerSearchPayload): Answer<ListPage<PlannerRow>> {
    return this.#checked(search, () =>
      callApi(
        () => this.client.GET(RUN_PATHS[run], { params: { query: plannerQuery(search) } }),
        PlannerPageSchema,
        this.options,
      ),
    );
  }

  runHondaOldModel(request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#post(`${BASE}/run-future-prediction-hom`, request);
  }

  runHondaServicePass(request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#post(`${BASE}/honda-service-pass`, request);
  }

  audit(request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#post('/api/predictive-planner/audit', request);
  }

  runFirstInteraction(request: FirstInteractionRequest): Answer<ListPage<PlannerRow>> {
    const body = { ...request, makes: [...request.makes] };
    return callApi(
      () => this.client.POST(`${BASE}/first-interaction`, { body }),
      PlannerPageSchema,
      this.options,
    );
  }

  runStateInspection(store: StoreRef, request: PlannerRunRequest): Answer<ListPage<PlannerRow>> {
    return this.#checked(request, () =>
      callApi(
        () =>
          this.client.POST('/api/boc/{bocId}/store/{storeId}/service-closed/state-inspection', {
            params: { path: { bocId: store.bocId, storeId: store.storeId } },
            body: plannerBody(request),
          }),
        PlannerPageSchema,
        this.options,
      ),
    );
  }

  emailPlannerAlert(request: PlannerRunRequest): Answer<Acknowledgement> {
    return this.#checked(request, () =>
      callApi(
        () => this.client.POST('/api/email-alert/predictive-planner', { body: plannerBody(request) }),
        AcknowledgementSchema,
        this.options,
      ),
    );
  }

  leadsByResponseTime(query: { readonly mrtTime: number } & PageWindow): Answer<LeadPage> {
    const { mrtTime, page, size } = query;
    return callApi(
      () => this.client.GET('/api/lisa/art', { params: { query: { mrtTime, page, size } } }),
      LeadPageSchema,
      this.options,
    );
  }

  definitions(enterpriseId?: number): Answer<ListPage<PlannerDefinition>> {
    return callApi(
      () => this.client.GET('/api/predictive-planner/definition', { params: { query: { enterpriseId } } }),
      PlannerDefinitionPageSchema,
      this.options,
    );
  }

  saveDefinition(definition: PlannerDefinition): Answer<PlannerDefinition> {
    return callApi(
      () => this.client.POST('/api/predictive-planner/definition', { body: definition }),
      PlannerDefinitionSchema,
      this.options,
    );
  }

  transfer(transfer: PlannerTransfer): Answer<PlannerTransferResult> {
    const { run, vehicleIds, plannerDate } = transfer;
    return callApi(
      () =>
        this.client.POST(`${BASE}/transfer`, {
          body: { run, vehicleIds: [...vehicleIds], ...(plannerDate ? { plannerDate } : {}) },
        }),
      PlannerTransferResultSchema,
      this.options,
    );
  }

  previewBulkStart(futureServiceInteractionIds: readonly number[]): Answer<BulkStartPreview> {
    return callApi(
      () =>
        this.client.POST('/api/service-workflow/bulk/preview', {
          body: { futureServiceInteractionIds: [...futureServiceInteractionIds] },
        }),
      BulkStartPreviewSchema,
      this.options,
    );
  }

  #post(
    path:
      | '/api/future-service-interaction/run-future-prediction-hom'
      | '/api/future-service-interaction/honda-service-pass'
      | '/api/predictive-planner/audit',
    request: PlannerRunRequest,
  ): Answer<ListPage<PlannerRow>> {
    return this.#checked(request, () =>
      callApi(() => this.client.POST(path, { body: plannerBody(request) }), PlannerPageSchema, this.options),
    );
  }

  /** A search that breaks the planner payload schema (e.g. a date not DD.MM.YYYY) never leaves. */
  async #checked<T>(search: PlannerSearchPayload, send: () => Answer<T>): Answer<T> {
    const refused = requestRefusal(PlannerSearchPayloadSchema, search);
    return refused ? err(refused) : send();
  }
}

import {
  AcknowledgementSchema,
  DatasourceMappingSchema,
  DealerVaultDeliveryPageSchema,
  LogoSchema,
  ReportPageSchema,
  SchedulerPageSchema,
  SchedulerSchema,
  ServiceInteractionMappingPageSchema,
  StoreReviewLinkSchema,
  StringPageSchema,
  SyncHistoryPageSchema,
  TenantPageSchema,
  TenantSchema,
  UiScreenPageSchema,
  datasourceNotConfigured,
  err,
  schedulerNotCreated,
  syncFailed,
  type Acknowledgement,
  type AppError,
  type DatasourceMapping,
  type DealerVaultDelivery,
  type EnterprisePageQuery,
  type ListPage,
  type Logo,
  type PageWindow,
  type ReportRow,
  type Result,
  type Scheduler,
  type ServiceInteractionMapping,
  type SettingsGateway,
  type StoreReviewLink,
  type SyncHistory,
  type SyncKind,
  type SyncRequest,
  type Tenant,
  type UiScreen,
  type UploadFile,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { asBlob, multipart, withNotice } from './gateway-support.js';

type Answer<T> = Promise<Result<T, AppError>>;
const LOGO = '/api/enterprise/{enterpriseId}/logo';
const REVIEW_LINK = '/api/settings/stores/{storeId}/review-link';
const SYNC_PATHS = { manual: '/api/sync/manual', display: '/api/sync/display' } as const satisfies Record<
  SyncKind,
  string
>;

/** The settings screens (openapi tag stores and admin), with the spec's own failure notices. */
export class HttpSettingsGateway implements SettingsGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  logo(enterpriseId: number): Answer<Logo> {
    return this.#call(() => this.client.GET(LOGO, { params: { path: { enterpriseId } } }), LogoSchema);
  }

  saveLogo(enterpriseId: number, file: UploadFile, mode: 'add' | 'replace'): Answer<Logo> {
    const init = {
      params: { path: { enterpriseId } },
      body: multipart<{ file: string }>({ file: asBlob(file) }),
    };
    return this.#call(
      () => (mode === 'add' ? this.client.POST(LOGO, init) : this.client.PUT(LOGO, init)),
      LogoSchema,
    );
  }

  tenants(): Answer<ListPage<Tenant>> {
    return this.#call(() => this.client.GET('/api/tenant'), TenantPageSchema);
  }

  aivaFileNames(tenantId: number): Answer<ListPage<string>> {
    const params = { path: { tenantId } };
    return this.#call(
      () => this.client.GET('/api/tenant/{tenantId}/aiva/files', { params }),
      StringPageSchema,
    );
  }

  setTenantAivaFile(tenantId: number, aivaFileName: string): Answer<Tenant> {
    const params = { path: { tenantId } };
    return this.#call(
      () => this.client.PUT('/api/tenant/{tenantId}/aiva', { params, body: { aivaFileName } }),
      TenantSchema,
    );
  }

  uiScreens(enterpriseId?: number): Answer<ListPage<UiScreen>> {
    return this.#call(
      () => this.client.GET('/api/ui-screen', { params: { query: { enterpriseId } } }),
      UiScreenPageSchema,
    );
  }

  serviceInteractionMappings(enterpriseId?: number): Answer<ListPage<ServiceInteractionMapping>> {
    return this.#call(
      () =>
        this.client.GET('/api/lisa/service-interactions/mapping', { params: { query: { enterpriseId } } }),
      ServiceInteractionMappingPageSchema,
    );
  }

  saveServiceInteractionMapping(mapping: ServiceInteractionMapping): Answer<Acknowledgement> {
    return this.#call(
      () => this.client.POST('/api/lisa/service-interactions/mapping', { body: mapping }),
      AcknowledgementSchema,
    );
  }

  /**
   * A configuration without a data source means nothing is configured: 'Datasource is not configured'
   * (spec 2 §8). The reference server answers so with a 200 (issue 30: no 404 logged); an older one's
   * 404 reads the same.
   */
  async datasourceConfiguration(enterpriseId: number, storeId?: number): Answer<DatasourceMapping> {
    const answer = await this.#call(
      () =>
        this.client.GET('/api/datasource-configuration', { params: { query: { enterpriseId, storeId } } }),
      DatasourceMappingSchema,
    );
    if (answer.ok) return answer.value.dataSource ? answer : err(datasourceNotConfigured());
    return answer.error.status === 404 ? err(datasourceNotConfigured()) : answer;
  }

  saveDatasourceConfiguration(mapping: DatasourceMapping): Answer<Acknowledgement> {
    return this.#call(
      () => this.client.POST('/api/datasource-configuration', { body: mapping }),
      AcknowledgementSchema,
    );
  }

  async createScheduler(scheduler: Scheduler): Answer<Scheduler> {
    const answer = await this.#call(
      () => this.client.POST('/api/scheduler', { body: scheduler }),
      SchedulerSchema,
    );
    return withNotice(answer, schedulerNotCreated);
  }

  schedulers(query: EnterprisePageQuery): Answer<ListPage<Scheduler>> {
    const { enterpriseId, page, size } = query;
    return this.#call(
      () => this.client.GET('/api/scheduler', { params: { query: { enterpriseId, page, size } } }),
      SchedulerPageSchema,
    );
  }

  deleteScheduler(schedulerId: number): Answer<Acknowledgement> {
    return this.#call(
      () => this.client.DELETE('/api/scheduler/{schedulerId}', { params: { path: { schedulerId } } }),
      AcknowledgementSchema,
    );
  }

  syncHistory(query: EnterprisePageQuery): Answer<ListPage<SyncHistory>> {
    const { enterpriseId, page, size } = query;
    return this.#call(
      () => this.client.GET('/api/sync-history', { params: { query: { enterpriseId, page, size } } }),
      SyncHistoryPageSchema,
    );
  }

  dmsView(storeIdPk: number, window: PageWindow): Answer<ListPage<ReportRow>> {
    const query = { store_id_pk: storeIdPk, page: window.page, size: window.size };
    return this.#call(() => this.client.GET('/api/dms-view', { params: { query } }), ReportPageSchema);
  }

  reviewLink(storeId: number): Answer<StoreReviewLink> {
    return this.#call(
      () => this.client.GET(REVIEW_LINK, { params: { path: { storeId } } }),
      StoreReviewLinkSchema,
    );
  }

  saveReviewLink(storeId: number, reviewUrl: string | null): Answer<StoreReviewLink> {
    return this.#call(
      () => this.client.PUT(REVIEW_LINK, { params: { path: { storeId } }, body: { reviewUrl } }),
      StoreReviewLinkSchema,
    );
  }

  dealerVaultDeliveries(query: EnterprisePageQuery): Answer<ListPage<DealerVaultDelivery>> {
    const { enterpriseId, page, size } = query;
    return this.#call(
      () =>
        this.client.GET('/api/dealervault/deliveries', { params: { query: { enterpriseId, page, size } } }),
      DealerVaultDeliveryPageSchema,
    );
  }

  async runSync(kind: SyncKind, request: SyncRequest): Answer<Acknowledgement> {
    const answer = await this.#call(
      () => this.client.POST(SYNC_PATHS[kind], { body: request }),
      AcknowledgementSchema,
    );
    return withNotice(answer, syncFailed);
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}

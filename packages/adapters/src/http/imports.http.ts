import {
  AcknowledgementSchema,
  CustomerVehicleLeadPageSchema,
  CvLeadBatchPageSchema,
  EnrichmentRecordPageSchema,
  FileUploadReportPageSchema,
  HeaderMappingSchema,
  LeadImportPreviewSchema,
  PlannerPageSchema,
  PlannerSearchPayloadSchema,
  PrepaidErrorMessagePageSchema,
  ProcessStatusSchema,
  RecallTypePageSchema,
  err,
  requestRefusal,
  type Acknowledgement,
  type AlertKind,
  type AppError,
  type CustomerVehicleLead,
  type CustomerVehicleLeadQuery,
  type CvLeadBatch,
  type DataSyncUpload,
  type EmailAlertRequest,
  type EnrichmentRecord,
  type EnrichmentRequest,
  type EnrichmentRun,
  type FileUploadReport,
  type FileUploadReportType,
  type HeaderMapping,
  type ImportGateway,
  type ImportProgressListener,
  type ImportResult,
  type ImportTarget,
  type LeadImportOptions,
  type LeadImportPreview,
  type ListPage,
  type PageWindow,
  type PlannerRow,
  type PlannerSearchPayload,
  type PrepaidErrorMessage,
  type ProcessStatus,
  type RecallType,
  type Result,
  type SessionStore,
  type StopSignal,
  type UploadFile,
  type UploadProgress,
} from '@torque/domain';
import { watchImportProgress, type EventSourceFactory } from '../browser/import-progress-stream.js';
import type { XhrFactory } from '../browser/upload-with-progress.js';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { leadImportFields, uploadDataSyncFile, uploadLeadFile } from './data-sync-upload.js';
import { multipart } from './gateway-support.js';
import { plannerQuery } from './planners.http.js';

type Answer<T> = Promise<Result<T, AppError>>;

export type ImportHosts = {
  /** The main API. */
  readonly client: ApiClient;
  /** The data-sync host (same token middleware). */
  readonly dataSync: ApiClient;
  /** The main API base URL the lead upload and progress stream use; '' is the page's own origin. */
  readonly apiBaseUrl: string;
  /** The data-sync base URL the progress upload posts to; '' is the page's own origin. */
  readonly dataSyncBaseUrl: string;
  readonly sessionStore: SessionStore;
  readonly xhrFactory?: XhrFactory;
  readonly eventSourceFactory?: EventSourceFactory;
};

const ENRICHMENT_PATHS = {
  enrichment: '/perform/enrichment',
  'fea-enrichment': '/fea/perform/enrichment',
} as const;
const LIST = '/api/list-of-customer-vehicle-lead';

/** Lead files and alert imports over the main and data-sync hosts (openapi tag imports). */
export class HttpImportGateway implements ImportGateway {
  constructor(
    private readonly hosts: ImportHosts,
    private readonly options: CallOptions = {},
  ) {}

  cvLeadBatches(window: PageWindow): Answer<ListPage<CvLeadBatch>> {
    const query = { page: window.page, size: window.size };
    return this.#call(
      () => this.hosts.client.GET(`${LIST}/cv-leads-batchs`, { params: { query } }),
      CvLeadBatchPageSchema,
    );
  }

  async runCvLeadPlanner(
    batchId: number | undefined,
    search: PlannerSearchPayload,
  ): Answer<ListPage<PlannerRow>> {
    const refused = requestRefusal(PlannerSearchPayloadSchema, search);
    if (refused) return err(refused);
    const query = { ...plannerQuery(search), batchId };
    return this.#call(
      () =>
        this.hosts.client.GET('/api/future-service-interaction/run-future-prediction-for-cv-leads', {
          params: { query },
        }),
      PlannerPageSchema,
    );
  }

  /** The lead file by XMLHttpRequest, for its upload progress (like the data-sync import). */
  importCustomerVehicleLeads(
    target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
    onProgress: UploadProgress,
  ): Answer<ImportResult> {
    return uploadLeadFile(this.hosts, target, file, options, onProgress, this.options);
  }

  /** The whole file read and checked by the server, nothing imported (issue 30). */
  previewCustomerVehicleLeads(
    target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
  ): Answer<LeadImportPreview> {
    const query = {
      enterprise_id: target.enterpriseId,
      boc_id_pk: target.bocId,
      store_id_pk: target.storeId,
    };
    const body = multipart<{ multipartFile: string }>(leadImportFields(file, options));
    return this.#call(
      () => this.hosts.client.POST(`${LIST}/import/preview`, { params: { query }, body }),
      LeadImportPreviewSchema,
    );
  }

  watchImport(fileReportId: number, onProgress: ImportProgressListener, stop: StopSignal): void {
    watchImportProgress(this.hosts, fileReportId, onProgress, stop);
  }

  headerMapping(fileType: string): Answer<HeaderMapping> {
    const query = { file_type: fileType };
    return this.#call(
      () => this.hosts.client.GET(`${LIST}/excel-header-mapping`, { params: { query } }),
      HeaderMappingSchema,
    );
  }

  saveHeaderMapping(mapping: HeaderMapping): Answer<Acknowledgement> {
    return this.#call(
      () => this.hosts.client.POST(`${LIST}/excel-header-mapping`, { body: mapping }),
      AcknowledgementSchema,
    );
  }

  searchCustomerVehicleLeads(query: CustomerVehicleLeadQuery): Answer<ListPage<CustomerVehicleLead>> {
    const { batchId, searchText, page, size } = query;
    return this.#call(
      () =>
        this.hosts.client.GET(`${LIST}/search`, { params: { query: { batchId, searchText, page, size } } }),
      CustomerVehicleLeadPageSchema,
    );
  }

  /** Spec 2 §7: the data-sync import reports progress; fetch cannot, so it goes by XMLHttpRequest. */
  uploadDataSyncFile(upload: DataSyncUpload, onProgress: UploadProgress): Answer<ImportResult> {
    return uploadDataSyncFile(this.hosts, upload, onProgress, this.options);
  }

  fileUploadReports(
    enterpriseId: number,
    fileType: FileUploadReportType,
    window: PageWindow,
  ): Answer<ListPage<FileUploadReport>> {
    const params = {
      path: { enterpriseId },
      query: { file_type: fileType, page: window.page, size: window.size },
    };
    return this.#call(
      () => this.hosts.dataSync.GET('/fetch-file-uploard-reports/{enterpriseId}', { params }),
      FileUploadReportPageSchema,
    );
  }

  prepaidErrors(fileReportId: number | undefined, window: PageWindow): Answer<ListPage<PrepaidErrorMessage>> {
    const query = { fileReportId, page: window.page, size: window.size };
    return this.#call(
      () => this.hosts.dataSync.GET('/lead/prepaid/errorMessages', { params: { query } }),
      PrepaidErrorMessagePageSchema,
    );
  }

  recallTypes(): Answer<ListPage<RecallType>> {
    return this.#call(() => this.hosts.dataSync.GET('/recalltype/fetch/all'), RecallTypePageSchema);
  }

  recallLeads(window: PageWindow): Answer<ListPage<EnrichmentRecord>> {
    const query = { page: window.page, size: window.size };
    return this.#call(
      () => this.hosts.dataSync.GET('/recalllead/fetch/all', { params: { query } }),
      EnrichmentRecordPageSchema,
    );
  }

  alertRecords(
    kind: AlertKind,
    fileReportId: number,
    window: PageWindow,
  ): Answer<ListPage<EnrichmentRecord>> {
    const params = { path: { fileReportId }, query: { page: window.page, size: window.size } };
    const path = kind === 'HEA' ? '/hea/{fileReportId}' : '/fea/{fileReportId}';
    return this.#call(() => this.hosts.dataSync.GET(path, { params }), EnrichmentRecordPageSchema);
  }

  setEnrichmentStatus(id: number, statusType: string, reasonkey?: string): Answer<Acknowledgement> {
    const params = { path: { id, statusType }, query: { reasonkey } };
    return this.#call(
      () => this.hosts.dataSync.PUT(`${LIST}/enrichment/{id}/status/update/{statusType}`, { params }),
      AcknowledgementSchema,
    );
  }

  startEnrichment(run: EnrichmentRun, request: EnrichmentRequest): Answer<ProcessStatus> {
    const { ids, ...rest } = request;
    const body = { ...rest, ...(ids ? { ids: [...ids] } : {}) };
    return this.#call(
      () =>
        run === 'lisa-fea'
          ? this.hosts.client.POST('/api/lisa/fea', { body })
          : this.hosts.dataSync.POST(ENRICHMENT_PATHS[run], { body }),
      ProcessStatusSchema,
    );
  }

  sendAllEmailAlerts(request: EmailAlertRequest): Answer<Acknowledgement> {
    const { storeIds, serviceTypes, recipients, ...rest } = request;
    const body = {
      ...rest,
      ...(storeIds ? { storeIds: [...storeIds] } : {}),
      ...(serviceTypes ? { serviceTypes: [...serviceTypes] } : {}),
      ...(recipients ? { recipients: [...recipients] } : {}),
    };
    return this.#call(() => this.hosts.client.POST('/api/email-alert/all', { body }), AcknowledgementSchema);
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}

import type { AppError } from '../errors/app-error.js';
import type { ServiceType } from '../leads/service-type.js';
import type { PlannerRow } from '../planners/planner.schema.js';
import type { PlannerSearchPayload } from '../planners/planner-search.rules.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type {
  CustomerVehicleLead,
  CvLeadBatch,
  HeaderMapping,
  ImportProgress,
  ImportResult,
} from './cv-lead.schema.js';
import type {
  EnrichmentRecord,
  FileUploadReport,
  FileUploadReportType,
  PrepaidErrorMessage,
  ProcessStatus,
  RecallType,
} from './data-sync-file.schema.js';
import type { SoldDateFormat } from './date-column-format.rules.js';
import type { ColumnMapping } from './lead-import-fields.js';
import type { HouseholdAnswer, LeadImportPreview } from './lead-import-preview.schema.js';
import type { UploadFile, UploadProgress } from './upload-progress.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** Where an imported file's leads belong. */
export type ImportTarget = {
  readonly enterpriseId: number;
  readonly bocId: number;
  readonly storeId: number;
};

/** Spec 2 §3 import upload: the file with enterprise, BOC, store, file type and (recalls) recall type. */
export type DataSyncUpload = ImportTarget & {
  readonly fileType: FileUploadReportType;
  readonly recallType?: string;
  readonly file: UploadFile;
};

export type AlertKind = 'HEA' | 'FEA';
/** perform/enrichment, fea/perform/enrichment (data-sync) and lisa/fea (main host). */
export type EnrichmentRun = 'enrichment' | 'fea-enrichment' | 'lisa-fea';
export type EnrichmentRequest = {
  readonly fileReportId: number;
  readonly enterprise_id?: number;
  readonly ids?: readonly number[];
};
export type EmailAlertRequest = {
  readonly enterpriseId?: number;
  readonly storeIds?: readonly number[];
  readonly serviceTypes?: readonly ServiceType[];
  readonly recipients?: readonly string[];
};
/** How a lead file is read: the 1-based row of its column headers and the field each header fills. */
export type LeadImportOptions = {
  readonly headerRow: number;
  readonly mapping: ColumnMapping;
  /** The admin's answer when the sold dates read both ways (issue 30 point 5). */
  readonly dateFormat?: SoldDateFormat;
  /** The admin's choice for each row sharing a number with someone of another name (point 6). */
  readonly households?: readonly HouseholdAnswer[];
};
/** Hears an import's processing progress until it is COMPLETED or FAILED. */
export type ImportProgressListener = (progress: ImportProgress) => void;
/** Ends a watch when aborted (a browser AbortSignal is one). */
export type StopSignal = {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
};

export type CustomerVehicleLeadQuery = PageWindow & {
  readonly batchId?: number;
  readonly searchText?: string;
};

/** Lead files and alert imports (openapi tag imports; spec 2 §7 "Customer-vehicle leads and imports"). */
export interface ImportGateway {
  cvLeadBatches(window: PageWindow): Answer<ListPage<CvLeadBatch>>;
  /** The planner over imported leads, optionally one batch. */
  runCvLeadPlanner(batchId: number | undefined, search: PlannerSearchPayload): Answer<ListPage<PlannerRow>>;
  /** The upload; `onProgress` hears whole percentages, 100 only once the server took the file. */
  importCustomerVehicleLeads(
    target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
    onProgress: UploadProgress,
  ): Answer<ImportResult>;
  /** The whole file read and checked without importing anything: the preview's questions and problems. */
  previewCustomerVehicleLeads(
    target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
  ): Answer<LeadImportPreview>;
  /**
   * The import's processing progress (the progress stream): where it stands now, then each step until
   * it is over or `stop` is aborted. Survives a page reload, since it is keyed by the batch alone. A
   * signal rather than a returned stop, so an adapter loaded on first use can be watched at once.
   */
  watchImport(fileReportId: number, onProgress: ImportProgressListener, stop: StopSignal): void;
  headerMapping(fileType: string): Answer<HeaderMapping>;
  saveHeaderMapping(mapping: HeaderMapping): Answer<Acknowledgement>;
  searchCustomerVehicleLeads(query: CustomerVehicleLeadQuery): Answer<ListPage<CustomerVehicleLead>>;
  /** The data-sync upload; `onProgress` hears whole percentages that grow to 100 on success. */
  uploadDataSyncFile(upload: DataSyncUpload, onProgress: UploadProgress): Answer<ImportResult>;
  fileUploadReports(
    enterpriseId: number,
    fileType: FileUploadReportType,
    window: PageWindow,
  ): Answer<ListPage<FileUploadReport>>;
  prepaidErrors(fileReportId: number | undefined, window: PageWindow): Answer<ListPage<PrepaidErrorMessage>>;
  recallTypes(): Answer<ListPage<RecallType>>;
  recallLeads(window: PageWindow): Answer<ListPage<EnrichmentRecord>>;
  alertRecords(kind: AlertKind, fileReportId: number, window: PageWindow): Answer<ListPage<EnrichmentRecord>>;
  setEnrichmentStatus(id: number, statusType: string, reasonkey?: string): Answer<Acknowledgement>;
  startEnrichment(run: EnrichmentRun, request: EnrichmentRequest): Answer<ProcessStatus>;
  sendAllEmailAlerts(request: EmailAlertRequest): Answer<Acknowledgement>;
}

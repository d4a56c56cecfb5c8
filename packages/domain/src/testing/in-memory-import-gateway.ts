import type { AppError } from '../errors/app-error.js';
import type {
  CustomerVehicleLead,
  CvLeadBatch,
  HeaderMapping,
  ImportProgress,
  ImportResult,
} from '../imports/cv-lead.schema.js';
import type {
  EnrichmentRecord,
  FileUploadReport,
  FileUploadReportType,
  PrepaidErrorMessage,
  ProcessStatus,
  RecallType,
} from '../imports/data-sync-file.schema.js';
import { PROCESSING_STARTED } from '../imports/data-sync-file.schema.js';
import type {
  AlertKind,
  CustomerVehicleLeadQuery,
  DataSyncUpload,
  EmailAlertRequest,
  EnrichmentRequest,
  EnrichmentRun,
  ImportGateway,
  ImportProgressListener,
  ImportTarget,
  StopSignal,
  LeadImportOptions,
} from '../imports/import-gateway.port.js';
import { progressReporter, type UploadFile, type UploadProgress } from '../imports/upload-progress.js';
import type { PlannerRow } from '../planners/planner.schema.js';
import { PlannerSearchPayloadSchema, type PlannerSearchPayload } from '../planners/planner-search.rules.js';
import type { Acknowledgement } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { requestRefusal } from '../errors/request-check.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import type { LeadImportPreview } from '../imports/lead-import-preview.schema.js';
import { previewLeadFile, processLeadFile, uploadText } from './in-memory-lead-import.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof ImportGateway;
type Answer<T> = Promise<Result<T, AppError>>;
/** How many progress steps the in-memory upload reports before the server answers. */
const UPLOAD_STEPS = 4;

export type ImportSeed = {
  readonly batches?: readonly CvLeadBatch[];
  readonly customerVehicleLeads?: readonly CustomerVehicleLead[];
  readonly cvLeadPlannerRows?: readonly PlannerRow[];
  readonly fileReports?: readonly FileUploadReport[];
  readonly prepaidErrors?: readonly PrepaidErrorMessage[];
  readonly recallTypes?: readonly RecallType[];
  readonly recallLeads?: readonly EnrichmentRecord[];
  /** HEA and FEA records, told apart by the file report they belong to. */
  readonly alertRecords?: readonly EnrichmentRecord[];
};

/** The import screens' server in memory: uploads become file reports with the next id. */
export class InMemoryImportGateway implements ImportGateway {
  #seed: Required<ImportSeed>;
  readonly #mappings = new Map<string, HeaderMapping>();
  readonly #failures = new FailureQueue<Operation>();
  readonly emailAlerts: EmailAlertRequest[] = [];
  readonly enrichmentRuns: { readonly run: EnrichmentRun; readonly request: EnrichmentRequest }[] = [];
  /** The options each lead upload was sent with. */
  readonly leadImports: LeadImportOptions[] = [];
  readonly #watchers = new Map<number, Set<ImportProgressListener>>();
  #hold: Promise<void> = Promise.resolve();

  constructor(seed: ImportSeed = {}) {
    this.#seed = {
      batches: [],
      customerVehicleLeads: [],
      cvLeadPlannerRows: [],
      fileReports: [],
      prepaidErrors: [],
      recallTypes: [],
      recallLeads: [],
      alertRecords: [],
      ...seed,
    };
  }

  seed(seed: ImportSeed): void {
    this.#seed = { ...this.#seed, ...seed };
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  fileReports(): FileUploadReport[] {
    return [...this.#seed.fileReports];
  }

  cvLeadBatches(window: PageWindow): Answer<ListPage<CvLeadBatch>> {
    return answerOr(this.#failures.take('cvLeadBatches'), () => pagedAnswer(this.#seed.batches, window));
  }

  runCvLeadPlanner(_batchId: number | undefined, search: PlannerSearchPayload): Answer<ListPage<PlannerRow>> {
    const refused =
      this.#failures.take('runCvLeadPlanner') ?? requestRefusal(PlannerSearchPayloadSchema, search);
    return answerOr(refused, () => pagedAnswer(this.#seed.cvLeadPlannerRows, search));
  }

  async importCustomerVehicleLeads(
    _target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
    onProgress: UploadProgress,
  ): Answer<ImportResult> {
    const progress = progressReporter(onProgress);
    for (let step = 1; step <= UPLOAD_STEPS; step += 1)
      progress.sent((file.size * step) / UPLOAD_STEPS, file.size);
    const refused = this.#failures.take('importCustomerVehicleLeads');
    if (refused) return err(refused);
    this.leadImports.push(options);
    const batchId = Math.max(0, ...this.#seed.batches.map((b) => b.batchId)) + 1;
    this.#putBatch({ batchId, fileName: file.name, status: 'PROCESSING', percent: 0, total: 0 });
    progress.done();
    void this.#process(batchId, file, options);
    return ok({ fileReportId: batchId, fileName: file.name, status: 'PROCESSING' });
  }

  async previewCustomerVehicleLeads(
    _target: ImportTarget,
    file: UploadFile,
    options: LeadImportOptions,
  ): Answer<LeadImportPreview> {
    const refused = this.#failures.take('previewCustomerVehicleLeads');
    if (refused) return err(refused);
    return ok(previewLeadFile(await uploadText(file), options, this.#seed.customerVehicleLeads));
  }

  /** Holds every lead file's processing at 0% until the returned release is called. */
  pauseProcessing(): () => void {
    let release = () => undefined as void;
    this.#hold = new Promise((resolve) => (release = resolve));
    return release;
  }

  watchImport(fileReportId: number, onProgress: ImportProgressListener, stop: StopSignal): void {
    if (stop.aborted) return;
    const listeners = this.#watchers.get(fileReportId) ?? new Set();
    this.#watchers.set(fileReportId, listeners);
    listeners.add(onProgress);
    stop.addEventListener('abort', () => listeners.delete(onProgress));
    // Like the stream, a new watcher first hears where the import stands.
    void Promise.resolve().then(() => {
      const now = this.#progressOf(fileReportId);
      if (now && listeners.has(onProgress)) onProgress(now);
    });
  }

  async #process(batchId: number, file: UploadFile, options: LeadImportOptions): Promise<void> {
    const text = await uploadText(file);
    await this.#hold;
    const known = this.#seed.customerVehicleLeads;
    const nextId = Math.max(0, ...known.map((lead) => lead.id)) + 1;
    const outcome = processLeadFile(batchId, text, options, known, nextId);
    this.#putBatch({ ...this.#batch(batchId), total: outcome.totalRecords, percent: 50 });
    this.#emit(batchId);
    this.#seed = {
      ...this.#seed,
      customerVehicleLeads: [...known, ...outcome.leads],
      prepaidErrors: [...this.#seed.prepaidErrors, ...outcome.errors],
    };
    this.#putBatch({
      ...this.#batch(batchId),
      status: 'COMPLETED',
      percent: 100,
      failedRecords: outcome.errors.length,
      createdCustomers: outcome.createdCustomers,
      updatedCustomers: outcome.updatedCustomers,
    });
    this.#emit(batchId);
  }

  #batch(batchId: number): CvLeadBatch {
    return this.#seed.batches.find((b) => b.batchId === batchId)!;
  }

  #putBatch(batch: CvLeadBatch): void {
    const others = this.#seed.batches.filter((b) => b.batchId !== batch.batchId);
    this.#seed = { ...this.#seed, batches: [...others, batch].sort((a, b) => a.batchId - b.batchId) };
  }

  #progressOf(batchId: number): ImportProgress | undefined {
    const batch = this.#seed.batches.find((b) => b.batchId === batchId);
    if (!batch) return undefined;
    const total = batch.total ?? 0;
    const percent = batch.percent ?? (batch.status === 'PROCESSING' ? 0 : 100);
    return {
      fileReportId: batchId,
      status: batch.status,
      percent,
      processedRecords: Math.floor((total * percent) / 100),
      totalRecords: total,
      failedRecords: batch.failedRecords ?? 0,
      message: batch.message ?? null,
    };
  }

  #emit(batchId: number): void {
    const now = this.#progressOf(batchId);
    if (now) for (const listener of this.#watchers.get(batchId) ?? []) listener(now);
  }

  headerMapping(fileType: string): Answer<HeaderMapping> {
    return answerOr(this.#failures.take('headerMapping'), () =>
      ok(this.#mappings.get(fileType) ?? { fileType, mapping: [] }),
    );
  }

  saveHeaderMapping(mapping: HeaderMapping): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('saveHeaderMapping'), () => {
      this.#mappings.set(mapping.fileType, mapping);
      return ok({ message: 'Successfully Updated' });
    });
  }

  searchCustomerVehicleLeads(query: CustomerVehicleLeadQuery): Answer<ListPage<CustomerVehicleLead>> {
    const text = query.searchText?.trim().toLowerCase() ?? '';
    const found = this.#seed.customerVehicleLeads.filter(
      (lead) =>
        (query.batchId === undefined || lead.batchId === query.batchId) &&
        [lead.firstName, lead.lastName, lead.vin, lead.cellular ?? ''].some((field) =>
          field.toLowerCase().includes(text),
        ),
    );
    return answerOr(this.#failures.take('searchCustomerVehicleLeads'), () => pagedAnswer(found, query));
  }

  async uploadDataSyncFile(upload: DataSyncUpload, onProgress: UploadProgress): Answer<ImportResult> {
    const progress = progressReporter(onProgress);
    for (let step = 1; step <= UPLOAD_STEPS; step += 1)
      progress.sent((upload.file.size * step) / UPLOAD_STEPS, upload.file.size);
    const refused = this.#failures.take('uploadDataSyncFile');
    if (refused) return err(refused);
    const fileReportId = this.#addReport(upload);
    progress.done();
    return ok({ fileReportId, fileName: upload.file.name, status: 'UPLOADED' });
  }

  fileUploadReports(
    enterpriseId: number,
    fileType: FileUploadReportType,
    window: PageWindow,
  ): Answer<ListPage<FileUploadReport>> {
    const found = this.#seed.fileReports.filter(
      (r) => r.enterpriseId === enterpriseId && r.fileType === fileType,
    );
    return answerOr(this.#failures.take('fileUploadReports'), () => pagedAnswer(found, window));
  }

  prepaidErrors(fileReportId: number | undefined, window: PageWindow): Answer<ListPage<PrepaidErrorMessage>> {
    const found = this.#seed.prepaidErrors.filter(
      (e) => fileReportId === undefined || e.fileReportId === fileReportId,
    );
    return answerOr(this.#failures.take('prepaidErrors'), () => pagedAnswer(found, window));
  }

  recallTypes(): Answer<ListPage<RecallType>> {
    return answerOr(this.#failures.take('recallTypes'), () => ok(inMemoryPage(this.#seed.recallTypes)));
  }

  recallLeads(window: PageWindow): Answer<ListPage<EnrichmentRecord>> {
    return answerOr(this.#failures.take('recallLeads'), () => pagedAnswer(this.#seed.recallLeads, window));
  }

  alertRecords(
    _kind: AlertKind,
    fileReportId: number,
    window: PageWindow,
  ): Answer<ListPage<EnrichmentRecord>> {
    const found = this.#seed.alertRecords.filter((r) => r.fileReportId === fileReportId);
    return answerOr(this.#failures.take('alertRecords'), () => pagedAnswer(found, window));
  }

  setEnrichmentStatus(id: number, statusType: string, reasonkey?: string): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('setEnrichmentStatus'), () => {
      const update = (records: readonly EnrichmentRecord[]) =>
        records.map((r) => (r.id === id ? { ...r, statusType, reasonkey: reasonkey ?? null } : r));
      const known = [...this.#seed.recallLeads, ...this.#seed.alertRecords].some((r) => r.id === id);
      if (!known) return err(serverRejection(404, `No enrichment record ${id}`));
      this.#seed = {
        ...this.#seed,
        recallLeads: update(this.#seed.recallLeads),
        alertRecords: update(this.#seed.alertRecords),
      };
      return ok({ message: 'Successfully Updated' });
    });
  }

  startEnrichment(run: EnrichmentRun, request: EnrichmentRequest): Answer<ProcessStatus> {
    return answerOr(this.#failures.take('startEnrichment'), () => {
      if (!this.#seed.fileReports.some((r) => r.fileReportId === request.fileReportId)) {
        return err(serverRejection(404, `No file report ${request.fileReportId}`));
      }
      this.enrichmentRuns.push({ run, request });
      return ok({ status: 'STARTED', message: PROCESSING_STARTED, percentage: 0 });
    });
  }

  sendAllEmailAlerts(request: EmailAlertRequest): Answer<Acknowledgement> {
    return answerOr(this.#failures.take('sendAllEmailAlerts'), () => {
      this.emailAlerts.push(request);
      return ok({ message: 'Successfully Sent' });
    });
  }

  #addReport(upload: DataSyncUpload): number {
    const fileReportId = Math.max(0, ...this.#seed.fileReports.map((r) => r.fileReportId)) + 1;
    const report: FileUploadReport = {
      fileReportId,
      enterpriseId: upload.enterpriseId,
      bocId: upload.bocId,
      storeId: upload.storeId,
      fileType: upload.fileType,
      recallType: upload.recallType ?? null,
      fileName: upload.file.name,
      status: 'UPLOADED',
    };
    this.#seed = { ...this.#seed, fileReports: [...this.#seed.fileReports, report] };
    return fileReportId;
  }
}

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkDataSyncRow,
  DATA_SYNC_COLUMNS_MISSING,
  dataSyncCells,
  distinctHeaders,
  findDataSyncColumns,
  IMPORT_NO_ROWS,
  IMPORT_TOO_MANY_ROWS,
  MAX_IMPORT_ROWS,
  type Clock,
  type DataSyncRow,
  type FileUploadReportType,
  type ImportResult,
} from '@torque/domain';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { badRequest } from '../http/http-error.js';
import {
  DataSyncBatchRepository,
  type NewDataSyncBatch,
  type RefusedRow,
} from './data-sync-batch.repository.js';
import { DataSyncScopeRepository } from './data-sync-scope.repository.js';
import { requireImportRole, requireStore } from './data-sync-scope.js';
import { importFileRows } from './import-file-rows.js';
import { receiveImportFile, type ReceivedImportFile } from './import-upload.js';

export const RECALL_TYPE_REQUIRED = 'Choose the recall type of a recall file (recall_type).';
export const UNKNOWN_RECALL_TYPE = 'Unknown recall type: choose one of the recall types listed.';
export const DATA_SYNC_IMPORT_FAILED = 'The import failed and nothing of the file was kept. Import it again.';

export type DataSyncUpload = {
  readonly enterpriseId: number;
  readonly bocId: number;
  readonly storeId: number;
  readonly fileType: FileUploadReportType;
  readonly recallType: string | undefined;
};

/** Rows per INSERT; between them the job lets other work of the process (the upload's answer) run. */
const CHUNK = 5_000;
/** A file this large changes the record tables enough to refresh their statistics. */
const ANALYSE_AFTER_ROWS = 5_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type ReadFile = { readonly rows: DataSyncRow[]; readonly refused: RefusedRow[] };

/**
 * Recall, HEA, FEA and prepaid files (POST /api/data-sync/import). The whole file is read and checked
 * before the answer, so a malformed file, a missing column or too many rows is refused whole (400) and
 * no batch exists; then the batch answers PROCESSING and its rows go in as a job, in one transaction:
 * a failure keeps nothing, and a row already imported for the store is not added again.
 */
export class DataSyncImportService {
  private readonly jobs = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
    private readonly uploadDir = join(tmpdir(), 'torque-data-sync'),
  ) {}

  async upload(principal: Principal, upload: DataSyncUpload, request: FastifyRequest): Promise<ImportResult> {
    requireImportRole(principal);
    const scopes = new DataSyncScopeRepository(this.db);
    await requireStore(scopes, principal, upload);
    const recallType = await this.recallTypeOf(scopes, upload);
    const file = await receiveImportFile(request, this.uploadDir);
    let read: ReadFile;
    try {
      read = await this.read(file, upload.fileType);
    } finally {
      await file.discard();
    }
    const batch: NewDataSyncBatch = {
      ...upload,
      recallType,
      fileName: file.fileName,
      totalRecords: read.rows.length + read.refused.length,
      failedRecords: read.refused.length,
      uploadedBy: principal.userId,
      uploadedOn: this.clock.now(),
    };
    const batchId = await new DataSyncBatchRepository(this.db).create(batch);
    this.track(this.apply(batchId, batch, read));
    return {
      fileReportId: batchId,
      fileName: batch.fileName,
      status: 'PROCESSING',
      totalRecords: batch.totalRecords,
      failedRecords: batch.failedRecords,
    };
  }

  /** Resolves once every running import has finished (the server waits for them before it closes). */
  async settled(): Promise<void> {
    await Promise.all([...this.jobs]);
  }

  private async recallTypeOf(
    scopes: DataSyncScopeRepository,
    upload: DataSyncUpload,
  ): Promise<string | null> {
    if (upload.fileType !== 'RECALL') return null;
    const recallType = upload.recallType?.trim() ?? '';
    if (recallType === '') throw badRequest(RECALL_TYPE_REQUIRED);
    if (!(await scopes.recallTypeExists(recallType))) throw badRequest(UNKNOWN_RECALL_TYPE);
    return recallType;
  }

  private async read(file: ReceivedImportFile, fileType: FileUploadReportType): Promise<ReadFile> {
    const rows: DataSyncRow[] = [];
    const refused: RefusedRow[] = [];
    let headers: string[] | undefined;
    let columns = {};
    let rowNumber = 0;
    for await (const cellsAsRead of importFileRows(file.path, file.kind)) {
      rowNumber += 1;
      // PostgreSQL keeps no NUL character (text or jsonb): one in a cell would fail the whole batch.
      const row = cellsAsRead.map((cell) => cell.replace(/\0/g, ''));
      if (!headers) {
        headers = distinctHeaders(row);
        const found = findDataSyncColumns(fileType, headers);
        if (found.missing.length > 0) throw badRequest(DATA_SYNC_COLUMNS_MISSING(found.missing));
        columns = found.columns;
        continue;
      }
      if (row.every((cell) => cell.trim() === '')) continue;
      if (rows.length + refused.length >= MAX_IMPORT_ROWS) throw badRequest(IMPORT_TOO_MANY_ROWS);
      const cells = dataSyncCells(columns, row);
      const checked = checkDataSyncRow(fileType, cells);
      if (checked.ok) rows.push(checked.value);
      else
        refused.push({
          rowNumber,
          vin: cells.vin || null,
          message: checked.error,
          cells: Object.fromEntries(headers.map((header, column) => [header, row[column] ?? ''])),
        });
    }
    if (rows.length + refused.length === 0) throw badRequest(IMPORT_NO_ROWS);
    return { rows, refused };
  }

  private async apply(batchId: number, batch: NewDataSyncBatch, read: ReadFile): Promise<void> {
    try {
      // PGlite answers queries without leaving the event loop's turn: wait for the next turn, so the
      // upload is answered before the job holds the database.
      await nextTurn();
      await this.db.transaction(async (tx) => {
        const batches = new DataSyncBatchRepository(tx);
        for (let start = 0; start < read.rows.length; start += CHUNK) {
          await batches.addRows(batchId, batch, read.rows.slice(start, start + CHUNK));
          await nextTurn();
        }
        await batches.addRefusedRows(batchId, read.refused);
        await batches.complete(batchId, batch.totalRecords, this.clock.now());
      });
      if (read.rows.length >= ANALYSE_AFTER_ROWS)
        await new DataSyncBatchRepository(this.db).analyse(batch.fileType);
    } catch (error) {
      this.onError(error);
      await new DataSyncBatchRepository(this.db).fail(batchId, DATA_SYNC_IMPORT_FAILED, this.clock.now());
    }
  }

  private track(job: Promise<void>): void {
    const settled = job.catch(this.onError).finally(() => this.jobs.delete(settled));
    this.jobs.add(settled);
  }
}

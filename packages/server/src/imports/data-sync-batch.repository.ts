import type { DataSyncRow, FileUploadReportType } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** A data-sync upload about to be imported: where it belongs and what it is. */
export type NewDataSyncBatch = {
  readonly enterpriseId: number;
  readonly bocId: number;
  readonly storeId: number;
  readonly fileType: FileUploadReportType;
  readonly recallType: string | null;
  readonly fileName: string;
  readonly totalRecords: number;
  readonly failedRecords: number;
  readonly uploadedBy: number;
  readonly uploadedOn: Date;
};

/** A refused row: its number in the file (the header row counts), its VIN as written, why, and its cells. */
export type RefusedRow = {
  readonly rowNumber: number;
  readonly vin: string | null;
  readonly message: string;
  readonly cells: Readonly<Record<string, string>>;
};

export type StoredBatch = { readonly id: number; readonly fileType: FileUploadReportType };

// Rows go in as one array per column (unnest): a handful of parameters per statement, however many rows.
const CHUNK = 5_000;

/** The import_batch rows of data-sync files and what each brought in. */
export class DataSyncBatchRepository {
  constructor(private readonly db: Queryable) {}

  async create(batch: NewDataSyncBatch): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO import_batch (enterprise_id, boc_id, store_id, file_type, recall_type, file_name, status,
         total_records, failed_records, uploaded_by, uploaded_on)
       VALUES ($1, $2, $3, $4, $5, $6, 'PROCESSING', $7, $8, $9, $10) RETURNING id`,
      [
        batch.enterpriseId,
        batch.bocId,
        batch.storeId,
        batch.fileType,
        batch.recallType,
        batch.fileName,
        batch.totalRecords,
        batch.failedRecords,
        batch.uploadedBy,
        batch.uploadedOn,
      ],
    );
    return row!.id;
  }

  /**
   * Adds good rows (at most a few thousand per call) as the file type's records; a row already imported
   * for the store is skipped. Returns how many are new.
   */
  async addRows(batchId: number, batch: NewDataSyncBatch, chunk: readonly DataSyncRow[]): Promise<number> {
    const vins = chunk.map((row) => row.vin);
    const codes = chunk.map((row) => row.code);
    const dates = chunk.map((row) => row.date);
    const inserted =
      batch.fileType === 'PREPAID_MAINTENANCE'
        ? await this.db.query<{ id: number }>(
            `INSERT INTO prepaid_maintenance (batch_id, enterprise_id, store_id, vin, plan_name, expiry_date, created_on)
               SELECT $1, $2, $3, r.vin, r.code, r.day, $4
                 FROM unnest($5::text[], $6::text[], $7::date[]) AS r (vin, code, day)
               ON CONFLICT (store_id, vin, plan_name) DO NOTHING RETURNING id`,
            [batchId, batch.enterpriseId, batch.storeId, batch.uploadedOn, vins, codes, dates],
          )
        : await this.db.query<{ id: number }>(
            `INSERT INTO enrichment_record (batch_id, enterprise_id, store_id, file_type, recall_type, vin, code,
                 description, alert_date, created_on)
               SELECT $1, $2, $3, $4, $5, r.vin, r.code, r.description, r.day, $6
                 FROM unnest($7::text[], $8::text[], $9::text[], $10::date[]) AS r (vin, code, description, day)
               ON CONFLICT (store_id, file_type, vin, code) DO NOTHING RETURNING id`,
            [
              batchId,
              batch.enterpriseId,
              batch.storeId,
              batch.fileType,
              batch.recallType,
              batch.uploadedOn,
              vins,
              codes,
              chunk.map((row) => row.description),
              dates,
            ],
          );
    return inserted.length;
  }

  async addRefusedRows(batchId: number, rows: readonly RefusedRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await this.db.query(
        `INSERT INTO import_row_error (batch_id, row_number, vin, message, cells)
         SELECT $1, r.row_number, r.vin, r.message, r.cells
           FROM unnest($2::int[], $3::text[], $4::text[], $5::json[]) AS r (row_number, vin, message, cells)`,
        [
          batchId,
          chunk.map((row) => row.rowNumber),
          chunk.map((row) => row.vin),
          chunk.map((row) => row.message),
          chunk.map((row) => JSON.stringify(row.cells)),
        ],
      );
    }
  }

  async complete(batchId: number, processed: number, finishedOn: Date): Promise<void> {
    await this.db.query(
      `UPDATE import_batch SET status = 'COMPLETED', processed_records = $2, finished_on = $3 WHERE id = $1`,
      [batchId, processed, finishedOn],
    );
  }

  /**
   * Refreshes the planner's statistics of the record tables after a large file: PGlite never analyses by
   * itself, and without them enrichment's joins over a 100,000-row batch are planned as nested loops.
   */
  async analyse(fileType: FileUploadReportType): Promise<void> {
    await this.db.exec(
      fileType === 'PREPAID_MAINTENANCE' ? 'ANALYZE prepaid_maintenance' : 'ANALYZE enrichment_record',
    );
  }

  async fail(batchId: number, message: string, finishedOn: Date): Promise<void> {
    await this.db.query(
      `UPDATE import_batch SET status = 'FAILED', message = $2, finished_on = $3 WHERE id = $1`,
      [batchId, message, finishedOn],
    );
  }
}

import type { Queryable } from '../db/database.js';

/** An import_batch row as the lead import reads it. */
export type ImportBatchRow = {
  readonly id: number;
  readonly enterprise_id: number;
  readonly store_id: number | null;
  readonly file_name: string;
  readonly status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  readonly total_records: number;
  readonly processed_records: number;
  readonly failed_records: number;
  readonly created_customers: number;
  readonly updated_customers: number;
  readonly merged_rows: number;
  readonly message: string | null;
  readonly uploaded_on: Date;
};

export type NewImportBatch = {
  readonly enterpriseId: number;
  readonly bocId: number;
  readonly storeId: number;
  readonly fileName: string;
  readonly totalRecords: number;
  readonly uploadedBy: number;
};

/** A refused row of a file: its number in the file (the header row counts), VIN, why, and its cells. */
export type RowError = {
  readonly rowNumber: number;
  readonly vin: string | null;
  readonly message: string;
  readonly cells: Readonly<Record<string, string>>;
};

const COLUMNS = `id, enterprise_id, store_id, file_name, status, total_records, processed_records, failed_records,
  created_customers, updated_customers, merged_rows, message, uploaded_on`;

/** The CV_LEAD rows of import_batch and their refused rows. */
export class ImportBatchRepository {
  constructor(private readonly db: Queryable) {}

  async create(batch: NewImportBatch, at: Date): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO import_batch (enterprise_id, boc_id, store_id, file_type, file_name, status, total_records,
              uploaded_by, uploaded_on)
       VALUES ($1, $2, $3, 'CV_LEAD', $4, 'PROCESSING', $5, $6, $7) RETURNING id`,
      [
        batch.enterpriseId,
        batch.bocId,
        batch.storeId,
        batch.fileName,
        batch.totalRecords,
        batch.uploadedBy,
        at,
      ],
    );
    return row!.id;
  }

  async find(id: number): Promise<ImportBatchRow | null> {
    const rows = await this.db.query<ImportBatchRow>(
      `SELECT ${COLUMNS} FROM import_batch WHERE id = $1 AND file_type = 'CV_LEAD'`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** One page of an enterprise's lead files, newest first, and how many there are. */
  async page(
    enterpriseId: number,
    page: { readonly page: number; readonly size: number },
  ): Promise<{ rows: ImportBatchRow[]; total: number }> {
    const rows = await this.db.query<ImportBatchRow>(
      `SELECT ${COLUMNS} FROM import_batch WHERE enterprise_id = $1 AND file_type = 'CV_LEAD'
        ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [enterpriseId, page.size, page.page * page.size],
    );
    const [count] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM import_batch WHERE enterprise_id = $1 AND file_type = 'CV_LEAD'`,
      [enterpriseId],
    );
    return { rows, total: count?.n ?? 0 };
  }

  async progress(id: number, processed: number, failed: number): Promise<void> {
    await this.db.query(
      `UPDATE import_batch SET processed_records = $2, failed_records = $3 WHERE id = $1 AND status = 'PROCESSING'`,
      [id, processed, failed],
    );
  }

  async complete(
    id: number,
    counts: {
      readonly createdCustomers: number;
      readonly updatedCustomers: number;
      readonly mergedRows: number;
      readonly failedRecords: number;
    },
    at: Date,
  ): Promise<void> {
    await this.db.query(
      `UPDATE import_batch SET status = 'COMPLETED', processed_records = total_records, created_customers = $2,
              updated_customers = $3, merged_rows = $5, failed_records = $6, finished_on = $4, message = NULL
        WHERE id = $1`,
      [id, counts.createdCustomers, counts.updatedCustomers, at, counts.mergedRows, counts.failedRecords],
    );
  }

  async fail(id: number, message: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE import_batch SET status = 'FAILED', message = $2, finished_on = $3 WHERE id = $1 AND status = 'PROCESSING'`,
      [id, message, at],
    );
  }

  /** Lead files left PROCESSING by a stopped server: their job is gone, so they can never finish. */
  async failAbandoned(message: string, at: Date): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE import_batch SET status = 'FAILED', message = $1, finished_on = $2
        WHERE file_type = 'CV_LEAD' AND status = 'PROCESSING' RETURNING id`,
      [message, at],
    );
    await this.db.query(
      `DELETE FROM cv_lead_staging WHERE batch_id IN (SELECT id FROM import_batch WHERE status = 'FAILED')`,
    );
    return rows.length;
  }

  /** Refused rows of one chunk in one statement. */
  async addRowErrors(batchId: number, errors: readonly RowError[]): Promise<void> {
    if (errors.length === 0) return;
    await this.db.query(
      `INSERT INTO import_row_error (batch_id, row_number, vin, message, cells)
       SELECT $1, e.row_number, e.vin, e.message, e.cells
         FROM json_to_recordset($2::json) AS e(row_number integer, vin text, message text, cells json)`,
      [
        batchId,
        JSON.stringify(
          errors.map((e) => ({ row_number: e.rowNumber, vin: e.vin, message: e.message, cells: e.cells })),
        ),
      ],
    );
  }
}

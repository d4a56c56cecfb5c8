import type { FileUploadReport, FileUploadReportType, PrepaidErrorMessage } from '@torque/domain';
import type { DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { batchScopeCondition } from './data-sync-scope.repository.js';

export type Paged<T> = { readonly rows: T[]; readonly total: number };
export type PageRequest = { readonly page: number; readonly size: number };

/** The uploads of an enterprise (file upload reports) and the rows they refused. */
export class FileUploadReportRepository {
  constructor(private readonly db: Queryable) {}

  async reports(
    enterpriseId: number,
    fileType: FileUploadReportType,
    scope: DataScope,
    { page, size }: PageRequest,
  ): Promise<Paged<FileUploadReport>> {
    const params = new SqlParams();
    const where = `b.enterprise_id = ${params.add(enterpriseId)} AND b.file_type = ${params.add(fileType)}
      AND ${batchScopeCondition(scope, 'b', params)}`;
    const [count] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM import_batch b WHERE ${where}`,
      params.values,
    );
    const rows = await this.db.query<FileUploadReport>(
      `SELECT b.id AS "fileReportId", b.enterprise_id AS "enterpriseId", b.boc_id AS "bocId", b.store_id AS "storeId",
              b.file_type AS "fileType", b.recall_type AS "recallType", b.file_name AS "fileName", b.status,
              to_char(b.uploaded_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "uploadedOn",
              b.total_records AS "totalRecords", b.failed_records AS "failedRecords"
         FROM import_batch b WHERE ${where}
        ORDER BY b.id DESC LIMIT ${params.add(size)} OFFSET ${params.add(page * size)}`,
      params.values,
    );
    return { rows, total: count?.total ?? 0 };
  }

  /** The refused rows of one batch, or of every batch in the scope, in file order. */
  async refusedRows(
    batchId: number | undefined,
    scope: DataScope,
    { page, size }: PageRequest,
  ): Promise<Paged<PrepaidErrorMessage>> {
    const params = new SqlParams();
    const conditions = [batchScopeCondition(scope, 'b', params)];
    if (batchId !== undefined) conditions.push(`b.id = ${params.add(batchId)}`);
    const where = conditions.join(' AND ');
    const [count] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM import_row_error e JOIN import_batch b ON b.id = e.batch_id WHERE ${where}`,
      params.values,
    );
    const rows = await this.db.query<PrepaidErrorMessage>(
      `SELECT e.batch_id AS "fileReportId", e.row_number AS "rowNumber", e.vin, e.message, e.cells AS row
         FROM import_row_error e JOIN import_batch b ON b.id = e.batch_id
        WHERE ${where}
        ORDER BY e.batch_id DESC, e.row_number, e.id LIMIT ${params.add(size)} OFFSET ${params.add(page * size)}`,
      params.values,
    );
    return { rows, total: count?.total ?? 0 };
  }
}

import type { FileUploadReportType } from '@torque/domain';
import type { DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';

/** A data-sync file report (import_batch) the user may see. */
export type ScopedBatch = {
  readonly id: number;
  readonly enterpriseId: number;
  readonly storeId: number | null;
  readonly fileType: FileUploadReportType | 'CV_LEAD';
};

/** A SQL condition limiting an import_batch alias to the user's data scope. */
export function batchScopeCondition(scope: DataScope, alias: string, params: SqlParams): string {
  switch (scope.kind) {
    case 'all':
      return 'TRUE';
    case 'enterprise':
      return `${alias}.enterprise_id = ${params.add(scope.enterpriseId)}`;
    case 'store':
      return `${alias}.store_id = ${params.add(scope.storeId)}`;
  }
}

/** What the data-sync calls look up before they act: enterprises, stores, recall types and batches. */
export class DataSyncScopeRepository {
  constructor(private readonly db: Queryable) {}

  async enterpriseExists(enterpriseId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM enterprise WHERE id = $1', [enterpriseId]);
    return rows.length > 0;
  }

  /** Whether the store belongs to the BOC and the enterprise. */
  async storeOf(enterpriseId: number, bocId: number, storeId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM store WHERE id = $1 AND boc_id = $2 AND enterprise_id = $3',
      [storeId, bocId, enterpriseId],
    );
    return rows.length > 0;
  }

  async recallTypeExists(recallType: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM recall_type WHERE recall_type = $1', [recallType]);
    return rows.length > 0;
  }

  async batch(batchId: number, scope: DataScope): Promise<ScopedBatch | undefined> {
    const params = new SqlParams();
    const [row] = await this.db.query<ScopedBatch>(
      `SELECT b.id, b.enterprise_id AS "enterpriseId", b.store_id AS "storeId", b.file_type AS "fileType"
         FROM import_batch b WHERE b.id = ${params.add(batchId)} AND ${batchScopeCondition(scope, 'b', params)}`,
      params.values,
    );
    return row;
  }
}

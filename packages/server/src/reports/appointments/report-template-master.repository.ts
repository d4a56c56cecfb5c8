import type { Queryable } from '../../db/database.js';

/** A report_template_master row as the contract spells it (ReportTemplateMaster). */
export type StoredTemplateMaster = {
  readonly id: number;
  readonly name: string;
  readonly reportKey: string | null;
  readonly enterpriseId: number;
  readonly columns: string[];
  readonly active: boolean;
};

export type TemplateMasterFields = {
  readonly name: string;
  readonly reportKey: string | null;
  readonly enterpriseId: number;
  readonly columns: readonly string[];
  readonly active: boolean;
};

const COLUMNS = `id, name, report_key AS "reportKey", enterprise_id AS "enterpriseId", columns, active`;

export class ReportTemplateMasterRepository {
  constructor(private readonly db: Queryable) {}

  async enterpriseExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM enterprise WHERE id = $1', [id])).length > 0;
  }

  async find(id: number): Promise<StoredTemplateMaster | undefined> {
    const [row] = await this.db.query<StoredTemplateMaster>(
      `SELECT ${COLUMNS} FROM report_template_master WHERE id = $1`,
      [id],
    );
    return row;
  }

  async insert(fields: TemplateMasterFields, userId: number, at: Date): Promise<StoredTemplateMaster> {
    const [row] = await this.db.query<StoredTemplateMaster>(
      `INSERT INTO report_template_master
              (enterprise_id, name, report_key, columns, active, created_by, created_at, updated_by, updated_at)
       VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $6, $7) RETURNING ${COLUMNS}`,
      [fields.enterpriseId, fields.name, fields.reportKey, fields.columns, fields.active, userId, at],
    );
    return row!;
  }

  async update(id: number, fields: TemplateMasterFields, userId: number, at: Date) {
    const [row] = await this.db.query<StoredTemplateMaster>(
      `UPDATE report_template_master
          SET name = $2, report_key = $3, columns = $4::text[], active = $5, updated_by = $6, updated_at = $7
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, fields.name, fields.reportKey, fields.columns, fields.active, userId, at],
    );
    return row;
  }
}

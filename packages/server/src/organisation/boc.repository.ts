import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type BocRow = { id: number; boc_code: string; name: string; enterprise_id: number };

export type BocRecord = Schemas['BocMaster'] & { readonly enterpriseId: number };

const toBoc = (row: BocRow): BocRecord => ({
  id: row.id,
  bocId: row.boc_code,
  bocName: row.name,
  enterpriseId: row.enterprise_id,
});

/** Business-operation centres (BOCs): the groups of stores inside an enterprise. */
export class BocRepository {
  constructor(private readonly db: Queryable) {}

  async list(onlyEnterpriseId: number | undefined): Promise<BocRecord[]> {
    const rows = await this.db.query<BocRow>(
      `SELECT id, boc_code, name, enterprise_id FROM boc
        WHERE $1::integer IS NULL OR enterprise_id = $1 ORDER BY name, id`,
      [onlyEnterpriseId ?? null],
    );
    return rows.map(toBoc);
  }

  async find(id: number): Promise<BocRecord | undefined> {
    const [row] = await this.db.query<BocRow>(
      'SELECT id, boc_code, name, enterprise_id FROM boc WHERE id = $1',
      [id],
    );
    return row && toBoc(row);
  }

  async codeTaken(code: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM boc WHERE upper(boc_code) = $1', [code])).length > 0;
  }

  async nameTaken(enterpriseId: number, name: string, exceptId: number | null): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM boc WHERE enterprise_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3',
      [enterpriseId, name, exceptId],
    );
    return rows.length > 0;
  }

  async create(enterpriseId: number, code: string, name: string): Promise<BocRecord> {
    const [row] = await this.db.query<BocRow>(
      `INSERT INTO boc (enterprise_id, boc_code, name) VALUES ($1, $2, $3)
       RETURNING id, boc_code, name, enterprise_id`,
      [enterpriseId, code, name],
    );
    return toBoc(row!);
  }

  async rename(id: number, name: string): Promise<BocRecord> {
    const [row] = await this.db.query<BocRow>(
      'UPDATE boc SET name = $2 WHERE id = $1 RETURNING id, boc_code, name, enterprise_id',
      [id, name],
    );
    return toBoc(row!);
  }
}

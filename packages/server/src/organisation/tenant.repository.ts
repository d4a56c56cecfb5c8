import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type TenantRow = { id: number; name: string; aiva_file_name: string | null };

const toTenant = (row: TenantRow): Schemas['Tenant'] => ({
  tenantId: row.id,
  name: row.name,
  aivaFileName: row.aiva_file_name,
});

/** Tenants: one per enterprise at most, carrying its id (migration 035). */
export class TenantRepository {
  constructor(private readonly db: Queryable) {}

  async list(onlyId: number | undefined): Promise<Schemas['Tenant'][]> {
    const rows = await this.db.query<TenantRow>(
      'SELECT id, name, aiva_file_name FROM tenant WHERE $1::integer IS NULL OR id = $1 ORDER BY name, id',
      [onlyId ?? null],
    );
    return rows.map(toTenant);
  }

  async find(id: number): Promise<Schemas['Tenant'] | undefined> {
    const [row] = await this.db.query<TenantRow>(
      'SELECT id, name, aiva_file_name FROM tenant WHERE id = $1',
      [id],
    );
    return row && toTenant(row);
  }

  /** False when the enterprise already has its tenant. */
  async create(enterpriseId: number, name: string): Promise<boolean> {
    const rows = await this.db.query(
      'INSERT INTO tenant (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [enterpriseId, name],
    );
    return rows.length > 0;
  }

  /** Renames the tenant and the tenant its users name, so they stay in it. */
  async rename(id: number, oldName: string, name: string): Promise<void> {
    await this.db.query('UPDATE tenant SET name = $2 WHERE id = $1', [id, name]);
    await this.db.query('UPDATE app_user SET tenant = $3 WHERE enterprise_id = $1 AND tenant = $2', [
      id,
      oldName,
      name,
    ]);
  }

  async setAivaFile(id: number, fileName: string): Promise<void> {
    await this.db.query('UPDATE tenant SET aiva_file_name = $2 WHERE id = $1', [id, fileName]);
  }

  /** The divisions the tenant's enterprise has assistants for: each has its assistant file. */
  async assistantDivisions(id: number): Promise<string[]> {
    const rows = await this.db.query<{ division_id: string }>(
      `SELECT DISTINCT a.division_id FROM assistant a JOIN store s ON s.id = a.store_id
        WHERE s.enterprise_id = $1 ORDER BY a.division_id`,
      [id],
    );
    return rows.map((row) => row.division_id);
  }
}

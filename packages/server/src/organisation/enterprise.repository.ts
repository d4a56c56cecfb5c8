import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type EnterpriseRow = {
  id: number;
  name: string;
  enterprise_type: string | null;
  inbound: boolean;
  real_time_sync: boolean;
  calling_feature: boolean;
  logo_type: string | null;
  logo_base64: string | null;
};

export type EnterpriseConfig = {
  readonly name: string;
  readonly enterpriseType: string | null;
  readonly inbound: boolean;
  readonly realTimeSync: boolean;
  readonly callingFeature: boolean;
};

const SELECT = `SELECT e.id, e.name, e.enterprise_type, e.inbound, e.real_time_sync, e.calling_feature,
       l.content_type AS logo_type, encode(l.bytes, 'base64') AS logo_base64
  FROM enterprise e LEFT JOIN enterprise_logo l ON l.enterprise_id = e.id`;

/** A logo as the web app shows it: a data: URL of the checked image (the CSP allows data: images). */
export const logoDataUrl = (contentType: string, base64: string): string =>
  `data:${contentType};base64,${base64.replace(/\s/g, '')}`;

const toEnterprise = (row: EnterpriseRow): Schemas['Enterprise'] => ({
  id: row.id,
  name: row.name,
  enterpriseType: row.enterprise_type,
  inbound: row.inbound,
  realTimeSync: row.real_time_sync,
  callingFeature: row.calling_feature,
  logoUrl: row.logo_type && row.logo_base64 ? logoDataUrl(row.logo_type, row.logo_base64) : null,
});

/** Enterprises with their configuration and logo (migration 035). */
export class EnterpriseRepository {
  constructor(private readonly db: Queryable) {}

  /** Every enterprise, or only `onlyId` (an enterprise admin's own). */
  async list(onlyId: number | undefined): Promise<Schemas['Enterprise'][]> {
    const rows = await this.db.query<EnterpriseRow>(
      `${SELECT} WHERE $1::integer IS NULL OR e.id = $1 ORDER BY e.name, e.id`,
      [onlyId ?? null],
    );
    return rows.map(toEnterprise);
  }

  async find(id: number): Promise<Schemas['Enterprise'] | undefined> {
    const [row] = await this.db.query<EnterpriseRow>(`${SELECT} WHERE e.id = $1`, [id]);
    return row && toEnterprise(row);
  }

  /** Another enterprise of that name (compared without case), so two never read alike in a picker. */
  async nameTaken(name: string, exceptId: number | null): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM enterprise WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2',
      [name, exceptId],
    );
    return rows.length > 0;
  }

  async create(config: EnterpriseConfig): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO enterprise (name, enterprise_type, inbound, real_time_sync, calling_feature)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [config.name, config.enterpriseType, config.inbound, config.realTimeSync, config.callingFeature],
    );
    return row!.id;
  }

  async update(id: number, config: EnterpriseConfig): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE enterprise SET name = $2, enterprise_type = $3, inbound = $4, real_time_sync = $5,
              calling_feature = $6 WHERE id = $1 RETURNING id`,
      [id, config.name, config.enterpriseType, config.inbound, config.realTimeSync, config.callingFeature],
    );
    return rows.length > 0;
  }

  async saveLogo(id: number, contentType: string, bytes: Uint8Array, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO enterprise_logo (enterprise_id, content_type, bytes, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (enterprise_id) DO UPDATE SET content_type = $2, bytes = $3, updated_at = $4`,
      [id, contentType, bytes, at],
    );
  }

  async hasLogo(id: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM enterprise_logo WHERE enterprise_id = $1', [id]);
    return rows.length > 0;
  }
}

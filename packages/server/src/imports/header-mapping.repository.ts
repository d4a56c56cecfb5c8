import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type KeyValue = Schemas['KeyValue'];

/** An enterprise's saved column mapping per file type (excel_header_mapping). */
export class HeaderMappingRepository {
  constructor(private readonly db: Queryable) {}

  async find(enterpriseId: number, fileType: string): Promise<KeyValue[] | null> {
    const rows = await this.db.query<{ mapping: KeyValue[] }>(
      'SELECT mapping FROM excel_header_mapping WHERE enterprise_id = $1 AND file_type = $2',
      [enterpriseId, fileType],
    );
    return rows[0]?.mapping ?? null;
  }

  async save(
    enterpriseId: number,
    fileType: string,
    mapping: readonly KeyValue[],
    by: number,
    at: Date,
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO excel_header_mapping (enterprise_id, file_type, mapping, updated_by, updated_on)
       VALUES ($1, $2, $3::jsonb, $4, $5)
       ON CONFLICT (enterprise_id, file_type)
       DO UPDATE SET mapping = EXCLUDED.mapping, updated_by = EXCLUDED.updated_by, updated_on = EXCLUDED.updated_on`,
      [enterpriseId, fileType, JSON.stringify(mapping), by, at],
    );
  }
}

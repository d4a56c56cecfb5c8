import type { Queryable } from '../db/database.js';

export type Window = { readonly page: number; readonly size: number };
export type Paged<T> = { readonly rows: T[]; readonly total: number };

export type MappingRow = {
  readonly id: number;
  readonly enterpriseId: number;
  readonly plannerKey: string;
  readonly serviceType: string;
  readonly storeIds: number[];
};
export type DatasourceRow = {
  readonly enterpriseId: number;
  readonly storeId: number | null;
  readonly dataSource: string;
  readonly data_mapping: { key: string; value: string }[];
};
export type DeliveryRow = {
  readonly deliveryId: string;
  readonly storeId: number | null;
  readonly fileName: string;
  readonly deliveredOn: string;
  readonly status: string;
};

/** SQL of the data settings: planner mappings, data-source configurations and the delivered files. */
export class DataSettingsRepository {
  constructor(private readonly db: Queryable) {}

  async storeEnterprise(storeId: number): Promise<number | null> {
    const [row] = await this.db.query<{ enterprise_id: number }>(
      'SELECT enterprise_id FROM store WHERE id = $1',
      [storeId],
    );
    return row?.enterprise_id ?? null;
  }

  async storeIdsOf(enterpriseId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      'SELECT id FROM store WHERE enterprise_id = $1 ORDER BY id',
      [enterpriseId],
    );
    return rows.map((row) => row.id);
  }

  /** The enterprises of the given stores (one entry per distinct enterprise; unknown stores give none). */
  async enterprisesOfStores(storeIds: readonly number[]): Promise<{ known: number; enterprises: number[] }> {
    const rows = await this.db.query<{ id: number; enterprise_id: number }>(
      'SELECT id, enterprise_id FROM store WHERE id = ANY($1::int[])',
      [storeIds],
    );
    return { known: rows.length, enterprises: [...new Set(rows.map((row) => row.enterprise_id))] };
  }

  async mappings(enterpriseId: number | undefined): Promise<MappingRow[]> {
    return this.db.query<MappingRow>(
      `SELECT id, enterprise_id AS "enterpriseId", planner_key AS "plannerKey", service_type AS "serviceType",
              store_ids AS "storeIds"
         FROM service_interaction_mapping WHERE $1::int IS NULL OR enterprise_id = $1
        ORDER BY enterprise_id, planner_key`,
      [enterpriseId ?? null],
    );
  }

  async mapping(id: number): Promise<MappingRow | null> {
    const [row] = await this.db.query<MappingRow>(
      `SELECT id, enterprise_id AS "enterpriseId", planner_key AS "plannerKey", service_type AS "serviceType",
              store_ids AS "storeIds" FROM service_interaction_mapping WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** One mapping per enterprise and planner: saving a planner's mapping again replaces it. */
  async saveMapping(mapping: Omit<MappingRow, 'id'> & { readonly id?: number }, at: Date): Promise<number> {
    if (mapping.id !== undefined) {
      await this.db.query(
        `UPDATE service_interaction_mapping SET planner_key = $2, service_type = $3, store_ids = $4, updated_at = $5
          WHERE id = $1`,
        [mapping.id, mapping.plannerKey, mapping.serviceType, mapping.storeIds, at],
      );
      return mapping.id;
    }
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO service_interaction_mapping (enterprise_id, planner_key, service_type, store_ids, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (enterprise_id, planner_key)
       DO UPDATE SET service_type = EXCLUDED.service_type, store_ids = EXCLUDED.store_ids, updated_at = EXCLUDED.updated_at
       RETURNING id`,
      [mapping.enterpriseId, mapping.plannerKey, mapping.serviceType, mapping.storeIds, at],
    );
    return row!.id;
  }

  /** The configuration of exactly this scope (the enterprise's when storeId is null). */
  async datasource(enterpriseId: number, storeId: number | null): Promise<DatasourceRow | null> {
    const [row] = await this.db.query<DatasourceRow>(
      `SELECT enterprise_id AS "enterpriseId", store_id AS "storeId", data_source AS "dataSource", data_mapping
         FROM datasource_configuration WHERE enterprise_id = $1 AND COALESCE(store_id, 0) = COALESCE($2::int, 0)`,
      [enterpriseId, storeId],
    );
    return row ?? null;
  }

  async saveDatasource(row: DatasourceRow, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO datasource_configuration (enterprise_id, store_id, data_source, data_mapping, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (enterprise_id, COALESCE(store_id, 0))
       DO UPDATE SET data_source = EXCLUDED.data_source, data_mapping = EXCLUDED.data_mapping,
                     updated_at = EXCLUDED.updated_at`,
      [row.enterpriseId, row.storeId, row.dataSource, JSON.stringify(row.data_mapping), at],
    );
  }

  /**
   * The files delivered into Torque for an enterprise (the lead and data-sync files of issue 19): the
   * DMS extracts a DealerVault-style feed drops arrive this way. Newest first.
   */
  async deliveries(enterpriseId: number | undefined, window: Window): Promise<Paged<DeliveryRow>> {
    const rows = await this.db.query<DeliveryRow & { total: number }>(
      `SELECT id::text AS "deliveryId", store_id AS "storeId", file_name AS "fileName",
              to_char(uploaded_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "deliveredOn",
              status, count(*) OVER ()::int AS total
         FROM import_batch WHERE $1::int IS NULL OR enterprise_id = $1
        ORDER BY uploaded_on DESC, id DESC LIMIT $2 OFFSET $3`,
      [enterpriseId ?? null, window.size, window.page * window.size],
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
}

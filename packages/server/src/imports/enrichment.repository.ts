import type { EnrichmentRecord, EnrichmentStatus } from '@torque/domain';
import type { DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { batchScopeCondition } from './data-sync-scope.repository.js';
import type { PageRequest, Paged } from './file-upload-report.repository.js';

export type EnrichmentFileType = 'RECALL' | 'HEA_ALERT' | 'FEA_ALERT';

/** An enriched FEA record of batch $1 (limited to the ids $2 when given) that has no lead yet. */
const FEA_LEAD_CANDIDATE = `r.batch_id = $1 AND r.file_type = 'FEA_ALERT' AND r.status_type = 'ENRICHED'
  AND r.customer_id IS NOT NULL AND r.vehicle_id IS NOT NULL AND r.fsi_id IS NULL
  AND ($2::int[] IS NULL OR r.id = ANY($2::int[]))`;

const RECORD_COLUMNS = `r.id, r.batch_id AS "fileReportId", r.status_type AS "statusType", r.reasonkey,
  r.customer_name AS "customerName", r.cellular, r.vin, r.make, r.model, r.year, r.recall_type AS "recallType"`;

/** Recall, HEA and FEA records: listing, enrichment from the customers' vehicles, status, lisa leads. */
export class EnrichmentRepository {
  constructor(private readonly db: Queryable) {}

  /** One page of records of a file type, of one batch or of every batch in the scope, newest first. */
  async page(
    fileType: EnrichmentFileType,
    batchId: number | undefined,
    scope: DataScope,
    { page, size }: PageRequest,
  ): Promise<Paged<EnrichmentRecord>> {
    const params = new SqlParams();
    const conditions = [`r.file_type = ${params.add(fileType)}`, batchScopeCondition(scope, 'r', params)];
    if (batchId !== undefined) conditions.push(`r.batch_id = ${params.add(batchId)}`);
    const where = conditions.join(' AND ');
    const [count] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM enrichment_record r WHERE ${where}`,
      params.values,
    );
    const rows = await this.db.query<EnrichmentRecord>(
      `SELECT ${RECORD_COLUMNS} FROM enrichment_record r WHERE ${where}
        ORDER BY r.id DESC LIMIT ${params.add(size)} OFFSET ${params.add(page * size)}`,
      params.values,
    );
    return { rows, total: count?.total ?? 0 };
  }

  /**
   * Fills the batch's PENDING and NOT_FOUND records (or those of `ids`) from the vehicle with the same
   * VIN: one of the batch's store first, else one of the enterprise's stores; ENRICHED when found,
   * NOT_FOUND otherwise. Records staff approved or rejected are left alone. One statement for the batch.
   */
  async enrich(batchId: number, ids: readonly number[] | null): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE enrichment_record e
          SET status_type = CASE WHEN m.vehicle_id IS NULL THEN 'NOT_FOUND' ELSE 'ENRICHED' END,
              customer_id = m.customer_id, vehicle_id = m.vehicle_id, customer_name = m.customer_name,
              cellular = m.cellular, make = m.make, model = m.model, year = m.year
         FROM enrichment_record r
         LEFT JOIN (
           SELECT DISTINCT ON (x.id) x.id, c.id AS customer_id, v.id AS vehicle_id,
                  trim(c.first_name || ' ' || c.last_name) AS customer_name, c.cellular, v.make, v.model, v.year
             FROM enrichment_record x
             JOIN service_vehicle v ON v.vin = x.vin
             JOIN customer c ON c.id = v.customer_id
             JOIN store s ON s.id = c.store_id AND s.enterprise_id = x.enterprise_id
            WHERE x.batch_id = $1
            ORDER BY x.id, (c.store_id = x.store_id) DESC, v.id DESC) m ON m.id = r.id
        WHERE e.id = r.id AND r.batch_id = $1 AND r.status_type IN ('PENDING', 'NOT_FOUND')
          AND ($2::int[] IS NULL OR r.id = ANY($2::int[]))
          -- A record still not found is left as it is: enriching a batch again rewrites only what changes.
          AND (m.vehicle_id IS NOT NULL OR r.status_type <> 'NOT_FOUND')
       RETURNING e.id`,
      [batchId, ids === null ? null : [...ids]],
    );
    return rows.length;
  }

  /** The record's batch and file type, when the record is in the scope. */
  async recordInScope(id: number, scope: DataScope): Promise<{ id: number } | undefined> {
    const params = new SqlParams();
    const [row] = await this.db.query<{ id: number }>(
      `SELECT r.id FROM enrichment_record r WHERE r.id = ${params.add(id)} AND ${batchScopeCondition(scope, 'r', params)}`,
      params.values,
    );
    return row;
  }

  async setStatus(id: number, statusType: EnrichmentStatus, reasonkey: string | null): Promise<void> {
    await this.db.query('UPDATE enrichment_record SET status_type = $2, reasonkey = $3 WHERE id = $1', [
      id,
      statusType,
      reasonkey,
    ]);
  }

  /**
   * lisa/fea in one statement: a not-started lead for each of the batch's ENRICHED FEA records (or those
   * of `ids`) that has none and whose make has an error-alert service type (`serviceTypeByMake`, keys
   * upper-case), linked to its record so it is never made twice. The lead ids are drawn first, so each
   * record knows its lead; the records are locked, so two runs at once cannot both make one.
   */
  async createFeaLeads(
    batchId: number,
    ids: readonly number[] | null,
    serviceTypeByMake: Readonly<Record<string, string>>,
    at: Date,
  ): Promise<{ created: number; otherMakes: number }> {
    const created = await this.db.query<{ id: number }>(
      `WITH picked AS (
         SELECT r.id AS record_id, nextval(pg_get_serial_sequence('future_service_interaction', 'id'))::int AS fsi_id,
                r.customer_id, r.vehicle_id, c.store_id, s.boc_id, r.alert_date, t.service_type
           FROM enrichment_record r
           JOIN customer c ON c.id = r.customer_id
           JOIN store s ON s.id = c.store_id
           JOIN unnest($3::text[], $4::text[]) AS t (make, service_type) ON t.make = upper(trim(r.make))
          WHERE ${FEA_LEAD_CANDIDATE}
          FOR UPDATE OF r),
       leads AS (
         INSERT INTO future_service_interaction
           (id, customer_id, vehicle_id, store_id, boc_id, type, planned_date, planned_service_type, stage,
            ai_enabled, created_on, last_activity_at)
         SELECT fsi_id, customer_id, vehicle_id, store_id, boc_id, 'SERVICE',
                COALESCE(alert_date, ($5::timestamptz AT TIME ZONE 'UTC')::date), service_type, 'NOT_STARTED', true, $5, $5
           FROM picked
         RETURNING id)
       -- leads runs whole although unreferenced (a data-modifying WITH always does); joining it here
       -- would be planned as a nested loop over two unestimated CTEs.
       UPDATE enrichment_record e SET fsi_id = p.fsi_id
         FROM picked p
        WHERE e.id = p.record_id
       RETURNING e.id`,
      [
        batchId,
        ids === null ? null : [...ids],
        Object.keys(serviceTypeByMake),
        Object.values(serviceTypeByMake),
        at,
      ],
    );
    const [other] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM enrichment_record r
        WHERE ${FEA_LEAD_CANDIDATE} AND upper(trim(coalesce(r.make, ''))) <> ALL($3::text[])`,
      [batchId, ids === null ? null : [...ids], Object.keys(serviceTypeByMake)],
    );
    return { created: created.length, otherMakes: other?.n ?? 0 };
  }
}

import type { PhoneOwner } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { containsPattern, SqlParams } from '../db/sql-params.js';

export type ImportStoreRow = { readonly id: number; readonly boc_id: number; readonly enterprise_id: number };
export type CvLeadRow = {
  readonly id: number;
  readonly batch_id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly cellular: string;
  readonly email: string | null;
  readonly vin: string;
  readonly make: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly sold_date: string | null;
  readonly status: string;
};
export type CvLeadSearch = {
  readonly enterpriseId: number;
  readonly batchId: number | null;
  readonly searchText: string | null;
  readonly page: number;
  readonly size: number;
};

/** The stores files are imported into, and the imported customer-vehicle leads. */
export class CvLeadRepository {
  constructor(private readonly db: Queryable) {}

  async store(storeId: number): Promise<ImportStoreRow | null> {
    const rows = await this.db.query<ImportStoreRow>(
      'SELECT id, boc_id, enterprise_id FROM store WHERE id = $1',
      [storeId],
    );
    return rows[0] ?? null;
  }

  /** The store's customers with any of these mobile numbers: who a lead file's rows may share one with. */
  async phoneOwners(storeId: number, phones: readonly string[]): Promise<PhoneOwner[]> {
    if (phones.length === 0) return [];
    return this.db.query<PhoneOwner>(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", cellular FROM customer
        WHERE store_id = $1 AND cellular = ANY($2::text[]) ORDER BY id`,
      [storeId, phones],
    );
  }

  /** One page of an enterprise's imported rows (newest batch first), by batch and name, phone or VIN. */
  async search(search: CvLeadSearch): Promise<{ rows: CvLeadRow[]; total: number }> {
    const params = new SqlParams();
    const where = [`b.enterprise_id = ${params.add(search.enterpriseId)}`];
    if (search.batchId !== null) where.push(`l.batch_id = ${params.add(search.batchId)}`);
    if (search.searchText) {
      const pattern = params.add(containsPattern(search.searchText));
      const digits = search.searchText.replace(/\D/g, '');
      const phone = digits.length >= 3 ? ` OR c.cellular LIKE ${params.add(containsPattern(digits))}` : '';
      where.push(`(c.first_name || ' ' || c.last_name ILIKE ${pattern} OR v.vin ILIKE ${pattern}${phone})`);
    }
    const from = `FROM cv_lead l JOIN import_batch b ON b.id = l.batch_id
      JOIN customer c ON c.id = l.customer_id JOIN service_vehicle v ON v.id = l.vehicle_id
     WHERE ${where.join(' AND ')}`;
    const [count] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params.values);
    const limit = params.add(search.size);
    const offset = params.add(search.page * search.size);
    const rows = await this.db.query<CvLeadRow>(
      `SELECT l.id, l.batch_id, c.first_name, c.last_name, c.cellular, c.email, v.vin, v.make, v.model, v.year,
              to_char(v.sold_date, 'DD.MM.YYYY') AS sold_date, l.status
         ${from} ORDER BY l.batch_id DESC, l.id LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    );
    return { rows, total: count?.n ?? 0 };
  }

  /** The vehicles of an enterprise's lead files, or of one of them; null when the batch is not the enterprise's. */
  async vehicles(
    enterpriseId: number,
    batchId: number | null,
  ): Promise<{ ids: number[]; storeId: number | null } | null> {
    if (batchId !== null) {
      const [batch] = await this.db.query<{ store_id: number | null }>(
        `SELECT store_id FROM import_batch WHERE id = $1 AND enterprise_id = $2 AND file_type = 'CV_LEAD'`,
        [batchId, enterpriseId],
      );
      if (!batch) return null;
    }
    const rows = await this.db.query<{ vehicle_id: number; store_id: number | null }>(
      `SELECT DISTINCT l.vehicle_id, b.store_id FROM cv_lead l JOIN import_batch b ON b.id = l.batch_id
        WHERE b.enterprise_id = $1 AND ($2::int IS NULL OR b.id = $2::int)`,
      [enterpriseId, batchId],
    );
    const stores = new Set(rows.map((row) => row.store_id));
    return {
      ids: rows.map((row) => row.vehicle_id),
      storeId: stores.size === 1 ? ([...stores][0] ?? null) : null,
    };
  }
}

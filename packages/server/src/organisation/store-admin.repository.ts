import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';

type StoreDetailRow = {
  id: number;
  store_code: string;
  name: string;
  enterprise_id: number;
  boc_id: number;
  boc_name: string;
  make: string;
  office_time_zone: string;
  timezone_display: string;
  phone_number: string;
};

/** A store as the admin saves it: every field checked and normalised before it gets here. */
export type StoreRecord = {
  readonly bocId: number;
  readonly code: string;
  readonly name: string;
  readonly make: string;
  readonly timeZone: string;
  readonly timezoneDisplay: string;
  readonly phone: string;
};

const SELECT = `SELECT s.id, s.store_code, s.name, s.enterprise_id, s.boc_id, b.name AS boc_name, s.make,
       s.office_time_zone, s.timezone_display, s.phone_number
  FROM store s JOIN boc b ON b.id = s.boc_id`;

const toDetail = (row: StoreDetailRow): Schemas['StoreDetail'] => ({
  id: row.id,
  store_id: row.store_code,
  storeName: row.name,
  enterpriseId: row.enterprise_id,
  bocMaster: { id: row.boc_id },
  bocName: row.boc_name,
  brand: row.make,
  timezone: row.office_time_zone,
  timezoneDisplay: row.timezone_display,
  phoneNumber: row.phone_number,
});

/** Stores as the company master list shows, creates and edits them. */
export class StoreAdminRepository {
  constructor(private readonly db: Queryable) {}

  async list(filter: { enterpriseId?: number | undefined; bocId?: number | undefined }) {
    const rows = await this.db.query<StoreDetailRow>(
      `${SELECT} WHERE ($1::integer IS NULL OR s.enterprise_id = $1) AND ($2::integer IS NULL OR s.boc_id = $2)
        ORDER BY s.name, s.id`,
      [filter.enterpriseId ?? null, filter.bocId ?? null],
    );
    return rows.map(toDetail);
  }

  async find(id: number): Promise<Schemas['StoreDetail'] | undefined> {
    const [row] = await this.db.query<StoreDetailRow>(`${SELECT} WHERE s.id = $1`, [id]);
    return row && toDetail(row);
  }

  async codeTaken(code: string, exceptId: number | null): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM store WHERE upper(store_code) = $1 AND id IS DISTINCT FROM $2',
      [code, exceptId],
    );
    return rows.length > 0;
  }

  /** A number another store answers on: its own number or one of its messaging numbers. */
  async phoneTaken(phone: string, exceptId: number | null): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM store WHERE phone_number = $1 AND id IS DISTINCT FROM $2
       UNION ALL SELECT 1 FROM store_number WHERE phone_number = $1 AND store_id IS DISTINCT FROM $2`,
      [phone, exceptId],
    );
    return rows.length > 0;
  }

  async create(enterpriseId: number, store: StoreRecord): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO store (enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display,
                          phone_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        enterpriseId,
        store.bocId,
        store.code,
        store.name,
        store.make,
        store.timeZone,
        store.timezoneDisplay,
        store.phone,
      ],
    );
    // Texts to the store's own number reach it (inbound routing reads store_number).
    await this.db.query("INSERT INTO store_number (phone_number, store_id, kind) VALUES ($1, $2, 'main')", [
      store.phone,
      row!.id,
    ]);
    return row!.id;
  }

  async update(id: number, previousPhone: string, store: StoreRecord): Promise<void> {
    await this.db.query(
      `UPDATE store SET boc_id = $2, store_code = $3, name = $4, make = $5, office_time_zone = $6,
              timezone_display = $7, phone_number = $8 WHERE id = $1`,
      [
        id,
        store.bocId,
        store.code,
        store.name,
        store.make,
        store.timeZone,
        store.timezoneDisplay,
        store.phone,
      ],
    );
    if (previousPhone !== store.phone) {
      await this.db.query(
        "DELETE FROM store_number WHERE store_id = $1 AND phone_number = $2 AND kind = 'main'",
        [id, previousPhone],
      );
      await this.db.query(
        `INSERT INTO store_number (phone_number, store_id, kind) VALUES ($1, $2, 'main')
         ON CONFLICT (phone_number) DO NOTHING`,
        [store.phone, id],
      );
    }
  }
}

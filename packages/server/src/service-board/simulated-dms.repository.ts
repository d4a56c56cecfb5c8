import type { Queryable } from '../db/database.js';

export type OpenOrderRow = {
  readonly id: number;
  readonly store_id: number;
  readonly ro_number: string;
  readonly status: string;
  readonly status_changed_at: Date;
  readonly advisor_no: string | null;
  readonly vin: string;
};

export type DueCheckInRow = {
  readonly appointment_id: number;
  readonly store_id: number;
  readonly appointment_at: Date;
  readonly duration_minutes: number;
  readonly advisor_no: string | null;
  readonly vin: string;
};

/** What the simulated DMS reads of the shop: Torque's own orders and today's appointments. */
export class SimulatedDmsRepository {
  constructor(private readonly db: Queryable) {}

  openOrders(): Promise<OpenOrderRow[]> {
    return this.db.query<OpenOrderRow>(
      `SELECT r.id, r.store_id, r.ro_number, r.status, COALESCE(r.status_changed_at, r.opened_at) AS status_changed_at,
              a.advisor_no, v.vin
         FROM repair_order r JOIN service_vehicle v ON v.id = r.vehicle_id
         LEFT JOIN service_advisor a ON a.id = r.advisor_id
        WHERE r.closed_on IS NULL AND r.ro_number IS NOT NULL
          AND COALESCE(r.status_changed_at, r.opened_at) IS NOT NULL
        ORDER BY r.id`,
    );
  }

  /** Booked appointments of the store's today whose time has come and that have not checked in. */
  dueCheckIns(now: Date): Promise<DueCheckInRow[]> {
    return this.db.query<DueCheckInRow>(
      `SELECT ap.id AS appointment_id, ap.store_id, ap.appointment_at, ap.duration_minutes, a.advisor_no, v.vin
         FROM appointment ap JOIN store s ON s.id = ap.store_id
         JOIN service_vehicle v ON v.id = ap.vehicle_id
         LEFT JOIN service_advisor a ON a.id = ap.advisor_id
        WHERE ap.status = 'BOOKED' AND ap.deleted_at IS NULL AND ap.archived_at IS NULL
          AND ap.appointment_at <= $1
          AND (ap.appointment_at AT TIME ZONE s.office_time_zone)::date = ($1::timestamptz AT TIME ZONE s.office_time_zone)::date
          AND NOT EXISTS (SELECT 1 FROM repair_order r WHERE r.appointment_id = ap.id)
        ORDER BY ap.appointment_at, ap.id`,
      [now],
    );
  }

  /** The store's next RO number (numbers count up per store, as a DMS hands them out). */
  async nextRoNumber(storeId: number, taken: number): Promise<string> {
    const [row] = await this.db.query<{ next: number }>(
      `SELECT COALESCE(max(ro_number::int), 70000) + 1 + $2::int AS next FROM repair_order
        WHERE store_id = $1 AND ro_number ~ '^[0-9]{1,9}$'`,
      [storeId, taken],
    );
    return String(row?.next ?? 70001 + taken);
  }

  /** Help lookups: the store's advisors or opcodes as code / description pairs. */
  advisorsOf(dealerCode: string): Promise<{ key: string; value: string }[]> {
    return this.db.query(
      `SELECT a.advisor_no AS key, a.name AS value FROM service_advisor a JOIN store s ON s.id = a.store_id
        WHERE s.store_code = $1 OR s.id::text = $1 ORDER BY a.advisor_no`,
      [dealerCode],
    );
  }

  opcodesOf(dealerCode: string): Promise<{ key: string; value: string }[]> {
    return this.db.query(
      `SELECT o.code AS key, o.description AS value FROM opcode o JOIN store s ON s.id = o.store_id
        WHERE s.store_code = $1 OR s.id::text = $1 ORDER BY o.code`,
      [dealerCode],
    );
  }
}

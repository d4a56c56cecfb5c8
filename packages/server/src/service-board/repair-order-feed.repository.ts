import type { DmsRepairOrder, RepairOrderStatus } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { followLeadStage } from '../leads/lead-stage.service.js';

/** An order as the feed found it, before a change is applied. */
export type StoredOrder = {
  readonly id: number;
  readonly status: RepairOrderStatus;
  readonly fsi_id: number | null;
  readonly vehicle_id: number;
};

export type OrderTextContext = {
  readonly first_name: string;
  readonly store_name: string;
  readonly ro_number: string;
  readonly vehicle: string;
};

/** SQL of the repair-order feed: the DMS's reports become orders, their history and their texts. */
export class RepairOrderFeedRepository {
  constructor(private readonly tx: Queryable) {}

  async find(storeId: number, roNumber: string): Promise<StoredOrder | null> {
    const [row] = await this.tx.query<StoredOrder>(
      'SELECT id, status, fsi_id, vehicle_id FROM repair_order WHERE store_id = $1 AND ro_number = $2 FOR UPDATE',
      [storeId, roNumber],
    );
    return row ?? null;
  }

  /** The vehicle the order is for: the appointment's, else the store's vehicle with that VIN. */
  async vehicleOf(change: DmsRepairOrder): Promise<{ vehicle_id: number; fsi_id: number | null } | null> {
    if (change.appointmentId !== null) {
      const [row] = await this.tx.query<{ vehicle_id: number; fsi_id: number | null }>(
        'SELECT vehicle_id, fsi_id FROM appointment WHERE id = $1 AND store_id = $2',
        [change.appointmentId, change.storeId],
      );
      if (row) return row;
    }
    if (change.vin === null) return null;
    const [row] = await this.tx.query<{ vehicle_id: number; fsi_id: number | null }>(
      `SELECT v.id AS vehicle_id, NULL::int AS fsi_id FROM service_vehicle v JOIN customer c ON c.id = v.customer_id
        WHERE c.store_id = $1 AND v.vin = $2 ORDER BY v.id DESC LIMIT 1`,
      [change.storeId, change.vin],
    );
    return row ?? null;
  }

  /** The vehicle's newest open conversation (lead) in the store: where its status texts go. */
  async leadOf(vehicleId: number, storeId: number): Promise<number | null> {
    const [row] = await this.tx.query<{ id: number }>(
      `SELECT id FROM future_service_interaction WHERE vehicle_id = $1 AND store_id = $2 AND NOT archived
        ORDER BY id DESC LIMIT 1`,
      [vehicleId, storeId],
    );
    return row?.id ?? null;
  }

  /** A new order; null when another writer created it first (same number or same appointment). */
  async insert(change: DmsRepairOrder, vehicleId: number, fsiId: number | null): Promise<number | null> {
    const [row] = await this.tx.query<{ id: number }>(
      `INSERT INTO repair_order (vehicle_id, store_id, ro_number, status, advisor_id, fsi_id, appointment_id,
                                 opened_at, promised_at, status_changed_at, dms_ro_id, closed_on)
       VALUES ($1, $2, $3, $4::text,
               (SELECT id FROM service_advisor WHERE store_id = $2 AND advisor_no = $5), $6, $7,
               COALESCE($8::timestamptz, $10::timestamptz), $9::timestamptz, $10::timestamptz, $11,
               CASE WHEN $4::text = 'CLOSED' THEN ($10::timestamptz AT TIME ZONE
                 (SELECT office_time_zone FROM store WHERE id = $2))::date END)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        vehicleId,
        change.storeId,
        change.roNumber,
        change.status,
        change.advisorNo,
        fsiId,
        change.appointmentId,
        change.openedAt,
        change.promisedAt,
        change.changedAt,
        change.dmsRoId,
      ],
    );
    return row?.id ?? null;
  }

  async update(orderId: number, change: DmsRepairOrder): Promise<void> {
    await this.tx.query(
      `UPDATE repair_order r SET status = $2, status_changed_at = $3,
              advisor_id = COALESCE((SELECT id FROM service_advisor WHERE store_id = r.store_id AND advisor_no = $4),
                                    r.advisor_id),
              promised_at = COALESCE($5, r.promised_at),
              closed_on = CASE WHEN $2 = 'CLOSED' THEN ($3::timestamptz AT TIME ZONE
                (SELECT office_time_zone FROM store WHERE id = r.store_id))::date END
        WHERE id = $1`,
      [orderId, change.status, change.changedAt, change.advisorNo, change.promisedAt],
    );
  }

  async recordHistory(orderId: number, status: string, at: Date, source: string): Promise<void> {
    await this.tx.query(
      'INSERT INTO repair_order_status_history (repair_order_id, status, changed_at, source) VALUES ($1, $2, $3, $4)',
      [orderId, status, at, source],
    );
  }

  /** The appointment that checked in is a show, and its lead reaches SHOW_OR_NO_SHOW with SHOW. */
  async markShown(appointmentId: number, at: Date): Promise<void> {
    const shown = await this.tx.query<{ fsi_id: number | null }>(
      `UPDATE appointment SET status = 'SHOW' WHERE id = $1 AND status = 'BOOKED' RETURNING fsi_id`,
      [appointmentId],
    );
    const leadId = shown[0]?.fsi_id;
    if (leadId) await followLeadStage(this.tx, leadId, 'SHOW', at);
  }

  /**
   * Claims the one text of this order and status: true only for the first claim ever, so a resent
   * report, a second instance or a second HOLD sends nothing.
   */
  async claimStatusText(orderId: number, status: string, at: Date): Promise<boolean> {
    const rows = await this.tx.query(
      `INSERT INTO repair_order_status_text (repair_order_id, status, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING repair_order_id`,
      [orderId, status, at],
    );
    return rows.length === 1;
  }

  async settleStatusText(
    orderId: number,
    status: string,
    outcome: { readonly messageId: number | null; readonly skippedReason: string | null },
  ): Promise<void> {
    await this.tx.query(
      `UPDATE repair_order_status_text SET message_id = $3, skipped_reason = $4
        WHERE repair_order_id = $1 AND status = $2`,
      [orderId, status, outcome.messageId, outcome.skippedReason],
    );
  }

  async textContext(orderId: number): Promise<OrderTextContext | null> {
    const [row] = await this.tx.query<OrderTextContext>(
      `SELECT c.first_name, s.name AS store_name, COALESCE(r.ro_number, r.id::text) AS ro_number,
              v.year || ' ' || v.make || ' ' || v.model AS vehicle
         FROM repair_order r JOIN service_vehicle v ON v.id = r.vehicle_id
         JOIN customer c ON c.id = v.customer_id JOIN store s ON s.id = r.store_id
        WHERE r.id = $1`,
      [orderId],
    );
    return row ?? null;
  }
}

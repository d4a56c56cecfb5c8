import type { Queryable } from '../db/database.js';

export type BridgeAppointmentRow = {
  readonly id: number;
  readonly status: string;
  readonly fsi_id: number | null;
  readonly title: string | null;
  readonly appt_date: string;
  readonly appt_time: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly vin: string;
  readonly advisor_no: string | null;
  readonly advisor_name: string | null;
  readonly store_id: number;
  readonly service_type: string | null;
  readonly transport_type: string | null;
  readonly opcodes: string[];
  /** How it was booked (issue 34). */
  readonly source: string;
};

/** SQL of the bridge's Appointments lane: a store's appointments of one local day, not yet checked in. */
export class BridgeRepository {
  constructor(private readonly db: Queryable) {}

  appointmentsOn(storeId: number, day: string): Promise<BridgeAppointmentRow[]> {
    return this.db.query<BridgeAppointmentRow>(
      `SELECT ap.id, ap.status, ap.fsi_id, ap.title,
              to_char(ap.appointment_at AT TIME ZONE s.office_time_zone, 'YYYY-MM-DD') AS appt_date,
              to_char(ap.appointment_at AT TIME ZONE s.office_time_zone, 'HH24:MI') AS appt_time,
              c.first_name, c.last_name, v.vin, a.advisor_no, a.name AS advisor_name, ap.store_id,
              ap.service_type, ap.transport_type, ap.opcodes, ap.source
         FROM appointment ap JOIN store s ON s.id = ap.store_id
         JOIN service_vehicle v ON v.id = ap.vehicle_id JOIN customer c ON c.id = v.customer_id
         LEFT JOIN service_advisor a ON a.id = ap.advisor_id
        WHERE ap.store_id = $1 AND ap.deleted_at IS NULL AND ap.status = 'BOOKED'
          AND (ap.appointment_at AT TIME ZONE s.office_time_zone)::date = $2::date
        ORDER BY ap.appointment_at, ap.id`,
      [storeId, day],
    );
  }
}

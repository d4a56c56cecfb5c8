import type { BookingClaim } from '@torque/domain';
import type { Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';

export type NewAppointment = {
  readonly storeId: number;
  readonly vehicleId: number;
  readonly customerId: number | null;
  readonly fsiId: number | null;
  readonly advisorNo: string | null;
  readonly startsAt: string;
  readonly durationMinutes: number;
  readonly transportType: string | null;
  readonly serviceType: string | null;
  readonly title: string | null;
  readonly opcodes: readonly string[];
  readonly notes: string | null;
  readonly source: 'STAFF' | 'ASSISTANT' | 'PUBLIC_FORM' | 'CUSTOMER_LINK';
  readonly bookedBy: number | null;
};

/** An appointment as the wire shows it, its date and time in its store's zone. */
const SELECT_APPOINTMENT = `
  SELECT p.id AS "apptId", p.status AS "apptStatus", p.fsi_id AS "futureServiceInteractionId", p.title,
         to_char(p.appointment_at AT TIME ZONE s.office_time_zone, 'YYYY-MM-DD') AS "apptDate",
         to_char(p.appointment_at AT TIME ZONE s.office_time_zone, 'HH24:MI') AS "apptTime",
         trim(c.first_name || ' ' || c.last_name) AS "customerName", c.cellular, v.vin,
         a.advisor_no AS "advisorNo", a.name AS "advisorName", p.store_id AS "storeId",
         p.service_type AS "serviceType", p.transport_type AS "transportType", p.opcodes AS "opCodes", p.notes,
         p.source
    FROM appointment p
    JOIN store s ON s.id = p.store_id
    JOIN service_vehicle v ON v.id = p.vehicle_id
    LEFT JOIN customer c ON c.id = COALESCE(p.customer_id, v.customer_id)
    LEFT JOIN service_advisor a ON a.id = p.advisor_id`;

/** Booking's writes: the appointment, its claims, cancellation and split. */
export class BookingRepository {
  constructor(private readonly db: Queryable) {}

  async insert(appointment: NewAppointment): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, status, fsi_id, customer_id, advisor_id,
                                title, service_type, transport_type, opcodes, duration_minutes, notes, source,
                                booked_by_user_id)
       VALUES ($1, $2, $3, 'BOOKED', $4, $5,
               (SELECT id FROM service_advisor WHERE store_id = $2 AND advisor_no = $6),
               $7, $8, $9, $10::text[], $11, $12, $13, $14)
       RETURNING id`,
      [
        appointment.vehicleId,
        appointment.storeId,
        appointment.startsAt,
        appointment.fsiId,
        appointment.customerId,
        appointment.advisorNo,
        appointment.title,
        appointment.serviceType,
        appointment.transportType,
        [...appointment.opcodes],
        appointment.durationMinutes,
        appointment.notes,
        appointment.source,
        appointment.bookedBy,
      ],
    );
    if (!row) throw new Error('appointment not inserted');
    return row.id;
  }

  /**
   * Takes the lowest free place of a claim. Two bookings racing for the same place write the same key:
   * the unique key keeps the first, the second inserts nothing (it waits for the first to commit on
   * PostgreSQL) and gets false. False also when every place is taken.
   */
  async claim(storeId: number, claim: BookingClaim, appointmentId: number): Promise<boolean> {
    const rows = await this.db.query<{ place: number }>(
      `INSERT INTO booking_claim (store_id, kind, subject, period, place, appointment_id)
       SELECT $1, $2, $3, $4, p, $6 FROM generate_series(1, $5::int) AS p
        WHERE NOT EXISTS (SELECT 1 FROM booking_claim c
                           WHERE c.store_id = $1 AND c.kind = $2 AND c.subject = $3 AND c.period = $4 AND c.place = p)
        ORDER BY p LIMIT 1
       ON CONFLICT DO NOTHING RETURNING place`,
      [storeId, claim.kind, claim.subject, claim.period, claim.places, appointmentId],
    );
    return rows.length === 1;
  }

  async releaseClaims(appointmentId: number): Promise<void> {
    await this.db.query('DELETE FROM booking_claim WHERE appointment_id = $1', [appointmentId]);
  }

  async find(apptId: number): Promise<Schemas['Appointment'] | undefined> {
    const [row] = await this.db.query<Schemas['Appointment']>(`${SELECT_APPOINTMENT} WHERE p.id = $1`, [
      apptId,
    ]);
    return row;
  }

  /** The raw fields a cancel or split works from, locked so two changes of one appointment queue. */
  async forChange(apptId: number): Promise<
    | {
        id: number;
        fsi_id: number | null;
        store_id: number;
        vehicle_id: number;
        customer_id: number | null;
        advisor_no: string | null;
        starts_at: string;
        duration_minutes: number;
        transport_type: string | null;
        service_type: string | null;
        opcodes: string[];
        status: string;
        notes: string | null;
      }
    | undefined
  > {
    const [row] = await this.db.query<NonNullable<Awaited<ReturnType<BookingRepository['forChange']>>>>(
      `SELECT p.id, p.fsi_id, p.store_id, p.vehicle_id, p.customer_id, a.advisor_no,
              to_char(p.appointment_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
              p.duration_minutes, p.transport_type, p.service_type, p.opcodes, p.status, p.notes
         FROM appointment p LEFT JOIN service_advisor a ON a.id = p.advisor_id
        WHERE p.id = $1 AND p.deleted_at IS NULL FOR UPDATE OF p`,
      [apptId],
    );
    return row;
  }

  async cancel(apptId: number): Promise<void> {
    await this.db.query("UPDATE appointment SET status = 'CANCELLED' WHERE id = $1", [apptId]);
    await this.releaseClaims(apptId);
  }

  /**
   * Steps the appointment aside while it is moved (issue 30): its claims go and it stops counting as
   * booked work, so its own time is free to the move. Inside the move's transaction only.
   */
  async setAside(apptId: number): Promise<void> {
    await this.releaseClaims(apptId);
    await this.db.query("UPDATE appointment SET status = 'CANCELLED' WHERE id = $1", [apptId]);
  }

  /** The moved appointment, booked again at its new time with its new advisor. */
  async moveTo(apptId: number, startsAt: string, advisorNo: string, durationMinutes: number): Promise<void> {
    await this.db.query(
      `UPDATE appointment SET status = 'BOOKED', appointment_at = $2, duration_minutes = $4,
              advisor_id = (SELECT id FROM service_advisor WHERE store_id = appointment.store_id AND advisor_no = $3)
        WHERE id = $1`,
      [apptId, startsAt, advisorNo, durationMinutes],
    );
  }

  async reshape(apptId: number, opcodes: readonly string[], durationMinutes: number): Promise<void> {
    await this.db.query('UPDATE appointment SET opcodes = $2::text[], duration_minutes = $3 WHERE id = $1', [
      apptId,
      [...opcodes],
      durationMinutes,
    ]);
  }

  /** Whether the lead still has a booked appointment (its appointment flag follows this). */
  async leadHasBooking(fsiId: number): Promise<boolean> {
    const rows = await this.db.query(
      "SELECT 1 FROM appointment WHERE fsi_id = $1 AND status = 'BOOKED' AND deleted_at IS NULL LIMIT 1",
      [fsiId],
    );
    return rows.length > 0;
  }

  async leadMarks(fsiId: number): Promise<Schemas['Mark'][]> {
    return this.db.query<Schemas['Mark']>(
      'SELECT intent_type AS "intentType", value FROM mark WHERE fsi_id = $1 ORDER BY id',
      [fsiId],
    );
  }

  async responseInsight(fsiId: number): Promise<string | null> {
    const [row] = await this.db.query<{ response_insight: string | null }>(
      'SELECT response_insight FROM future_service_interaction WHERE id = $1',
      [fsiId],
    );
    return row?.response_insight ?? null;
  }
}

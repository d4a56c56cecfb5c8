import { SERVICE_PERFORMED_ALREADY_CODES, SMS_OPT_OUT } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { phoneOptedOutSql } from '../leads/sms-consent-by-phone.repository.js';

/** A time-and-mileage planner of New vehicles from their sale, as the baseline reads it. */
export type BareMileagePlanner = {
  readonly storeId: number;
  readonly serviceType: string;
  /** The odometer reading the service is due at, and the months after the sale it is due by time. */
  readonly dueMileage: number;
  readonly dueAfterMonths: number;
  /** ISO dates: the window due dates must fall in, and the planner date. */
  readonly from: string;
  readonly to: string;
  readonly asOf: string;
  /** Appointments from this moment on are still to come. */
  readonly now: Date;
};

/** A due vehicle as the baseline answers it (ISO dates). */
export type BareDueRow = {
  readonly vehicle_id: number;
  readonly due_date: string;
  readonly due_by: 'time' | 'mileage';
  readonly estimated_mileage: number;
  readonly last_service_date: string | null;
  readonly custno: string | null;
  readonly customer_name: string;
  readonly cellular: string;
  readonly vin: string;
  readonly make: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly sold_date: string;
  readonly opted_out: boolean;
};

/** The benchmark's own statements: fresh statistics after the bulk load, and what was loaded. */
export class PlannerBenchRepository {
  constructor(private readonly db: Queryable) {}

  async analyze(): Promise<void> {
    await this.db.exec('ANALYZE');
  }

  async nextIds(): Promise<{ customer: number; vehicle: number }> {
    const [row] = await this.db.query<{ customer: number; vehicle: number }>(
      `SELECT COALESCE((SELECT max(id) FROM customer), 0) AS customer,
              COALESCE((SELECT max(id) FROM service_vehicle), 0) AS vehicle`,
    );
    return { customer: row!.customer + 1, vehicle: row!.vehicle + 1 };
  }

  /**
   * The planner's baseline, written apart from the planner (issue 32): one statement that decides the
   * due vehicles of a time-and-mileage planner itself and returns them with their owners. The odometer
   * readings (the sale at zero, visits, recorded mileage) lose any reading lower than an earlier one; the
   * pace runs from the first kept reading to the last (the US average over less than two weeks, capped);
   * due is the earlier of the time after the sale and the day the pace reaches the service mileage, and
   * must fall in the window; a vehicle with an appointment to come, or whose service was performed or
   * marked performed, is left out.
   */
  async bareDue(planner: BareMileagePlanner): Promise<BareDueRow[]> {
    return this.db.query<BareDueRow>(
      `WITH sold AS (
         SELECT v.id, v.sold_date, v.vin, v.make, v.model, v.year, c.id AS customer_id, c.custno, c.cellular, c.block_sms,
                trim(c.first_name || ' ' || c.last_name) AS customer_name, s.enterprise_id
           FROM service_vehicle v JOIN customer c ON c.id = v.customer_id JOIN store s ON s.id = c.store_id
          WHERE c.store_id = $1 AND v.deal_type = 'New'
            AND v.sold_date BETWEEN ($2::date - make_interval(months => $5))::date - 3 AND $3::date
       ), readings AS (
         SELECT id AS vehicle_id, sold_date AS day, 0 AS mileage FROM sold
         UNION ALL
         SELECT r.vehicle_id, r.closed_on, r.mileage FROM repair_order r JOIN sold ON sold.id = r.vehicle_id
          WHERE r.mileage IS NOT NULL
         UNION ALL
         SELECT mr.vehicle_id, mr.recorded_at::date, mr.last_mileage FROM vehicle_mileage_record mr
           JOIN sold ON sold.id = mr.vehicle_id
       ), kept AS (
         SELECT vehicle_id, day, mileage FROM (
           SELECT *, max(mileage) OVER (PARTITION BY vehicle_id ORDER BY day, mileage
                                        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS highest_before
             FROM readings) r
          WHERE highest_before IS NULL OR mileage >= highest_before
       ), ends AS (
         SELECT vehicle_id,
                (array_agg(day ORDER BY day, mileage))[1] AS first_day,
                (array_agg(mileage ORDER BY day, mileage))[1] AS first_miles,
                (array_agg(day ORDER BY day DESC, mileage DESC))[1] AS last_day,
                (array_agg(mileage ORDER BY day DESC, mileage DESC))[1] AS last_miles,
                min(day) FILTER (WHERE mileage >= $4) AS reached_on,
                (array_agg(day ORDER BY day DESC, mileage DESC) FILTER (WHERE day <= $6::date))[1] AS known_day,
                (array_agg(mileage ORDER BY day DESC, mileage DESC) FILTER (WHERE day <= $6::date))[1] AS known_miles
           FROM kept GROUP BY vehicle_id
       ), paced AS (
         SELECT e.*, CASE WHEN last_day - first_day < 14 THEN 37::float8
                          ELSE least(150, greatest(0, (last_miles - first_miles)::float8 / (last_day - first_day))) END AS pace
           FROM ends e
       ), due AS (
         SELECT p.*, sold.*, (sold.sold_date + make_interval(months => $5))::date AS by_time,
                COALESCE(p.reached_on,
                         CASE WHEN p.pace > 0 AND ceil(($4 - p.last_miles) / p.pace) <= 7305
                              THEN p.last_day + ceil(($4 - p.last_miles) / p.pace)::int END) AS by_mileage
           FROM paced p JOIN sold ON sold.id = p.vehicle_id
       )
       SELECT d.id AS vehicle_id,
              (CASE WHEN d.by_mileage < d.by_time THEN d.by_mileage ELSE d.by_time END)::text AS due_date,
              CASE WHEN d.by_mileage < d.by_time THEN 'mileage' ELSE 'time' END AS due_by,
              floor(COALESCE(d.known_miles, d.first_miles)
                    + d.pace * greatest(0, $6::date - COALESCE(d.known_day, d.first_day)) + 0.5)::int AS estimated_mileage,
              (SELECT max(r.closed_on)::text FROM repair_order r WHERE r.vehicle_id = d.id) AS last_service_date,
              d.custno, d.customer_name, d.cellular, d.vin, d.make, d.model, d.year, d.sold_date::text AS sold_date,
              (d.block_sms OR EXISTS (SELECT 1 FROM mark m WHERE m.customer_id = d.customer_id AND m.intent_type = $9)
               OR ${phoneOptedOutSql('d.cellular', 'd.enterprise_id')}) AS opted_out
         FROM due d
        WHERE CASE WHEN d.by_mileage < d.by_time THEN d.by_mileage ELSE d.by_time END BETWEEN $2::date AND $3::date
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.vehicle_id = d.id AND a.status = 'BOOKED' AND a.appointment_at >= $7)
          AND NOT EXISTS (SELECT 1 FROM repair_order r WHERE r.vehicle_id = d.id AND r.performed_service_type = $8)
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.vehicle_id = d.id AND m.intent_type = ANY($10::text[])
                            AND (m.value IS NULL OR m.value = $8))
        ORDER BY 2, 1`,
      [
        planner.storeId,
        planner.from,
        planner.to,
        planner.dueMileage,
        planner.dueAfterMonths,
        planner.asOf,
        planner.now,
        planner.serviceType,
        SMS_OPT_OUT,
        SERVICE_PERFORMED_ALREADY_CODES,
      ],
    );
  }

  async vehiclesInStore(storeId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM service_vehicle v JOIN customer c ON c.id = v.customer_id WHERE c.store_id = $1',
      [storeId],
    );
    return row!.n;
  }
}

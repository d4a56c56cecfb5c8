import type { AdvisorHours, AvailabilityConfig, BookedWork, TransportType } from '@torque/domain';
import type { Queryable } from '../../db/database.js';

/** The lead a booking is for: its store (and that store's zone), vehicle and customer. */
export type LeadForBooking = {
  readonly fsiId: number;
  readonly storeId: number;
  readonly vehicleId: number;
  readonly customerId: number;
  readonly zone: string;
};

/** The rules of a store that has no row of its own (migration 024's defaults). */
const DEFAULT_RULES = { slot_minutes: 30, buffer_minutes: 0, minimum_notice_minutes: 120, days_ahead: 7 };

type HoursRow = {
  advisor_no: string;
  weekday: number | null;
  on_date: string | null;
  opens: string | null;
  closes: string | null;
};

const hhmm = (time: string | null): string => (time ?? '').slice(0, 5);

/** Reads what availability needs (migration 024) and the bookings already taken. */
export class BookingConfigRepository {
  constructor(private readonly db: Queryable) {}

  async lead(fsiId: number): Promise<LeadForBooking | undefined> {
    const [row] = await this.db.query<LeadForBooking>(
      `SELECT f.id AS "fsiId", f.store_id AS "storeId", f.vehicle_id AS "vehicleId",
              f.customer_id AS "customerId", s.office_time_zone AS zone
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id WHERE f.id = $1`,
      [fsiId],
    );
    return row;
  }

  async daysAhead(storeId: number): Promise<number> {
    const [row] = await this.db.query<{ days_ahead: number }>(
      'SELECT days_ahead FROM store_booking_rules WHERE store_id = $1',
      [storeId],
    );
    return row?.days_ahead ?? DEFAULT_RULES.days_ahead;
  }

  /** The store's rules, its active advisors with their hours (advisorId is the DMS advisor number), and limits. */
  async config(storeId: number, zone: string): Promise<AvailabilityConfig> {
    const [rules = DEFAULT_RULES] = await this.db.query<typeof DEFAULT_RULES>(
      'SELECT slot_minutes, buffer_minutes, minimum_notice_minutes, days_ahead FROM store_booking_rules WHERE store_id = $1',
      [storeId],
    );
    const advisors = await this.db.query<{ advisor_no: string }>(
      'SELECT advisor_no FROM service_advisor WHERE store_id = $1 AND active ORDER BY advisor_no',
      [storeId],
    );
    const hours = await this.db.query<HoursRow>(
      `SELECT a.advisor_no, w.weekday, NULL::text AS on_date, w.opens::text, w.closes::text
         FROM advisor_weekly_hours w JOIN service_advisor a ON a.id = w.advisor_id WHERE a.store_id = $1
       UNION ALL
       SELECT a.advisor_no, NULL, o.on_date::text, o.opens::text, o.closes::text
         FROM advisor_hours_override o JOIN service_advisor a ON a.id = o.advisor_id WHERE a.store_id = $1`,
      [storeId],
    );
    const limits = await this.db.query<{
      transport_type: TransportType;
      per_slot: number | null;
      per_day: number | null;
    }>('SELECT transport_type, per_slot, per_day FROM transport_limit WHERE store_id = $1', [storeId]);
    return {
      rules: {
        zone,
        slotMinutes: rules.slot_minutes,
        bufferMinutes: rules.buffer_minutes,
        minimumNoticeMinutes: rules.minimum_notice_minutes,
      },
      advisors: advisors.map(({ advisor_no }): AdvisorHours => {
        const own = hours.filter((row) => row.advisor_no === advisor_no);
        return {
          advisorId: advisor_no,
          weekly: own
            .filter((row) => row.weekday !== null)
            .map((row) => ({ weekday: row.weekday ?? 0, opens: hhmm(row.opens), closes: hhmm(row.closes) })),
          overrides: own
            .filter((row) => row.on_date !== null)
            .map((row) => ({
              date: row.on_date ?? '',
              hours: row.opens === null ? null : { opens: hhmm(row.opens), closes: hhmm(row.closes) },
            })),
        };
      }),
      transportLimits: limits.map((limit) => ({
        transportType: limit.transport_type,
        perSlot: limit.per_slot,
        perDay: limit.per_day,
      })),
    };
  }

  /** The store's opcodes among `codes`, with their skill hours. */
  async opcodes(storeId: number, codes: readonly string[]): Promise<{ code: string; skillHours: number }[]> {
    return this.db.query<{ code: string; skillHours: number }>(
      `SELECT code, skill_hours::float8 AS "skillHours" FROM opcode WHERE store_id = $1 AND code = ANY($2::text[])`,
      [storeId, [...codes]],
    );
  }

  /** Booked work of the store starting in [from, to): what availability must leave room around. */
  async bookedWork(storeId: number, from: Date, to: Date): Promise<BookedWork[]> {
    return this.db.query<BookedWork>(
      `SELECT a.advisor_no AS "advisorId",
              to_char(p.appointment_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startsAt",
              p.duration_minutes AS "durationMinutes", COALESCE(p.transport_type, 'DROP_OFF') AS "transportType"
         FROM appointment p JOIN service_advisor a ON a.id = p.advisor_id
        WHERE p.store_id = $1 AND p.status = 'BOOKED' AND p.deleted_at IS NULL
          AND p.appointment_at >= $2 AND p.appointment_at < $3`,
      [storeId, from, to],
    );
  }
}

import type { Queryable } from '../db/database.js';

/** Reply codes the bench's replies carry, round robin (plus a staff correction now and then). */
const BENCH_CODES = [
  'SPA-SS',
  'SPA-AS',
  'SPA-XX',
  'CL',
  'FU',
  'APPT-SET',
  'ASA',
  'REQ-CALL',
  'NLO',
  'CPAL',
  'VI',
  'TU',
  'WN',
  'LD',
  'SALES_INQ',
  'CQ',
  'CC',
  'STOP',
  'NOT-ENGAGED',
  'MISC',
  'BLANK',
];
export const STAGES = [
  'INITIATED',
  'RESPONDED',
  'CONTACTED',
  'ENGAGED',
  'APPOINTMENT_SET',
  'SHOW_OR_NO_SHOW',
];
const SERVICES = ['OIL_CHANGE', 'OIL_CHANGE_10K', 'CHECK_UP', 'SVC_7500'];

/**
 * The report benchmark's own statements: a year of leads and texts generated in the database (so a
 * million rows never pass through Node), and the hand-written single-pass aggregates the reports are
 * measured against.
 */
export class ReportBenchRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * `leads` leads over the demo's four stores, created over the last year, each with `perLead` texts
   * three hours apart: the first ours, later ones a reply three times in ten; replies carry codes; one
   * lead in twenty books. The per-row triggers (wire JSON, lead activity) are off during the load.
   */
  async load(leads: number, perLead: number): Promise<void> {
    const [base] = await this.db.query<{ c: number; v: number; f: number }>(
      `SELECT COALESCE((SELECT max(id) FROM customer), 0) AS c, COALESCE((SELECT max(id) FROM service_vehicle), 0) AS v,
              COALESCE((SELECT max(id) FROM future_service_interaction), 0) AS f`,
    );
    const { c, v, f } = base!;
    await this.db.exec('ALTER TABLE message_instance DISABLE TRIGGER USER');
    await this.db.query(
      `INSERT INTO customer (id, store_id, first_name, last_name, cellular, customer_type)
       SELECT $1 + g, g % 4 + 1, 'Bench', 'Owner ' || g, '+1212' || lpad(g::text, 7, '0'), (ARRAY['NEW', 'USED', 'CPO'])[g % 3 + 1]
         FROM generate_series(1, $2) g`,
      [c, leads],
    );
    await this.db.query(
      `INSERT INTO service_vehicle (id, customer_id, vin, make, model, year)
       SELECT $1 + g, $2 + g, 'BENCH' || lpad(g::text, 12, '0'), 'Honda', 'Civic', 2022 FROM generate_series(1, $3) g`,
      [v, c, leads],
    );
    await this.db.query(
      `INSERT INTO future_service_interaction (id, customer_id, vehicle_id, store_id, boc_id, planned_service_type, stage,
                                               created_on, planned_date, hand_off, hand_off_at)
       SELECT $1 + g, $2 + g, $3 + g, g % 4 + 1, CASE WHEN g % 4 < 2 THEN 1 ELSE 2 END,
              ($5::text[])[g % 4 + 1], ($6::text[])[g % 6 + 1], t, t::date + 30,
              CASE WHEN g % 25 = 0 THEN 'GM' END, CASE WHEN g % 25 = 0 THEN t + interval '1 day' END
         FROM generate_series(1, $4) g, LATERAL (SELECT now() - ((g * 7919) % 525600) * interval '1 minute' AS t) x`,
      [f, c, v, leads, SERVICES, STAGES],
    );
    await this.db.query(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type, json_text)
       SELECT f.id, 'Bench text', f.created_on + k * interval '3 hours' + (f.id % 60) * interval '1 minute',
              CASE WHEN k > 0 AND (f.id * 31 + k * 17) % 10 < 3 THEN 'RECEIVED' ELSE 'SENT' END, 'SMS', 'SMS', '{}'
         FROM future_service_interaction f, generate_series(0, $2 - 1) k WHERE f.id > $1`,
      [f, perLead],
    );
    await this.db.query(
      `INSERT INTO message_intent (message_id, fsi_id, consent, intents, final_intent_names, multi_intent_names, code, corrected_code)
       SELECT m.id, m.fsi_id, 'none', '[]', '[]', '[]', ($2::text[])[m.id % ${BENCH_CODES.length} + 1],
              CASE WHEN m.id % 17 = 0 THEN 'CQ' END
         FROM message_instance m WHERE m.fsi_id > $1 AND m.direction = 'RECEIVED' AND m.id % 9 <> 0`,
      [f, BENCH_CODES],
    );
    await this.db.query(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, status, fsi_id, customer_id, created_at)
       SELECT f.vehicle_id, f.store_id, f.created_on + interval '4 days', 'BOOKED', f.id, f.customer_id, f.created_on + interval '1 day'
         FROM future_service_interaction f WHERE f.id > $1 AND f.id % 20 = 0`,
      [f],
    );
    await this.db.exec('ALTER TABLE message_instance ENABLE TRIGGER USER');
    for (const table of ['customer', 'service_vehicle', 'future_service_interaction'])
      await this.db.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    await this.db.exec('ANALYZE');
  }

  /** The demo's super user, whom the bench reads the reports as. */
  async superUserId(): Promise<number> {
    const [user] = await this.db.query<{ id: number }>(
      "SELECT id FROM app_user WHERE role = 'SUPER_USER' LIMIT 1",
    );
    return user!.id;
  }

  /** The stores' zones, which the baselines read their ranges in. */
  async storeZones(stores: readonly number[]): Promise<{ id: number; zone: string }[]> {
    return this.db.query(
      'SELECT id, office_time_zone AS zone FROM store WHERE id = ANY($1::int[]) ORDER BY id',
      [stores],
    );
  }

  async counts(): Promise<{ leads: number; messages: number }> {
    const [row] = await this.db.query<{ leads: number; messages: number }>(
      `SELECT (SELECT count(*)::int FROM future_service_interaction) AS leads,
              (SELECT count(*)::int FROM message_instance) AS messages`,
    );
    return row!;
  }

  /** Baseline of lead status: leads created per store in the range and stage, as long rows. */
  async bareLeadStatus(
    bounds: readonly StoreBounds[],
  ): Promise<{ store_id: number; stage: string; leads: number }[]> {
    return this.db.query(
      `SELECT f.store_id, f.stage, count(*)::int AS leads
         FROM future_service_interaction f
         JOIN unnest($1::int[], $2::timestamptz[], $3::timestamptz[]) AS b(store_id, from_at, until_at)
              ON b.store_id = f.store_id AND f.created_on >= b.from_at AND f.created_on < b.until_at
        GROUP BY f.store_id, f.stage`,
      boundParams(bounds),
    );
  }

  /**
   * Baseline of first response: each lead's first text of the range (one aggregate), then its earliest
   * reply after that text (a join back to the replies and a second aggregate), averaged per local day.
   */
  async bareFirstResponse(bounds: readonly StoreBounds[]): Promise<Record<string, unknown>[]> {
    return this.db.query(
      `WITH texts AS (
         SELECT m.fsi_id, m.created_on, m.direction, b.zone
           FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id
           JOIN unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::text[]) AS b(store_id, from_at, until_at, zone)
                ON b.store_id = f.store_id AND m.created_on >= b.from_at AND m.created_on < b.until_at
          WHERE m.message_type IN ('SMS', 'EMAIL')
       ), opened AS (
         SELECT fsi_id, zone, min(created_on) AS sent_at FROM texts WHERE direction <> 'RECEIVED' GROUP BY fsi_id, zone
       ), answered AS (
         SELECT o.zone, o.sent_at, extract(epoch FROM min(t.created_on) - o.sent_at) / 60 AS waited
           FROM opened o LEFT JOIN texts t ON t.fsi_id = o.fsi_id AND t.direction = 'RECEIVED' AND t.created_on > o.sent_at
          GROUP BY o.fsi_id, o.zone, o.sent_at
       )
       SELECT to_char(sent_at AT TIME ZONE zone, 'YYYY-MM-DD') AS day, count(*)::int AS texted, count(waited)::int AS replied,
              round(avg(waited)::numeric, 1)::float8 AS average,
              round((percentile_cont(0.5) WITHIN GROUP (ORDER BY waited))::numeric, 1)::float8 AS median
         FROM answered GROUP BY 1 ORDER BY 1`,
      [...boundParams(bounds), bounds.map((bound) => bound.zone)],
    );
  }

  /**
   * Baseline of the monthly interaction report: one pass over the range's texts and bookings, each lead
   * and local month folded into one bit mask (a bit per column its texts count in: a code's spellings map
   * to its column's bit, an uncoded reply to UNCLASSIFIED's, a booking to Appointments', texted without a
   * reply to NR's), then leads counted per month, customer type and mask, as long rows (the bench adds
   * each mask's leads to its bits' columns).
   */
  async bareMonthly(
    bounds: readonly StoreBounds[],
    codeBits: ReadonlyMap<string, number>,
    bits: { readonly uncoded: number; readonly booked: number; readonly unanswered: number },
  ): Promise<{ month: string; customer_type: string; mask: number; leads: number }[]> {
    return this.db.query(
      `WITH stores AS (
         SELECT * FROM unnest($1::int[], $2::timestamptz[], $3::timestamptz[], $4::text[]) AS b(store_id, from_at, until_at, zone)
       ), codes AS (
         SELECT * FROM unnest($5::text[], $6::int[]) AS c(code, bit)
       ), events AS (
         SELECT m.fsi_id, to_char(m.created_on AT TIME ZONE b.zone, 'YYYY-MM') AS month,
                m.direction = 'RECEIVED' AS reply,
                COALESCE(k.bit, 0) | CASE WHEN m.direction = 'RECEIVED' AND i.code IS NULL AND i.corrected_code IS NULL
                                          THEN $7::int ELSE 0 END AS bit
           FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id
           JOIN stores b ON b.store_id = f.store_id AND m.created_on >= b.from_at AND m.created_on < b.until_at
           LEFT JOIN message_intent i ON i.message_id = m.id
           LEFT JOIN codes k ON k.code = COALESCE(i.corrected_code, i.code)
          WHERE m.message_type IN ('SMS', 'EMAIL')
         UNION ALL
         SELECT a.fsi_id, to_char(a.created_at AT TIME ZONE b.zone, 'YYYY-MM'), NULL, $8::int
           FROM appointment a JOIN future_service_interaction f ON f.id = a.fsi_id
           JOIN stores b ON b.store_id = f.store_id AND a.created_at >= b.from_at AND a.created_at < b.until_at
          WHERE a.deleted_at IS NULL
       ), folded AS (
         SELECT fsi_id, month,
                bit_or(bit) | CASE WHEN bool_or(NOT reply) AND NOT COALESCE(bool_or(reply), false) THEN $9::int ELSE 0 END AS mask
           FROM events GROUP BY fsi_id, month
       )
       SELECT x.month, COALESCE(c.customer_type, 'Unknown') AS customer_type, x.mask, count(*)::int AS leads
         FROM folded x JOIN future_service_interaction f ON f.id = x.fsi_id JOIN customer c ON c.id = f.customer_id
        GROUP BY 1, 2, 3`,
      [
        ...boundParams(bounds),
        bounds.map((bound) => bound.zone),
        [...codeBits.keys()],
        [...codeBits.values()],
        bits.uncoded,
        bits.booked,
        bits.unanswered,
      ],
    );
  }
}

/** A store's range as UTC instants: from its first local day's midnight to the midnight after its last. */
export type StoreBounds = {
  readonly storeId: number;
  readonly zone: string;
  readonly from: Date;
  readonly until: Date;
};

const boundParams = (bounds: readonly StoreBounds[]) => [
  bounds.map((bound) => bound.storeId),
  bounds.map((bound) => bound.from),
  bounds.map((bound) => bound.until),
];

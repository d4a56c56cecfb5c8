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
const STAGES = ['INITIATED', 'RESPONDED', 'CONTACTED', 'ENGAGED', 'APPOINTMENT_SET', 'SHOW_OR_NO_SHOW'];
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

  async counts(): Promise<{ leads: number; messages: number }> {
    const [row] = await this.db.query<{ leads: number; messages: number }>(
      `SELECT (SELECT count(*)::int FROM future_service_interaction) AS leads,
              (SELECT count(*)::int FROM message_instance) AS messages`,
    );
    return row!;
  }

  /** Baseline of lead status: leads created per store in the range, by stage, in one pass. */
  async bareLeadStatus(stores: readonly number[], start: string, end: string): Promise<number> {
    const rows = await this.db.query(
      `SELECT f.store_id, count(*), ${STAGES.map((stage) => `count(*) FILTER (WHERE f.stage = '${stage}')`).join(', ')}
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE f.store_id = ANY($1::int[]) AND (f.created_on AT TIME ZONE s.office_time_zone)::date BETWEEN $2::date AND $3::date
        GROUP BY f.store_id`,
      [stores, start, end],
    );
    return rows.length;
  }

  /**
   * Baseline of first response: one pass over the range's texts, a window giving each lead's first text,
   * then the first reply after it and the minutes, averaged per day.
   */
  async bareFirstResponse(stores: readonly number[], start: string, end: string): Promise<number> {
    const rows = await this.db.query(
      `SELECT (first_text AT TIME ZONE zone)::date AS day, count(*), count(first_reply),
              avg(extract(epoch FROM first_reply - first_text) / 60),
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_reply - first_text) / 60)
         FROM (SELECT fsi_id, zone, first_text,
                      min(created_on) FILTER (WHERE direction = 'RECEIVED' AND created_on > first_text) AS first_reply
                 FROM (SELECT m.fsi_id, m.created_on, m.direction, s.office_time_zone AS zone,
                              min(m.created_on) FILTER (WHERE m.direction <> 'RECEIVED') OVER (PARTITION BY m.fsi_id) AS first_text
                         FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
                        WHERE f.store_id = ANY($1::int[]) AND m.message_type IN ('SMS', 'EMAIL')
                          AND (m.created_on AT TIME ZONE s.office_time_zone)::date BETWEEN $2::date AND $3::date) x
                WHERE first_text IS NOT NULL
                GROUP BY fsi_id, zone, first_text) y
        GROUP BY 1`,
      [stores, start, end],
    );
    return rows.length;
  }

  /**
   * Baseline of the monthly interaction report: one pass over the range's replies, the distinct leads per
   * month, customer type and code (the codes' columns; no-response and bookings are left to the report).
   */
  async bareMonthly(stores: readonly number[], start: string, end: string): Promise<number> {
    const rows = await this.db.query(
      `SELECT to_char((m.created_on AT TIME ZONE s.office_time_zone)::date, 'YYYY-MM'), c.customer_type,
              ${BENCH_CODES.map((code) => `count(DISTINCT m.fsi_id) FILTER (WHERE COALESCE(i.corrected_code, i.code) = '${code}')`).join(', ')}
         FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
         JOIN customer c ON c.id = f.customer_id LEFT JOIN message_intent i ON i.message_id = m.id
        WHERE f.store_id = ANY($1::int[]) AND m.message_type IN ('SMS', 'EMAIL')
          AND (m.created_on AT TIME ZONE s.office_time_zone)::date BETWEEN $2::date AND $3::date
        GROUP BY 1, 2`,
      [stores, start, end],
    );
    return rows.length;
  }
}

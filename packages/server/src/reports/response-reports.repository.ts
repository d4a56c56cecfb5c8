import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { LIST_ROW_LIMIT, type ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

type Row = Record<string, unknown>;
const dayOf = (timestamp: string, storeAlias: string) =>
  `to_char(${localDay(timestamp, storeAlias)}, 'YYYY-MM-DD')`;
const CUSTOMER_NAME = `c.first_name || ' ' || c.last_name`;
/** Texts and e-mails that went between us and the customer (not internal notes, calls or invites). */
const CONVERSATION = `m.message_type IN ('SMS', 'EMAIL')`;

/** The response reports: who answered our texts, how, and who did not or asked us to stop. */
export class ResponseReportsRepository {
  constructor(private readonly db: Queryable) {}

  /** Per local day: texts sent and replies received, and how many leads each touched. */
  async responseCount(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT ${dayOf('m.created_on', 's')} AS day,
              count(*) FILTER (WHERE m.direction <> 'RECEIVED')::int AS "textsSent",
              count(*) FILTER (WHERE m.direction = 'RECEIVED')::int AS "repliesReceived",
              count(DISTINCT m.fsi_id) FILTER (WHERE m.direction <> 'RECEIVED')::int AS "leadsTexted",
              count(DISTINCT m.fsi_id) FILTER (WHERE m.direction = 'RECEIVED')::int AS "leadsReplied"
         FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND ${CONVERSATION}
          AND ${inLocalRange('m.created_on', 's', query.scope, params)}
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }

  /** Per reply code (staff's correction winning; a reply never coded is BLANK): replies and leads. */
  async responseInsight(query: ReportQuery): Promise<{ code: string; replies: number; leads: number }[]> {
    const params = new SqlParams();
    return this.db.query(
      `SELECT COALESCE(i.corrected_code, i.code, 'BLANK') AS code, count(*)::int AS replies,
              count(DISTINCT m.fsi_id)::int AS leads
         FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
         LEFT JOIN message_intent i ON i.message_id = m.id
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND ${CONVERSATION}
          AND m.direction = 'RECEIVED' AND ${inLocalRange('m.created_on', 's', query.scope, params)}
        GROUP BY 1 ORDER BY replies DESC, code`,
      params.values,
    );
  }

  /** Every reply in the range with its code, newest first. */
  async messageResponseDetails(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT f.id AS "leadId", ${CUSTOMER_NAME} AS "customerName", s.id AS "storeId", s.name AS "storeName",
              ${dayOf('m.created_on', 's')} AS day, m.created_on AS "receivedAt", m.content AS message,
              COALESCE(i.corrected_code, i.code, 'BLANK') AS code
         FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
         JOIN customer c ON c.id = f.customer_id
         LEFT JOIN message_intent i ON i.message_id = m.id
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND ${CONVERSATION}
          AND m.direction = 'RECEIVED' AND ${inLocalRange('m.created_on', 's', query.scope, params)}
        ORDER BY m.created_on DESC, m.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }

  /**
   * Leads we texted in the range who have not replied since our first text of the range (up to now),
   * by the day of that text.
   */
  async noResponse(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `WITH texted AS (
         SELECT m.fsi_id, min(m.created_on) AS first_text, count(*)::int AS texts
           FROM message_instance m
           JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
          WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND ${CONVERSATION}
            AND m.direction <> 'RECEIVED' AND ${inLocalRange('m.created_on', 's', query.scope, params)}
          GROUP BY m.fsi_id
       )
       SELECT f.id AS "leadId", ${CUSTOMER_NAME} AS "customerName", s.id AS "storeId", s.name AS "storeName",
              ${dayOf('t.first_text', 's')} AS day, t.first_text AS "textedAt", t.texts AS "textsSent",
              f.planned_service_type AS "serviceType"
         FROM texted t
         JOIN future_service_interaction f ON f.id = t.fsi_id JOIN store s ON s.id = f.store_id
         JOIN customer c ON c.id = f.customer_id
        WHERE NOT EXISTS (SELECT 1 FROM message_instance r
                           WHERE r.fsi_id = t.fsi_id AND r.direction = 'RECEIVED' AND r.created_on > t.first_text)
        ORDER BY t.first_text DESC, f.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }

  /**
   * Opt-outs recorded in the range (the consent ledger: a STOP texted in, free words read as one, staff
   * or a lead form), with the lead they came in on or else the customer's newest lead.
   */
  async optOuts(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT f.id AS "leadId", ${CUSTOMER_NAME} AS "customerName", l.phone, s.id AS "storeId",
              s.name AS "storeName", ${dayOf('l.recorded_at', 's')} AS day, l.recorded_at AS "optedOutAt",
              l.source, l.text
         FROM consent_ledger l
         JOIN customer c ON c.id = l.customer_id
         JOIN LATERAL (
           SELECT o.* FROM future_service_interaction o
            WHERE o.id = l.fsi_id OR (l.fsi_id IS NULL AND o.customer_id = l.customer_id)
            ORDER BY o.id = l.fsi_id DESC, o.created_on DESC LIMIT 1) f ON true
         JOIN store s ON s.id = f.store_id
        WHERE l.kind = 'opt-out' AND ${leadInScope('f', query.scope, query.serviceTypes, params)}
          AND ${inLocalRange('l.recorded_at', 's', query.scope, params)}
        ORDER BY l.recorded_at DESC, l.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }

  /** Appointments of the range (by their local day) the customer did not come to. */
  async noShows(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT f.id AS "leadId", ${CUSTOMER_NAME} AS "customerName", s.id AS "storeId", s.name AS "storeName",
              ${dayOf('a.appointment_at', 's')} AS day, a.appointment_at AS "appointmentAt",
              COALESCE(a.service_type, f.planned_service_type) AS "serviceType"
         FROM appointment a
         JOIN future_service_interaction f ON f.id = a.fsi_id JOIN store s ON s.id = a.store_id
         JOIN customer c ON c.id = f.customer_id
        WHERE a.status = 'NO_SHOW' AND a.deleted_at IS NULL
          AND ${leadInScope('f', query.scope, query.serviceTypes, params)}
          AND ${inLocalRange('a.appointment_at', 's', query.scope, params)}
        ORDER BY a.appointment_at DESC, a.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }

  /**
   * Per store over the range: leads texted, leads who replied, appointments booked, opt-outs and
   * hand-offs (each counted on its own local day in the range).
   */
  async summary(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    const scoped = leadInScope('f', query.scope, query.serviceTypes, params);
    const range = (timestamp: string) => inLocalRange(timestamp, 's', query.scope, params);
    return this.db.query<Row>(
      `WITH texts AS (
         SELECT f.store_id, count(DISTINCT m.fsi_id) FILTER (WHERE m.direction <> 'RECEIVED')::int AS texted,
                count(DISTINCT m.fsi_id) FILTER (WHERE m.direction = 'RECEIVED')::int AS replied
           FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
          WHERE ${scoped} AND ${CONVERSATION} AND ${range('m.created_on')} GROUP BY f.store_id
       ), bookings AS (
         SELECT f.store_id, count(*)::int AS booked
           FROM appointment a JOIN future_service_interaction f ON f.id = a.fsi_id JOIN store s ON s.id = f.store_id
          WHERE ${scoped} AND a.deleted_at IS NULL AND ${range('a.created_at')} GROUP BY f.store_id
       ), opt_outs AS (
         SELECT f.store_id, count(DISTINCT l.customer_id)::int AS opted_out
           FROM consent_ledger l JOIN future_service_interaction f ON f.id = l.fsi_id JOIN store s ON s.id = f.store_id
          WHERE l.kind = 'opt-out' AND ${scoped} AND ${range('l.recorded_at')} GROUP BY f.store_id
       ), hand_offs AS (
         SELECT f.store_id, count(*)::int AS handed_off
           FROM future_service_interaction f JOIN store s ON s.id = f.store_id
          WHERE ${scoped} AND f.hand_off_at IS NOT NULL AND ${range('f.hand_off_at')} GROUP BY f.store_id
       )
       SELECT s.id AS "storeId", s.name AS "storeName", COALESCE(t.texted, 0) AS "leadsTexted",
              COALESCE(t.replied, 0) AS "leadsReplied", COALESCE(b.booked, 0) AS "appointmentsBooked",
              COALESCE(o.opted_out, 0) AS "optOuts", COALESCE(h.handed_off, 0) AS "handOffs"
         FROM store s
         LEFT JOIN texts t ON t.store_id = s.id LEFT JOIN bookings b ON b.store_id = s.id
         LEFT JOIN opt_outs o ON o.store_id = s.id LEFT JOIN hand_offs h ON h.store_id = s.id
        WHERE s.id = ANY(${params.add(query.scope.storeIds)}::int[])
        ORDER BY s.id`,
      params.values,
    );
  }
}

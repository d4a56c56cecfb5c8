import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { LIST_ROW_LIMIT, type ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

type Row = Record<string, unknown>;

/** The GM reports: hand-offs to people (GM, manual, MD) and how fast customers answer our first text. */
export class GmReportsRepository {
  constructor(private readonly db: Queryable) {}

  /** Leads handed off in the range (their latest hand-off, by its local day), per kind. */
  async handOffTypes(query: ReportQuery): Promise<{ handOffType: string; leads: number }[]> {
    const params = new SqlParams();
    return this.db.query(
      `SELECT f.hand_off AS "handOffType", count(*)::int AS leads
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND f.hand_off IS NOT NULL
          AND f.hand_off_at IS NOT NULL AND ${inLocalRange('f.hand_off_at', 's', query.scope, params)}
        GROUP BY 1 ORDER BY leads DESC, 1`,
      params.values,
    );
  }

  /** Each lead handed off in the range, with the customer's last reply before the hand-off and its code. */
  async handedOffLeads(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT f.id AS "leadId", c.first_name || ' ' || c.last_name AS "customerName", s.id AS "storeId",
              s.name AS "storeName", to_char(${localDay('f.hand_off_at', 's')}, 'YYYY-MM-DD') AS day,
              f.hand_off_at AS "handedOffAt", f.hand_off AS "handOffType", r.code AS "replyCode", r.content AS "lastReply"
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id JOIN customer c ON c.id = f.customer_id
         LEFT JOIN LATERAL (
           SELECT m.content, COALESCE(i.corrected_code, i.code, 'BLANK') AS code
             FROM message_instance m LEFT JOIN message_intent i ON i.message_id = m.id
            WHERE m.fsi_id = f.id AND m.direction = 'RECEIVED' AND m.created_on <= f.hand_off_at
            ORDER BY m.created_on DESC, m.id DESC LIMIT 1) r ON true
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND f.hand_off IS NOT NULL
          AND f.hand_off_at IS NOT NULL AND ${inLocalRange('f.hand_off_at', 's', query.scope, params)}
        ORDER BY f.hand_off_at DESC, f.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }

  /**
   * First response, per local day of our first text in the range: leads texted, leads who replied, and
   * the minutes from that first text to the customer's first reply after it in the range (average and
   * median). A reply after the range's last day belongs to a later range's report. One pass over the
   * range's texts, grouped by lead: its first text and its replies' times (a few per lead), from which the
   * first reply after that text is picked. Grouping, not a window over every text (which sorts them all),
   * keeps the cost in step with the number of texts.
   */
  async firstResponse(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `WITH per_lead AS (
         SELECT s.office_time_zone AS zone,
                min(m.created_on) FILTER (WHERE m.direction <> 'RECEIVED') AS first_text,
                array_agg(m.created_on) FILTER (WHERE m.direction = 'RECEIVED') AS replies
           FROM message_instance m
           JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
          WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)}
            AND m.message_type IN ('SMS', 'EMAIL') AND ${inLocalRange('m.created_on', 's', query.scope, params)}
          GROUP BY m.fsi_id, s.office_time_zone
       ), minutes AS (
         SELECT to_char((p.first_text AT TIME ZONE p.zone)::date, 'YYYY-MM-DD') AS day,
                extract(epoch FROM r.first_reply - p.first_text) / 60 AS minutes
           FROM per_lead p,
                LATERAL (SELECT min(reply) AS first_reply FROM unnest(p.replies) reply WHERE reply > p.first_text) r
          WHERE p.first_text IS NOT NULL
       )
       SELECT day, count(*)::int AS "leadsTexted", count(minutes)::int AS "leadsReplied",
              round(avg(minutes)::numeric, 1)::float8 AS "averageMinutes",
              round((percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes))::numeric, 1)::float8 AS "medianMinutes"
         FROM minutes GROUP BY day ORDER BY day`,
      params.values,
    );
  }
}

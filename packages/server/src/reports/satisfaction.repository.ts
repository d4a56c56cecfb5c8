import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { LIST_ROW_LIMIT, type ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

/** One week of one advisor's visits at one store: thank-yous texted and how customers answered. */
export type SatisfactionWeek = {
  week: string;
  storeId: number;
  storeName: string;
  advisorName: string;
  asked: number;
  answered: number;
  scored: number;
  scoreTotal: number;
  low: number;
  high: number;
};

/** The thank-yous that went (a skipped one asked nobody), in the range by the day the question went. */
const ASKED = (query: ReportQuery, params: SqlParams, joins = '') => `
  FROM visit_survey v
  JOIN future_service_interaction f ON f.id = v.fsi_id
  JOIN store s ON s.id = v.store_id
  LEFT JOIN service_advisor a ON a.id = v.advisor_id ${joins}
 WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)}
   AND v.store_id = ANY(${params.add(query.scope.storeIds)}::int[])
   AND v.message_id IS NOT NULL AND v.asked_at IS NOT NULL
   AND ${inLocalRange('v.asked_at', 's', query.scope, params)}`;

/** The satisfaction report (issue 34): after-visit answers per week, store and advisor, and each answer. */
export class SatisfactionRepository {
  constructor(private readonly db: Queryable) {}

  byWeek(query: ReportQuery): Promise<SatisfactionWeek[]> {
    const params = new SqlParams();
    return this.db.query<SatisfactionWeek>(
      `SELECT to_char(date_trunc('week', ${localDay('v.asked_at', 's')})::date, 'YYYY-MM-DD') AS week,
              s.id AS "storeId", s.name AS "storeName", COALESCE(a.name, 'No advisor') AS "advisorName",
              count(*)::int AS asked,
              count(v.answered_at)::int AS answered,
              count(v.score)::int AS scored,
              COALESCE(sum(v.score), 0)::int AS "scoreTotal",
              count(*) FILTER (WHERE v.outcome = 'MANAGER')::int AS low,
              count(*) FILTER (WHERE v.outcome IN ('REVIEW_LINK', 'THANKED'))::int AS high
       ${ASKED(query, params)}
       GROUP BY 1, 2, 3, 4 ORDER BY 1, 3, 4`,
      params.values,
    );
  }

  details(query: ReportQuery): Promise<Record<string, unknown>[]> {
    const params = new SqlParams();
    return this.db.query(
      `SELECT f.id AS "leadId", trim(c.first_name || ' ' || c.last_name) AS "customerName",
              s.id AS "storeId", s.name AS "storeName", COALESCE(a.name, 'No advisor') AS "advisorName",
              COALESCE(r.ro_number, r.id::text) AS "roNumber",
              to_char(${localDay('v.asked_at', 's')}, 'YYYY-MM-DD') AS day,
              v.asked_at AS "askedAt", v.answered_at AS "answeredAt", v.score, v.answer, v.outcome
       ${ASKED(query, params, 'JOIN repair_order r ON r.id = v.repair_order_id JOIN customer c ON c.id = f.customer_id')}
       ORDER BY v.asked_at DESC, v.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }
}

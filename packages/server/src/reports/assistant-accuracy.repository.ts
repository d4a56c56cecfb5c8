import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

/** One week of staff's checks: replies checked, agreed with (confirmed) and corrected. */
export type AccuracyWeek = { week: string; checked: number; agreed: number; corrected: number };

/**
 * The assistant's accuracy as staff judged it in Show Intents (issue 31 point 2): each reply checked in
 * the range counts once (staff's latest word), in the week (from Monday, in its store's zone) of that check.
 */
export class AssistantAccuracyRepository {
  constructor(private readonly db: Queryable) {}

  async byWeek(query: ReportQuery): Promise<AccuracyWeek[]> {
    const params = new SqlParams();
    return this.db.query<AccuracyWeek>(
      `SELECT to_char(date_trunc('week', ${localDay('i.corrected_at', 's')})::date, 'YYYY-MM-DD') AS week,
              count(*)::int AS checked,
              count(*) FILTER (WHERE i.corrected_code = i.code)::int AS agreed,
              count(*) FILTER (WHERE i.corrected_code <> i.code)::int AS corrected
         FROM message_intent i
         JOIN future_service_interaction f ON f.id = i.fsi_id JOIN store s ON s.id = f.store_id
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)}
          AND i.corrected_code IS NOT NULL AND i.code IS NOT NULL
          AND ${inLocalRange('i.corrected_at', 's', query.scope, params)}
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }
}

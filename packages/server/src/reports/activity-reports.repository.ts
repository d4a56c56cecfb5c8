import { DEFAULT_DATE_ZONE } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { LIST_ROW_LIMIT, type ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

type Row = Record<string, unknown>;

/** Who signed in, and what the assistant wrote in log mode. */
export class ActivityReportsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Sign-ins (sessions opened) per user of the filter's enterprise whose store is in the scope, and of
   * enterprise-wide staff (no store) for a reader who sees the enterprise; days read in the user's store
   * zone, else the business zone.
   */
  async signIns(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    const zone = `COALESCE(s.office_time_zone, ${params.add(DEFAULT_DATE_ZONE)})`;
    const day = `(us.created_at AT TIME ZONE ${zone})::date`;
    return this.db.query<Row>(
      `SELECT u.id AS "userId", u.first_name || ' ' || u.last_name AS "userName", u.email, u.role,
              s.name AS "storeName", count(*)::int AS "signIns", count(DISTINCT ${day})::int AS "activeDays",
              max(us.created_at) AS "lastSignInAt"
         FROM user_session us JOIN app_user u ON u.id = us.user_id LEFT JOIN store s ON s.id = u.store_id
        WHERE u.enterprise_id = ${params.add(query.filter.enterpriseId)}
          AND (u.store_id = ANY(${params.add(query.scope.storeIds)}::int[])
               OR (u.store_id IS NULL AND ${params.add(query.seesEnterprise)}::boolean))
          AND ${day} BETWEEN ${params.add(query.scope.startDate)}::date AND ${params.add(query.scope.endDate)}::date
        GROUP BY u.id, s.name ORDER BY "signIns" DESC, u.id`,
      params.values,
    );
  }

  /**
   * The assistant's replies kept as log-mode notes in the range (held for staff: sent, discarded or still
   * waiting), newest first.
   */
  async logMessages(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT f.id AS "leadId", c.first_name || ' ' || c.last_name AS "customerName", s.id AS "storeId",
              s.name AS "storeName", to_char(${localDay('m.created_on', 's')}, 'YYYY-MM-DD') AS day,
              m.created_on AS "createdAt", m.content AS message,
              COALESCE(m.held_reply_outcome, CASE WHEN m.response_reqd THEN 'WAITING' ELSE 'SETTLED' END) AS outcome,
              m.valid_log_mode AS "validLogMode"
         FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id JOIN store s ON s.id = f.store_id
         JOIN customer c ON c.id = f.customer_id
        WHERE ${leadInScope('f', query.scope, query.serviceTypes, params)} AND m.message_type = 'INTERNAL_NOTES'
          AND (m.held_reply_outcome IS NOT NULL OR m.intervene_until IS NOT NULL OR m.valid_log_mode IS NOT NULL)
          AND ${inLocalRange('m.created_on', 's', query.scope, params)}
        ORDER BY m.created_on DESC, m.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }
}

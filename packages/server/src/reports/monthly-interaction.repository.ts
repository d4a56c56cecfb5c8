import {
  codesCountedAs,
  monthlyReportColumns,
  type MonthlyInteractionRow,
  type MonthlyReportColumn,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

type Variant = 'base' | 'extended';
/** How a lead with no customer type is shown in the Customer Type column. */
export const UNKNOWN_CUSTOMER_TYPE = 'Unknown';

/**
 * The count of one column over a month's leads (`p`, one row per lead and month):
 * - NR: leads we texted that month who did not reply that month;
 * - Appointments: leads who booked that month (an appointment row) or whose reply was coded APPT-SET;
 * - UNCLASSIFIED: leads with a reply coded BLANK or not coded at all;
 * - every other column: leads with a reply that month whose code (staff's correction winning) is the
 *   column's code or one of its spellings.
 */
function columnCount(column: MonthlyReportColumn, params: SqlParams): string {
  const has = (code: string) => `p.codes && ${params.add(codesCountedAs(code))}::text[]`;
  const condition =
    column.code === 'NR'
      ? 'p.texted AND NOT p.replied'
      : column.code === 'APPT-SET'
        ? `p.booked OR ${has('APPT-SET')}`
        : column.code === 'BLANK'
          ? `p.uncoded OR ${has('BLANK')}`
          : has(column.code ?? '');
  return `count(*) FILTER (WHERE ${condition})::int AS "${column.field}"`;
}

/**
 * The monthly interaction report (spec 2 §9): per month (the store's local calendar) and customer type,
 * how many leads' replies were coded each way. A lead counts once per column and month, however many
 * replies it sent. One scan of the range's texts and bookings, aggregated per lead, then per month.
 */
export class MonthlyInteractionRepository {
  constructor(private readonly db: Queryable) {}

  async rows(query: ReportQuery, variant: Variant): Promise<MonthlyInteractionRow[]> {
    const params = new SqlParams();
    const scoped = leadInScope('f', query.scope, query.serviceTypes, params);
    const messagesInRange = inLocalRange('m.created_on', 's', query.scope, params);
    const bookingsInRange = inLocalRange('a.created_at', 's', query.scope, params);
    const counts = monthlyReportColumns(variant)
      .filter((column) => column.code !== undefined)
      .map((column) => columnCount(column, params));
    return this.db.query<MonthlyInteractionRow>(
      `WITH events AS (
         SELECT m.fsi_id, f.customer_id, to_char(${localDay('m.created_on', 's')}, 'YYYY-MM') AS month,
                m.direction = 'RECEIVED' AS inbound, COALESCE(i.corrected_code, i.code) AS code, false AS booked
           FROM message_instance m
           JOIN future_service_interaction f ON f.id = m.fsi_id
           JOIN store s ON s.id = f.store_id
           LEFT JOIN message_intent i ON i.message_id = m.id
          WHERE ${scoped} AND m.message_type IN ('SMS', 'EMAIL') AND ${messagesInRange}
         UNION ALL
         SELECT a.fsi_id, f.customer_id, to_char(${localDay('a.created_at', 's')}, 'YYYY-MM'), false, NULL, true
           FROM appointment a
           JOIN future_service_interaction f ON f.id = a.fsi_id
           JOIN store s ON s.id = f.store_id
          WHERE ${scoped} AND a.deleted_at IS NULL AND ${bookingsInRange}
       ), per_lead AS (
         SELECT e.fsi_id, e.customer_id, e.month,
                bool_or(NOT e.inbound AND NOT e.booked) AS texted,
                bool_or(e.inbound) AS replied,
                bool_or(e.booked) AS booked,
                bool_or(e.inbound AND e.code IS NULL) AS uncoded,
                COALESCE(array_agg(DISTINCT e.code) FILTER (WHERE e.code IS NOT NULL), '{}') AS codes
           FROM events e GROUP BY e.fsi_id, e.customer_id, e.month
       )
       SELECT to_char(to_date(p.month, 'YYYY-MM'), 'Mon, YYYY') AS "reportMonth",
              COALESCE(c.customer_type, '${UNKNOWN_CUSTOMER_TYPE}') AS "customerType", ${counts.join(', ')}
         FROM per_lead p JOIN customer c ON c.id = p.customer_id
        GROUP BY p.month, 2 ORDER BY p.month, 2`,
      params.values,
    );
  }
}

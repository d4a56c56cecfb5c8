import { NOT_ENGAGING_CODES, type FunnelCounts } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { TEXT_WENT } from '../leads/lead-stage.repository.js';
import { SqlParams } from '../db/sql-params.js';
import type { ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope } from './report-scope.js';

export type FunnelDay = { readonly day: string; readonly counts: FunnelCounts };
type Row = { day: string } & FunnelCounts;

/**
 * The funnel by the local day each lead was first texted in the range (the steps are defined in the
 * domain's funnel-report.rules.ts). One scan of the range's texts, aggregated per lead. A lead is
 * contacted by a text that went, the same test that makes a lead INITIATED (lead-stage.repository.ts), so a
 * text held for quiet hours or refused by the carrier contacts nobody. A reply counts
 * when the lead's latest (engaging) reply in the range comes after our first text; a booking when the
 * lead's latest booking in the range does.
 */
export class FunnelRepository {
  constructor(private readonly db: Queryable) {}

  async byDay(query: ReportQuery): Promise<FunnelDay[]> {
    const params = new SqlParams();
    const scoped = leadInScope('f', query.scope, query.serviceTypes, params);
    const notEngaging = params.add([...NOT_ENGAGING_CODES]);
    const rows = await this.db.query<Row>(
      `WITH lead_texts AS (
         SELECT m.fsi_id, min(s.office_time_zone) AS zone,
                min(m.created_on) FILTER (WHERE ${TEXT_WENT('m')}) AS first_text,
                max(m.created_on) FILTER (WHERE m.direction = 'RECEIVED') AS last_reply,
                max(m.created_on) FILTER (WHERE m.direction = 'RECEIVED'
                  AND COALESCE(i.corrected_code, i.code) <> ALL(${notEngaging}::text[])) AS last_engaging_reply
           FROM message_instance m
           JOIN future_service_interaction f ON f.id = m.fsi_id
           JOIN store s ON s.id = f.store_id
           LEFT JOIN message_intent i ON i.message_id = m.id
          WHERE ${scoped} AND m.message_type IN ('SMS', 'EMAIL')
            AND ${inLocalRange('m.created_on', 's', query.scope, params)}
          GROUP BY m.fsi_id
       ), bookings AS (
         SELECT a.fsi_id, max(a.created_at) AS last_booking
           FROM appointment a
           JOIN future_service_interaction f ON f.id = a.fsi_id
           JOIN store s ON s.id = f.store_id
          WHERE ${scoped} AND a.deleted_at IS NULL
            AND ${inLocalRange('a.created_at', 's', query.scope, params)}
          GROUP BY a.fsi_id
       )
       SELECT to_char((t.first_text AT TIME ZONE t.zone)::date, 'YYYY-MM-DD') AS day,
              count(*)::int AS "CONTACTED",
              count(*) FILTER (WHERE t.last_reply > t.first_text)::int AS "RESPONDED",
              count(*) FILTER (WHERE t.last_engaging_reply > t.first_text)::int AS "ENGAGED",
              count(*) FILTER (WHERE b.last_booking >= t.first_text)::int AS "APPT_BOOKING"
         FROM lead_texts t LEFT JOIN bookings b ON b.fsi_id = t.fsi_id
        WHERE t.first_text IS NOT NULL
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
    return rows.map(({ day, ...counts }) => ({ day, counts }));
  }
}

/** The funnel over the whole range: each day's leads added up (a lead is first texted on one day). */
export function totalFunnel(days: readonly FunnelDay[]): FunnelCounts {
  const total = { CONTACTED: 0, RESPONDED: 0, ENGAGED: 0, APPT_BOOKING: 0 };
  for (const { counts } of days) {
    total.CONTACTED += counts.CONTACTED;
    total.RESPONDED += counts.RESPONDED;
    total.ENGAGED += counts.ENGAGED;
    total.APPT_BOOKING += counts.APPT_BOOKING;
  }
  return total;
}

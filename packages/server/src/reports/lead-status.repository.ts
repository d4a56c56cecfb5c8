import { LEAD_STAGES, type LeadStage } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { LIST_ROW_LIMIT, type ReportQuery } from './report-query.js';
import { inLocalRange, leadInScope, localDay } from './report-scope.js';

/** The row key of each lead stage's count (spec 2 §4 stages), e.g. APPOINTMENT_SET → appointmentSet. */
export const STAGE_KEYS: Readonly<Record<LeadStage, string>> = {
  NOT_STARTED: 'notStarted',
  INITIATED: 'initiated',
  RESPONDED: 'responded',
  CONTACTED: 'contacted',
  ENGAGED: 'engaged',
  APPOINTMENT_SET: 'appointmentSet',
  SHOW_OR_NO_SHOW: 'showOrNoShow',
  CAR_BOUGHT_OR_NOTBOUGHT: 'carBoughtOrNotBought',
};

/** `leads` and one count per stage: where the leads of a bucket stand now. */
const stageCounts = (alias: string): string =>
  [
    'count(*)::int AS leads',
    ...LEAD_STAGES.map(
      (stage) => `count(*) FILTER (WHERE ${alias}.stage = '${stage}')::int AS "${STAGE_KEYS[stage]}"`,
    ),
  ].join(', ');

type Row = Record<string, unknown>;

/** The leads a lead status report counts: in scope, and only those we started talking to when isContacted. */
function countedLeads(query: ReportQuery, params: SqlParams): string {
  const scoped = leadInScope('f', query.scope, query.serviceTypes, params);
  return query.filter.isContacted === true ? `${scoped} AND f.conversation_initiated` : scoped;
}

/**
 * The lead status reports: the leads a store took in over the range (created on those local days), or
 * planned for it (planned date in the range), counted by the stage they stand at now.
 */
export class LeadStatusRepository {
  constructor(private readonly db: Queryable) {}

  /** Per store: leads created in the range, by stage. */
  async byStore(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT s.id AS "storeId", s.name AS "storeName", ${stageCounts('f')}
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE ${countedLeads(query, params)}
          AND ${inLocalRange('f.created_on', 's', query.scope, params)}
        GROUP BY s.id, s.name ORDER BY s.id`,
      params.values,
    );
  }

  /** Per store and planned service: leads whose planned date falls in the range, by stage. */
  async planned(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT s.id AS "storeId", s.name AS "storeName", f.planned_service_type AS "serviceType", ${stageCounts('f')}
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE ${countedLeads(query, params)}
          AND f.planned_date BETWEEN ${params.add(query.scope.startDate)}::date AND ${params.add(query.scope.endDate)}::date
        GROUP BY s.id, s.name, f.planned_service_type ORDER BY s.id, f.planned_service_type`,
      params.values,
    );
  }

  /** Per local day (all stores of the scope together): leads created that day, by stage. */
  async byDay(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT to_char(${localDay('f.created_on', 's')}, 'YYYY-MM-DD') AS day, ${stageCounts('f')}
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE ${countedLeads(query, params)}
          AND ${inLocalRange('f.created_on', 's', query.scope, params)}
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }

  /** The leads behind the counts: each lead created in the range, newest first. */
  async details(query: ReportQuery): Promise<Row[]> {
    const params = new SqlParams();
    return this.db.query<Row>(
      `SELECT f.id AS "leadId", c.first_name || ' ' || c.last_name AS "customerName", s.id AS "storeId",
              s.name AS "storeName", to_char(${localDay('f.created_on', 's')}, 'YYYY-MM-DD') AS day,
              f.planned_service_type AS "serviceType", f.stage, f.appointment_set AS "appointmentSet",
              f.last_activity_at AS "lastActivityAt"
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id JOIN customer c ON c.id = f.customer_id
        WHERE ${countedLeads(query, params)}
          AND ${inLocalRange('f.created_on', 's', query.scope, params)}
        ORDER BY f.created_on DESC, f.id DESC LIMIT ${LIST_ROW_LIMIT}`,
      params.values,
    );
  }
}

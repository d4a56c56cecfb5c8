import type { DataScope } from '../auth/data-scope.js';
import { scopeCondition } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';
import type { MessageVisibility } from '../messaging/message-visibility.js';
import { searchedLeads, type LeadSearchCriteria } from './lead.repository.js';
import { toLead, type LeadRow } from './lead.mapper.js';
import { leadSelect } from './lead-query.repository.js';

export type LeadFacts = {
  readonly id: number;
  readonly stage: string;
  readonly conversation_initiated: boolean;
  readonly conversation_closed: boolean;
  readonly archived: boolean;
  readonly metadata: Record<string, string>;
};

/** The counts a lead manager shows for an office (keys: stages and list names). */
export type OfficeCounts = Record<string, number>;

/** The lead calls of issue 14: other interactions, metadata, tracker, counts. */
export class LeadCallsRepository {
  constructor(private readonly db: Queryable) {}

  async facts(id: number): Promise<LeadFacts | undefined> {
    const rows = await this.db.query<LeadFacts>(
      `SELECT id, stage, conversation_initiated, conversation_closed, archived, metadata
         FROM future_service_interaction WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  /**
   * The customer's other leads inside the scope: the same customer record, or the same mobile number
   * at another store (a customer record belongs to one store), newest activity first.
   */
  async otherInteractions(
    id: number,
    scope: DataScope,
    visibility: MessageVisibility,
  ): Promise<Schemas['Lead'][]> {
    const params = new SqlParams();
    const select = leadSelect(visibility, params);
    const lead = params.add(id);
    const rows = await this.db.query<LeadRow>(
      `${select}
        WHERE f.id <> ${lead} AND ${scopeCondition(scope, 's', params)}
          AND c.cellular = (SELECT oc.cellular FROM future_service_interaction of
                              JOIN customer oc ON oc.id = of.customer_id WHERE of.id = ${lead})
        ORDER BY f.last_activity_at DESC NULLS LAST, f.id DESC LIMIT 100`,
      params.values,
    );
    return rows.map(toLead);
  }

  async setMetadata(id: number, metadata: Record<string, string>): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET metadata = $2::jsonb WHERE id = $1', [
      id,
      JSON.stringify(metadata),
    ]);
  }

  /** Only the fields given change; an outcome reason is kept with the stage it was given for. */
  /** The lead's user follow-up (the follow-up track's choice; '' clears it). */
  async setUserFollowup(id: number, userFollowup: string): Promise<void> {
    await this.db.query('UPDATE future_service_interaction SET user_followup = $1 WHERE id = $2', [
      userFollowup === '' ? null : userFollowup,
      id,
    ]);
  }

  /** Leads of the search with an appointment set (the lead manager's rule for what else counts). */
  async countAppointmentSet(scope: DataScope, criteria: LeadSearchCriteria): Promise<number> {
    const params = new SqlParams();
    const rows = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n ${searchedLeads(scope, criteria, params, ['f.appointment_set'])}`,
      params.values,
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Counts for one company (and one office, or all its offices inside the scope) and one division's
   * family of leads: service (DIV004) or sales. Archived leads are left out, as in the lead manager.
   */
  async officeCounts(
    scope: DataScope,
    enterpriseId: number,
    storeId: number | null,
    service: boolean,
  ): Promise<OfficeCounts> {
    const params = new SqlParams();
    const where = [
      scopeCondition(scope, 's', params),
      `s.enterprise_id = ${params.add(enterpriseId)}`,
      storeId === null ? 'TRUE' : `f.store_id = ${params.add(storeId)}`,
      service ? "f.type = 'SERVICE'" : "f.type <> 'SERVICE'",
      'NOT f.archived',
    ];
    const from = `FROM future_service_interaction f JOIN store s ON s.id = f.store_id WHERE ${where.join(' AND ')}`;
    const [lists] = await this.db.query<OfficeCounts>(
      `SELECT count(*)::int AS "total",
              count(*) FILTER (WHERE NOT f.conversation_initiated)::int AS "notStarted",
              count(*) FILTER (WHERE f.total_unread_count > 0)::int AS "unread",
              count(*) FILTER (WHERE f.response_reqd)::int AS "responseRequired",
              count(*) FILTER (WHERE f.appointment_set)::int AS "appointmentsSet",
              count(*) FILTER (WHERE f.hand_off IS NOT NULL)::int AS "handedOff"
         ${from}`,
      params.values,
    );
    const stages = await this.db.query<{ stage: string; n: number }>(
      `SELECT f.stage, count(*)::int AS n ${from} GROUP BY f.stage`,
      params.values,
    );
    return { ...lists, ...Object.fromEntries(stages.map((row) => [row.stage, row.n])) };
  }
}

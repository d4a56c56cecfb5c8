import type { ReportFilter } from '@torque/domain';
import type { Queryable } from '../../db/database.js';
import { SqlParams } from '../../db/sql-params.js';
import { inLocalRange, type ReportScope } from '../report-scope.js';
import { inScopeStores, roughRange, serviceTypeCondition } from './report-conditions.repository.js';

type Filter = Pick<ReportFilter, 'serviceTypes'>;

/** The workflow calls that hand a lead off (lead-workflow.service.ts): the hand-off calls and tracks. */
const HANDOFF_EVENT = `(e.kind IN ('gm-handoff', 'manual-handoff') OR (e.kind = 'track' AND e.value IN
  ('CUSTOMER_A_HANDOFF', 'CUSTOMER_A_MD_HANDOFF', 'CUSTOMER_A_GM_HANDOFF_MANUAL_PULSE_CHECK')))`;

/** Leads of the scope's stores and the filter's service types, as `f` with its store `s`. */
const leadsOf = (scope: ReportScope, filter: Filter, params: SqlParams): string =>
  `${inScopeStores('f.store_id', scope, params)} AND ${serviceTypeCondition('f.planned_service_type', filter.serviceTypes, params)}`;

export type AgentActivity = {
  readonly userId: number;
  readonly agentName: string;
  readonly textsSent: number;
  readonly conversations: number;
  readonly handoffs: number;
  readonly appointmentsBooked: number;
};

/** Facts of hand-offs that share them, per store (see handoffOutcomeOf), for the SDC report. */
export type HandoffFactsGroup = {
  readonly storeId: number;
  readonly storeName: string;
  readonly contacted: boolean;
  readonly replied: boolean;
  readonly appointmentBooked: boolean;
  readonly conversationClosed: boolean;
  readonly handoffs: number;
};

export class ActivityRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Per staff member, on the local days of the range in each lead's store: texts they sent (SMS
   * they wrote, queued or sent; the assistant's are nobody's), conversations they handled (leads
   * they wrote to by text or e-mail), hand-offs they made (the hand-off calls and tracks) and
   * appointments they booked (booked_by_user_id, on the day it was booked). Only staff with any.
   */
  async agents(scope: ReportScope, filter: Filter): Promise<AgentActivity[]> {
    const params = new SqlParams();
    const leads = leadsOf(scope, filter, params);
    const range = (at: string) =>
      `${roughRange(at, scope, params)} AND ${inLocalRange(at, 's', scope, params)}`;
    const lead = 'JOIN future_service_interaction f ON f.id = x.fsi_id JOIN store s ON s.id = f.store_id';
    return this.db.query<AgentActivity>(
      `WITH written AS (
         SELECT x.sent_by_user_id AS user_id, count(*) FILTER (WHERE x.message_type = 'SMS')::int AS texts,
                count(DISTINCT x.fsi_id)::int AS conversations
           FROM message_instance x ${lead}
          WHERE x.sent_by_user_id IS NOT NULL AND x.direction IN ('SEND', 'SENT')
            AND x.message_type IN ('SMS', 'EMAIL') AND ${leads} AND ${range('x.created_on')}
          GROUP BY 1),
       handed AS (
         SELECT e.user_id, count(*)::int AS handoffs
           FROM lead_workflow_event e JOIN future_service_interaction f ON f.id = e.fsi_id
           JOIN store s ON s.id = f.store_id
          WHERE e.user_id IS NOT NULL AND ${HANDOFF_EVENT} AND ${leads} AND ${range('e.recorded_at')}
          GROUP BY 1),
       booked AS (
         SELECT a.booked_by_user_id AS user_id, count(*)::int AS appointments
           FROM appointment a JOIN store s ON s.id = a.store_id
           LEFT JOIN future_service_interaction f0 ON f0.id = a.fsi_id
          WHERE a.booked_by_user_id IS NOT NULL AND a.deleted_at IS NULL
            AND ${inScopeStores('a.store_id', scope, params)}
            AND ${serviceTypeCondition('COALESCE(a.service_type, f0.planned_service_type)', filter.serviceTypes, params)}
            AND ${range('a.created_at')}
          GROUP BY 1)
       SELECT u.id AS "userId", trim(u.first_name || ' ' || u.last_name) AS "agentName",
              COALESCE(w.texts, 0) AS "textsSent", COALESCE(w.conversations, 0) AS conversations,
              COALESCE(h.handoffs, 0) AS handoffs, COALESCE(b.appointments, 0) AS "appointmentsBooked"
         FROM app_user u
         LEFT JOIN written w ON w.user_id = u.id
         LEFT JOIN handed h ON h.user_id = u.id
         LEFT JOIN booked b ON b.user_id = u.id
        WHERE w.user_id IS NOT NULL OR h.user_id IS NOT NULL OR b.user_id IS NOT NULL
        ORDER BY "agentName", u.id`,
      params.values,
    );
  }

  /**
   * The hand-offs of the range (counted as the hand-off appointments report counts them: the
   * lead's hand-off, on its local day), grouped by what followed them: a staff member texted or
   * e-mailed the customer after it (the assistant's texts are not the desk's), the customer wrote after it, an appointment was booked after it, the
   * conversation is closed. handoffOutcomeOf reads each group's outcome.
   */
  async handoffFacts(scope: ReportScope, filter: Filter): Promise<HandoffFactsGroup[]> {
    const params = new SqlParams();
    const after = (condition: string) =>
      `EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id AND ${condition} AND m.created_on >= f.hand_off_at)`;
    return this.db.query<HandoffFactsGroup>(
      `SELECT s.id AS "storeId", s.name AS "storeName",
              ${after(`m.sent_by_user_id IS NOT NULL AND m.direction IN ('SEND', 'SENT') AND m.message_type IN ('SMS', 'EMAIL')`)} AS contacted,
              ${after(`m.direction = 'RECEIVED'`)} AS replied,
              EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id AND a.deleted_at IS NULL
                         AND a.created_at >= f.hand_off_at) AS "appointmentBooked",
              f.conversation_closed AS "conversationClosed", count(*)::int AS handoffs
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE f.hand_off IS NOT NULL AND ${leadsOf(scope, filter, params)}
          AND ${roughRange('f.hand_off_at', scope, params)} AND ${inLocalRange('f.hand_off_at', 's', scope, params)}
        GROUP BY s.id, s.name, 3, 4, 5, 6
        ORDER BY s.id`,
      params.values,
    );
  }
}

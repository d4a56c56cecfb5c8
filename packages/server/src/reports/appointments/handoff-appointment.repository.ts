import type { ReportFilter } from '@torque/domain';
import type { Queryable } from '../../db/database.js';
import { SqlParams } from '../../db/sql-params.js';
import { inLocalRange, localDay, type ReportScope } from '../report-scope.js';
import {
  customerName,
  dayText,
  inScopeStores,
  localTime,
  roughRange,
  serviceTypeCondition,
} from './report-conditions.repository.js';

type Filter = Pick<ReportFilter, 'serviceTypes'>;

/**
 * Hand-off appointments. A hand-off is a lead staff handed to a person (GM, manual or MD hand-off:
 * future_service_interaction.hand_off, at hand_off_at); it is counted on the local day of its
 * hand-off, in its lead's store. Its appointments are the lead's appointments (not deleted) booked
 * at or after the hand-off: what the person it went to brought about. An appointment "showed" when
 * the customer came (SHOW or COMPLETED, or a repair order opened for it).
 */
function handoffsInRange(scope: ReportScope, filter: Filter, params: SqlParams): string {
  return [
    'f.hand_off IS NOT NULL',
    inScopeStores('f.store_id', scope, params),
    roughRange('f.hand_off_at', scope, params),
    inLocalRange('f.hand_off_at', 's', scope, params),
    serviceTypeCondition('f.planned_service_type', filter.serviceTypes, params),
  ].join(' AND ');
}

const HANDOFFS = `future_service_interaction f JOIN store s ON s.id = f.store_id
  JOIN customer c ON c.id = f.customer_id`;
const AFTER_HANDOFF = `a.fsi_id = f.id AND a.deleted_at IS NULL AND a.created_at >= f.hand_off_at`;
const SHOWED = `(a.status IN ('SHOW', 'COMPLETED')
  OR EXISTS (SELECT 1 FROM repair_order r WHERE r.appointment_id = a.id AND r.opened_at IS NOT NULL))`;
const COUNTS = `count(DISTINCT f.id)::int AS handoffs, count(a.id)::int AS appointments,
  count(a.id) FILTER (WHERE ${SHOWED})::int AS shown`;

export type HandoffCounts = {
  readonly handoffs: number;
  readonly appointments: number;
  readonly shown: number;
};

export class HandoffAppointmentRepository {
  constructor(private readonly db: Queryable) {}

  /** Per store: hand-offs of the range, the appointments booked after them, and how many showed. */
  async byStore(scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<{ storeId: number; storeName: string } & HandoffCounts>(
      `SELECT s.id AS "storeId", s.name AS "storeName", ${COUNTS}
         FROM ${HANDOFFS} LEFT JOIN appointment a ON ${AFTER_HANDOFF}
        WHERE ${handoffsInRange(scope, filter, params)}
        GROUP BY s.id, s.name ORDER BY s.id`,
      params.values,
    );
  }

  /** The same counts per local day of the hand-off, every store together. */
  async byDay(scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<{ day: string } & HandoffCounts>(
      `SELECT ${dayText(localDay('f.hand_off_at', 's'))} AS day, ${COUNTS}
         FROM ${HANDOFFS} LEFT JOIN appointment a ON ${AFTER_HANDOFF}
        WHERE ${handoffsInRange(scope, filter, params)}
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }

  /** One row per appointment booked after a hand-off of the range. */
  async appointments(scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<Record<string, unknown>>(
      `SELECT f.id AS "leadId", ${customerName('c')} AS "customerName", s.name AS "storeName",
              f.hand_off AS "handOffType", ${localTime('f.hand_off_at', 's')} AS "handedOffAt",
              ${localTime('a.appointment_at', 's')} AS "appointmentAt", sa.name AS "advisorName",
              a.status, a.source, CASE WHEN ${SHOWED} THEN 'Yes' ELSE 'No' END AS shown
         FROM ${HANDOFFS} JOIN appointment a ON ${AFTER_HANDOFF}
         LEFT JOIN service_advisor sa ON sa.id = a.advisor_id
        WHERE ${handoffsInRange(scope, filter, params)}
        ORDER BY f.hand_off_at, f.id, a.appointment_at, a.id`,
      params.values,
    );
  }

  /** One row per hand-off of the range, with the appointments booked after it (none: 0). */
  async handoffs(scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<Record<string, unknown>>(
      `SELECT f.id AS "leadId", ${customerName('c')} AS "customerName", s.name AS "storeName",
              f.hand_off AS "handOffType", ${localTime('f.hand_off_at', 's')} AS "handedOffAt",
              count(a.id)::int AS appointments,
              ${localTime('min(a.appointment_at)', 's')} AS "firstAppointmentAt"
         FROM ${HANDOFFS} LEFT JOIN appointment a ON ${AFTER_HANDOFF}
        WHERE ${handoffsInRange(scope, filter, params)}
        GROUP BY f.id, c.first_name, c.last_name, s.name, s.office_time_zone
        ORDER BY f.hand_off_at, f.id`,
      params.values,
    );
  }
}

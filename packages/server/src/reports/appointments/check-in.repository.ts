import type { ReportFilter } from '@torque/domain';
import type { Queryable } from '../../db/database.js';
import { SqlParams } from '../../db/sql-params.js';
import { inLocalRange, localDay, type ReportScope } from '../report-scope.js';
import {
  customerName,
  dayText,
  inScopeStores,
  localTime,
  OUR_TEXT,
  roughRange,
  serviceTypeCondition,
  THEIR_REPLY,
} from './report-conditions.repository.js';

/**
 * Check-ins of customers who never answered us. A check-in is a repair order opened at the store
 * (repair_order.opened_at: the car came in), counted on its local day; its lead is the order's own
 * (repair_order.fsi_id) or its appointment's. It counts when, before the check-in, we had texted
 * that lead at least once and the customer had never written back. Then:
 * - 'unresponsive': the order checks in an appointment (booked some other way: a phone call, the
 *   DMS, the web form) — the "indirect" appointments our texts may have prompted;
 * - 'nraa': the order has no appointment: the customer walked in ("no response at all", spec 2's
 *   NRAA code, and came anyway).
 * The two never count the same check-in.
 */
export type CheckInKind = 'unresponsive' | 'nraa';

type Filter = Pick<ReportFilter, 'serviceTypes'>;

const CHECK_INS = `repair_order r JOIN store s ON s.id = r.store_id
  LEFT JOIN appointment a ON a.id = r.appointment_id
  JOIN future_service_interaction f ON f.id = COALESCE(r.fsi_id, a.fsi_id)
  JOIN customer c ON c.id = f.customer_id
  LEFT JOIN service_advisor sa ON sa.id = r.advisor_id
  JOIN LATERAL (SELECT count(*)::int AS texts, min(m.created_on) AS first_at, max(m.created_on) AS last_at
                  FROM message_instance m
                 WHERE m.fsi_id = f.id AND ${OUR_TEXT} AND m.created_on < r.opened_at) ours ON ours.texts > 0`;

function checkInsInRange(kind: CheckInKind, scope: ReportScope, filter: Filter, params: SqlParams): string {
  return [
    'r.opened_at IS NOT NULL',
    inScopeStores('r.store_id', scope, params),
    roughRange('r.opened_at', scope, params),
    inLocalRange('r.opened_at', 's', scope, params),
    `NOT EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id AND ${THEIR_REPLY} AND m.created_on < r.opened_at)`,
    kind === 'unresponsive' ? 'r.appointment_id IS NOT NULL' : 'r.appointment_id IS NULL',
    serviceTypeCondition('f.planned_service_type', filter.serviceTypes, params),
  ].join(' AND ');
}

const COUNTS = `count(*)::int AS "checkIns", COALESCE(sum(ours.texts), 0)::int AS "textsSent"`;
export type CheckInCounts = { readonly checkIns: number; readonly textsSent: number };

export class CheckInRepository {
  constructor(private readonly db: Queryable) {}

  /** Per store: the check-ins of the kind, and the texts we had sent them before they came. */
  async byStore(kind: CheckInKind, scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<{ storeId: number; storeName: string } & CheckInCounts>(
      `SELECT s.id AS "storeId", s.name AS "storeName", ${COUNTS}
         FROM ${CHECK_INS} WHERE ${checkInsInRange(kind, scope, filter, params)}
        GROUP BY s.id, s.name ORDER BY s.id`,
      params.values,
    );
  }

  /** The same per local day of the check-in, every store together. */
  async byDay(kind: CheckInKind, scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<{ day: string } & CheckInCounts>(
      `SELECT ${dayText(localDay('r.opened_at', 's'))} AS day, ${COUNTS}
         FROM ${CHECK_INS} WHERE ${checkInsInRange(kind, scope, filter, params)}
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
  }

  /**
   * The leads behind the check-ins: for 'unresponsive' their appointment (when, how it was booked,
   * its status), for 'nraa' the service they were due; both with our unanswered texts.
   */
  async leads(kind: CheckInKind, scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    const visit =
      kind === 'unresponsive'
        ? `${localTime('a.appointment_at', 's')} AS "appointmentAt", a.source, a.status`
        : `f.planned_service_type AS "serviceType", ${localTime('r.opened_at', 's')} AS "checkedInAt"`;
    return this.db.query<Record<string, unknown>>(
      `SELECT f.id AS "leadId", ${customerName('c')} AS "customerName", s.name AS "storeName", ${visit},
              ours.texts AS "textsSent", ${localTime('ours.last_at', 's')} AS "lastTextedAt"
         FROM ${CHECK_INS} WHERE ${checkInsInRange(kind, scope, filter, params)}
        ORDER BY r.opened_at, r.id`,
      params.values,
    );
  }

  /** The check-ins themselves: the repair order, when it opened, its advisor and its status now. */
  async orders(kind: CheckInKind, scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    return this.db.query<Record<string, unknown>>(
      `SELECT f.id AS "leadId", ${customerName('c')} AS "customerName", s.name AS "storeName",
              r.ro_number AS "roNumber", ${localTime('r.opened_at', 's')} AS "checkedInAt",
              sa.name AS "advisorName", r.status AS "roStatus"
         FROM ${CHECK_INS} WHERE ${checkInsInRange(kind, scope, filter, params)}
        ORDER BY r.opened_at, r.id`,
      params.values,
    );
  }
}

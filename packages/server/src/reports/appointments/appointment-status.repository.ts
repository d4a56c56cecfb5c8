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
} from './report-conditions.repository.js';

/**
 * Which day an appointment is counted on:
 * - 'appointment': the local day of the appointment itself (when the customer is due);
 * - 'contacted': the local day its lead was first texted by us; only appointments booked on or
 *   after that first text count (a booking made before we wrote is not an answer to our texts), and
 *   appointments without a lead, or of leads never texted, do not count.
 */
export type AppointmentDayBasis = 'appointment' | 'contacted';

type Filter = Pick<ReportFilter, 'serviceTypes' | 'isContacted'>;

/** Per status, as the appointment manager spells them (BOOKED, SHOW, COMPLETED, NO_SHOW, CANCELLED). */
const STATUS_COUNTS = `count(*)::int AS total,
  count(*) FILTER (WHERE a.status = 'BOOKED')::int AS booked,
  count(*) FILTER (WHERE a.status = 'SHOW')::int AS shown,
  count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS completed,
  count(*) FILTER (WHERE a.status = 'NO_SHOW')::int AS "noShow",
  count(*) FILTER (WHERE a.status = 'CANCELLED')::int AS cancelled,
  count(*) FILTER (WHERE a.source = 'STAFF')::int AS "byStaff",
  count(*) FILTER (WHERE a.source = 'ASSISTANT')::int AS "byAssistant",
  count(*) FILTER (WHERE a.source = 'CUSTOMER_LINK')::int AS "byCustomerLink"`;

export type StatusCounts = {
  readonly total: number;
  readonly booked: number;
  readonly shown: number;
  readonly completed: number;
  readonly noShow: number;
  readonly cancelled: number;
  readonly byStaff: number;
  readonly byAssistant: number;
  readonly byCustomerLink: number;
};

/**
 * The appointments a report counts: not deleted, in the scope's stores, of the filter's service
 * types (the appointment's own, else its lead's), on a day of the range by `basis`. isContacted
 * true keeps appointments of leads we texted, false those of leads we never texted.
 */
function appointmentsInRange(
  basis: AppointmentDayBasis,
  scope: ReportScope,
  filter: Filter,
  params: SqlParams,
) {
  const conditions = [
    'a.deleted_at IS NULL',
    inScopeStores('a.store_id', scope, params),
    serviceTypeCondition('COALESCE(a.service_type, f.planned_service_type)', filter.serviceTypes, params),
  ];
  const texted = `EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = a.fsi_id AND ${OUR_TEXT})`;
  if (filter.isContacted === true) conditions.push(texted);
  if (filter.isContacted === false) conditions.push(`NOT ${texted}`);
  const lateral = basis === 'contacted' ? 'JOIN LATERAL' : 'LEFT JOIN LATERAL';
  const from = `appointment a JOIN store s ON s.id = a.store_id
    LEFT JOIN future_service_interaction f ON f.id = a.fsi_id
    LEFT JOIN service_vehicle v ON v.id = a.vehicle_id
    LEFT JOIN customer c ON c.id = COALESCE(a.customer_id, v.customer_id)
    LEFT JOIN service_advisor sa ON sa.id = a.advisor_id
    ${lateral} (SELECT min(m.created_on) AS at FROM message_instance m
                        WHERE m.fsi_id = a.fsi_id AND ${OUR_TEXT}) first_text ON TRUE`;
  if (basis === 'appointment') {
    conditions.push(roughRange('a.appointment_at', scope, params));
    conditions.push(inLocalRange('a.appointment_at', 's', scope, params));
  } else {
    conditions.push('first_text.at IS NOT NULL', 'a.created_at >= first_text.at');
    // Booked after a first text of the range, so not before its first day (in any zone): skips older bookings early.
    conditions.push(`a.created_at >= ${params.add(scope.startDate)}::date - 1`);
    conditions.push(inLocalRange('first_text.at', 's', scope, params));
  }
  const day = basis === 'appointment' ? localDay('a.appointment_at', 's') : localDay('first_text.at', 's');
  return { from, where: conditions.join(' AND '), day };
}

export class AppointmentStatusRepository {
  constructor(private readonly db: Queryable) {}

  /** One row per store: its appointments of the range, in total and per status. */
  async byStore(scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    const { from, where } = appointmentsInRange('appointment', scope, filter, params);
    return this.db.query<{ storeId: number; storeName: string } & StatusCounts>(
      `SELECT s.id AS "storeId", s.name AS "storeName", ${STATUS_COUNTS}
         FROM ${from} WHERE ${where} GROUP BY s.id, s.name ORDER BY s.id`,
      params.values,
    );
  }

  /** One row per store and local day (by `basis`) that had any appointment. */
  async byStoreAndDay(basis: AppointmentDayBasis, scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    const { from, where, day } = appointmentsInRange(basis, scope, filter, params);
    return this.db.query<{ day: string; storeId: number; storeName: string } & StatusCounts>(
      `SELECT ${dayText(day)} AS day, s.id AS "storeId", s.name AS "storeName", ${STATUS_COUNTS}
         FROM ${from} WHERE ${where} GROUP BY 1, s.id, s.name ORDER BY 1, s.id`,
      params.values,
    );
  }

  /** How many appointments of the range have each status (by appointment day). */
  async perStatus(scope: ReportScope, filter: Filter) {
    const params = new SqlParams();
    const { from, where } = appointmentsInRange('appointment', scope, filter, params);
    return this.db.query<{ status: string; appointments: number }>(
      `SELECT a.status, count(*)::int AS appointments FROM ${from} WHERE ${where} GROUP BY a.status`,
      params.values,
    );
  }

  /**
   * The appointments themselves, by `basis`. `withContact` adds the day the lead was first texted
   * and when the appointment was booked (the v2 and contacted-date details).
   */
  async rows(basis: AppointmentDayBasis, scope: ReportScope, filter: Filter, withContact: boolean) {
    const params = new SqlParams();
    const { from, where } = appointmentsInRange(basis, scope, filter, params);
    const contact = withContact
      ? `, ${dayText(localDay('first_text.at', 's'))} AS "contactedOn", ${localTime('a.created_at', 's')} AS "bookedAt"`
      : '';
    return this.db.query<Record<string, unknown>>(
      `SELECT a.fsi_id AS "leadId", ${customerName('c')} AS "customerName", s.name AS "storeName",
              ${localTime('a.appointment_at', 's')} AS "appointmentAt", sa.name AS "advisorName",
              a.status, a.source, COALESCE(a.service_type, f.planned_service_type) AS "serviceType"${contact}
         FROM ${from} WHERE ${where}
        ORDER BY a.appointment_at, a.id`,
      params.values,
    );
  }
}

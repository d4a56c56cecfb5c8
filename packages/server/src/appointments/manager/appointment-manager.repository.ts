import { scopeCondition, type DataScope } from '../../auth/data-scope.js';
import type { Queryable } from '../../db/database.js';
import { containsPattern, SqlParams } from '../../db/sql-params.js';
import type { Schemas } from '../../http/contract.js';
import { samePersonAdvisorIds } from '../../service-board/advisor-person.repository.js';

/** What the appointment manager searches by; dates are the store's local days (YYYY-MM-DD). */
export type AppointmentFilter = {
  readonly storeIds?: readonly number[] | undefined;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly query?: string | undefined;
  readonly apptStatus?: string | undefined;
  readonly advisorNo?: string | undefined;
  readonly archived?: boolean | undefined;
  readonly page: number;
  readonly size: number;
};

type AppointmentRow = {
  total: number;
  id: number | null;
  status: string;
  fsi_id: number | null;
  title: string | null;
  appt_date: string;
  appt_time: string;
  appointment_at: Date;
  customer_name: string;
  cellular: string;
  vin: string;
  advisor_no: string | null;
  advisor_name: string | null;
  store_id: number;
  store_name: string;
  service_type: string | null;
  transport_type: string | null;
  opcodes: string[];
  notes: string | null;
  reminder_sent_at: Date | null;
  source: Schemas['Appointment']['source'];
};

/** The appointment as one row: its store's local day and time, the customer and vehicle, the advisor. */
const FROM = `FROM appointment a
  JOIN store s ON s.id = a.store_id
  JOIN service_vehicle v ON v.id = a.vehicle_id
  JOIN customer c ON c.id = COALESCE(a.customer_id, v.customer_id)
  LEFT JOIN service_advisor adv ON adv.id = a.advisor_id
  LEFT JOIN appointment_reminder r ON r.appointment_id = a.id`;
const COLUMNS = `a.id, a.status, a.fsi_id, a.title,
  to_char(a.appointment_at AT TIME ZONE s.office_time_zone, 'YYYY-MM-DD') AS appt_date,
  to_char(a.appointment_at AT TIME ZONE s.office_time_zone, 'HH24:MI') AS appt_time, a.appointment_at,
  trim(c.first_name || ' ' || c.last_name) AS customer_name, c.cellular, v.vin,
  adv.advisor_no, adv.name AS advisor_name, a.store_id, s.name AS store_name, a.service_type, a.transport_type, a.opcodes,
  a.notes, r.queued_at AS reminder_sent_at, a.source`;
const LOCAL_DAY = '(a.appointment_at AT TIME ZONE s.office_time_zone)::date';

const toAppointment = (row: AppointmentRow & { id: number }): Schemas['Appointment'] => ({
  apptId: row.id,
  apptStatus: row.status,
  futureServiceInteractionId: row.fsi_id,
  title: row.title,
  apptDate: row.appt_date,
  apptTime: row.appt_time,
  appointmentAt: row.appointment_at.toISOString(),
  customerName: row.customer_name,
  cellular: row.cellular,
  vin: row.vin,
  advisorNo: row.advisor_no,
  advisorName: row.advisor_name,
  storeId: row.store_id,
  storeName: row.store_name,
  serviceType: row.service_type,
  transportType: row.transport_type,
  opCodes: row.opcodes,
  notes: row.notes,
  reminderSentAt: row.reminder_sent_at?.toISOString() ?? null,
  source: row.source,
});

/** The appointment manager's reads and writes over `appointment` (rows booking and the DMS create). */
export class AppointmentManagerRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * One page inside the scope, earliest first; archived ones latest first (the archive is searched
   * back from its newest). A deleted appointment is in no list.
   */
  async search(
    scope: DataScope,
    filter: AppointmentFilter,
  ): Promise<{ total: number; data: Schemas['Appointment'][] }> {
    const params = new SqlParams();
    const where = [scopeCondition(scope, 's', params), 'a.deleted_at IS NULL'];
    where.push(filter.archived ? 'a.archived_at IS NOT NULL' : 'a.archived_at IS NULL');
    if (filter.storeIds?.length) where.push(`a.store_id = ANY(${params.add(filter.storeIds)}::int[])`);
    if (filter.startDate) where.push(`${LOCAL_DAY} >= ${params.add(filter.startDate)}::date`);
    if (filter.endDate) where.push(`${LOCAL_DAY} <= ${params.add(filter.endDate)}::date`);
    if (filter.apptStatus) where.push(`a.status = ${params.add(filter.apptStatus)}`);
    // An advisor number stands for every number of its person (issue 30).
    if (filter.advisorNo)
      where.push(`a.advisor_id IN ${samePersonAdvisorIds('a.store_id', params.add(filter.advisorNo))}`);
    const text = filter.query?.trim();
    if (text) {
      const pattern = params.add(containsPattern(text));
      const digits = text.replace(/\D/g, '');
      const phone = digits.length >= 3 ? ` OR c.cellular LIKE ${params.add(containsPattern(digits))}` : '';
      where.push(`(trim(c.first_name || ' ' || c.last_name) ILIKE ${pattern}
        OR v.vin ILIKE ${pattern}${phone})`);
    }
    const limit = params.add(filter.size);
    const offset = params.add(Math.min(filter.page * filter.size, Number.MAX_SAFE_INTEGER));
    const direction = filter.archived ? 'DESC' : 'ASC';
    const rows = await this.db.query<AppointmentRow>(
      `WITH found AS (SELECT ${COLUMNS} ${FROM} WHERE ${where.join(' AND ')})
       SELECT counted.total, page.*
         FROM (SELECT count(*)::int AS total FROM found) AS counted
         LEFT JOIN (SELECT * FROM found ORDER BY appointment_at ${direction}, id ${direction} LIMIT ${limit} OFFSET ${offset}) AS page
           ON true
        ORDER BY page.appointment_at ${direction}, page.id ${direction}`,
      params.values,
    );
    return {
      total: rows[0]?.total ?? 0,
      data: rows.filter((row): row is AppointmentRow & { id: number } => row.id !== null).map(toAppointment),
    };
  }

  /** One appointment inside the scope (deleted ones are gone); null when missing or outside. */
  async find(scope: DataScope, id: number): Promise<Schemas['Appointment'] | null> {
    const params = new SqlParams();
    const rows = await this.db.query<AppointmentRow & { id: number }>(
      `SELECT 0 AS total, ${COLUMNS} ${FROM}
        WHERE a.id = ${params.add(id)} AND a.deleted_at IS NULL AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows[0] ? toAppointment(rows[0]) : null;
  }

  async setStatus(id: number, status: string): Promise<void> {
    await this.db.query('UPDATE appointment SET status = $2 WHERE id = $1', [id, status]);
  }

  async archive(id: number, at: Date): Promise<void> {
    await this.db.query('UPDATE appointment SET archived_at = $2 WHERE id = $1', [id, at]);
  }

  async delete(id: number, at: Date): Promise<void> {
    await this.db.query('UPDATE appointment SET deleted_at = $2 WHERE id = $1', [id, at]);
  }

  /**
   * The lead's appointment a no-show is about when the caller names none: the latest booked one
   * already due, else the next booked one.
   */
  async noShowCandidate(fsiId: number, now: Date): Promise<number | null> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM appointment
        WHERE fsi_id = $1 AND status = 'BOOKED' AND deleted_at IS NULL
        ORDER BY appointment_at <= $2 DESC,
                 CASE WHEN appointment_at <= $2 THEN appointment_at END DESC,
                 appointment_at
        LIMIT 1`,
      [fsiId, now],
    );
    return rows[0]?.id ?? null;
  }

  /** Whether the store (of that BOC, when given) is one the scope may see. */
  async storeInScope(scope: DataScope, storeId: number, bocId: number | undefined): Promise<boolean> {
    const params = new SqlParams();
    const boc = bocId === undefined ? '' : ` AND s.boc_id = ${params.add(bocId)}`;
    const rows = await this.db.query(
      `SELECT 1 FROM store s WHERE s.id = ${params.add(storeId)}${boc} AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows.length > 0;
  }

  /** The store's operation codes, for the manual appointment's service picker. */
  async services(storeId: number): Promise<Schemas['Opcode'][]> {
    const rows = await this.db.query<{ code: string; description: string }>(
      'SELECT code, description FROM opcode WHERE store_id = $1 ORDER BY code',
      [storeId],
    );
    return rows.map((row) => ({ opcode: row.code, description: row.description, storeId, price: null }));
  }
}

import { advisorsByPerson, type AdvisorPerson } from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { containsPattern, SqlParams } from '../db/sql-params.js';
import { samePersonAdvisorIds } from './advisor-person.repository.js';
import type { RepairOrderRow } from './repair-order-row.js';

/** The board's view of an order: its advisor, customer, vehicle and lead's unread state. */
const ORDER_SELECT = `SELECT r.id, r.ro_number, r.status, r.store_id, a.advisor_no, a.name AS advisor_name,
       c.first_name, c.last_name, c.cellular, v.vin, r.opened_at, r.promised_at, r.closed_on::text AS closed_on,
       r.fsi_id, f.total_unread_count, f.last_message_received_date
  FROM repair_order r
  JOIN store s ON s.id = r.store_id
  JOIN service_vehicle v ON v.id = r.vehicle_id
  JOIN customer c ON c.id = v.customer_id
  LEFT JOIN service_advisor a ON a.id = r.advisor_id
  LEFT JOIN future_service_interaction f ON f.id = r.fsi_id`;

/** What narrows a list of orders; every field is optional and they all apply together. */
export type OrderFilter = {
  readonly scope?: DataScope;
  readonly storeId?: number;
  readonly bocId?: number;
  readonly id?: number;
  readonly statuses?: readonly string[];
  /** Open orders only (closed_on NULL) or closed only. */
  readonly open?: boolean;
  /** An advisor number, standing for every number of its person; ALL or absent means every advisor. */
  readonly advisorNo?: string;
  /** Opened on these store-local days, inclusive (YYYY-MM-DD). */
  readonly openedFrom?: string;
  readonly openedTo?: string;
  /** Closed on these days, inclusive. */
  readonly closedFrom?: string;
  readonly closedTo?: string;
  /** Customer name, RO number or VIN containing this text. */
  readonly text?: string;
  /** Orders that did any of these opcodes. */
  readonly opcodes?: readonly string[];
  readonly withMessages?: boolean;
};

export type Window = { readonly page: number; readonly size: number };

function whereOf(filter: OrderFilter, params: SqlParams): string {
  const where: string[] = [];
  const add = (sql: string) => where.push(sql);
  if (filter.scope) add(scopeCondition(filter.scope, 's', params));
  if (filter.storeId !== undefined) add(`r.store_id = ${params.add(filter.storeId)}`);
  if (filter.bocId !== undefined) add(`s.boc_id = ${params.add(filter.bocId)}`);
  if (filter.id !== undefined) add(`r.id = ${params.add(filter.id)}`);
  if (filter.statuses) add(`r.status = ANY(${params.add(filter.statuses)}::text[])`);
  if (filter.open === true) add('r.closed_on IS NULL');
  if (filter.open === false) add('r.closed_on IS NOT NULL');
  if (filter.advisorNo && filter.advisorNo !== 'ALL')
    add(`r.advisor_id IN ${samePersonAdvisorIds('r.store_id', params.add(filter.advisorNo))}`);
  const localDay = `(r.opened_at AT TIME ZONE s.office_time_zone)::date`;
  if (filter.openedFrom) add(`${localDay} >= ${params.add(filter.openedFrom)}::date`);
  if (filter.openedTo) add(`${localDay} <= ${params.add(filter.openedTo)}::date`);
  if (filter.closedFrom) add(`r.closed_on >= ${params.add(filter.closedFrom)}::date`);
  if (filter.closedTo) add(`r.closed_on <= ${params.add(filter.closedTo)}::date`);
  if (filter.text) {
    const like = params.add(containsPattern(filter.text));
    add(
      `(c.first_name || ' ' || c.last_name ILIKE ${like} OR r.ro_number ILIKE ${like} OR v.vin ILIKE ${like})`,
    );
  }
  if (filter.opcodes) add(`r.opcodes && ${params.add(filter.opcodes)}::text[]`);
  if (filter.withMessages) add('f.last_message_received_date IS NOT NULL');
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** SQL of the service-order board: repair orders, advisors, the bridge's stores. */
export class RepairOrderRepository {
  constructor(private readonly db: Queryable) {}

  async orders(filter: OrderFilter, window: Window): Promise<{ rows: RepairOrderRow[]; total: number }> {
    const params = new SqlParams();
    const where = whereOf(filter, params);
    const order = filter.withMessages
      ? 'f.last_message_received_date DESC, r.id'
      : 'COALESCE(r.status_changed_at, r.opened_at) DESC NULLS LAST, r.id DESC';
    const [counted] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${ORDER_SELECT} ${where}) o`,
      params.values,
    );
    const limit = params.add(window.size);
    const offset = params.add(window.page * window.size);
    const rows = await this.db.query<RepairOrderRow>(
      `${ORDER_SELECT} ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    );
    return { rows, total: counted?.total ?? 0 };
  }

  /** The store's advisors, each person once with all their numbers (issue 30). */
  async advisors(storeId: number): Promise<AdvisorPerson[]> {
    const numbers = await this.db.query<{ advisorNo: string; advisorName: string }>(
      `SELECT advisor_no AS "advisorNo", name AS "advisorName" FROM service_advisor
        WHERE store_id = $1 AND active ORDER BY name, advisor_no`,
      [storeId],
    );
    return advisorsByPerson(numbers);
  }

  /** The stores of a data scope, for the bridge's store picker. */
  stores(scope: DataScope): Promise<{ storeId: string; storeName: string }[]> {
    const params = new SqlParams();
    return this.db.query(
      `SELECT s.id::text AS "storeId", s.name AS "storeName" FROM store s
       WHERE ${scopeCondition(scope, 's', params)} ORDER BY s.id`,
      params.values,
    );
  }

  /** A store's enterprise, BOC and zone; null when there is no such store. */
  async store(
    storeId: number,
  ): Promise<{ id: number; enterprise_id: number; boc_id: number; office_time_zone: string } | null> {
    const [row] = await this.db.query<{
      id: number;
      enterprise_id: number;
      boc_id: number;
      office_time_zone: string;
    }>('SELECT id, enterprise_id, boc_id, office_time_zone FROM store WHERE id = $1', [storeId]);
    return row ?? null;
  }

  /** The store a DMS dealer code names: its store code, or its id. */
  async storeIdByDealerCode(dealerCode: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: number }>(
      'SELECT id FROM store WHERE store_code = $1 OR id::text = $1 ORDER BY id LIMIT 1',
      [dealerCode],
    );
    return row?.id ?? null;
  }
}

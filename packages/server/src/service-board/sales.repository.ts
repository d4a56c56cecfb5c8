import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { containsPattern, SqlParams } from '../db/sql-params.js';
import type { Window } from './repair-order.repository.js';

export type SaleRow = {
  readonly id: number;
  readonly deal_no: string | null;
  readonly deal_type: string | null;
  readonly sold_date: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly cellular: string;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly last_service_date: string | null;
};

export type SaleFilter = {
  readonly scope: DataScope;
  readonly storeId: number;
  readonly soldFrom?: string;
  readonly soldTo?: string;
  readonly dealTypes?: readonly string[];
  readonly text?: string;
  /** Only sales whose vehicle has come back for service since (a closed repair order). */
  readonly withClosedService?: boolean;
};

export type CarePlanRow = {
  readonly id: number;
  readonly plan_code: string;
  readonly description: string | null;
  readonly months: number | null;
  readonly mileage: number | null;
  readonly active: boolean;
};

/** SQL of the sales reads (a sale is a vehicle the store delivered) and the store's care plans. */
export class SalesRepository {
  constructor(private readonly db: Queryable) {}

  async sales(filter: SaleFilter, window: Window): Promise<{ rows: SaleRow[]; total: number }> {
    const params = new SqlParams();
    const where = [
      scopeCondition(filter.scope, 's', params),
      `c.store_id = ${params.add(filter.storeId)}`,
      'v.sold_date IS NOT NULL',
    ];
    if (filter.soldFrom) where.push(`v.sold_date >= ${params.add(filter.soldFrom)}::date`);
    if (filter.soldTo) where.push(`v.sold_date <= ${params.add(filter.soldTo)}::date`);
    if (filter.dealTypes?.length) where.push(`v.deal_type = ANY(${params.add(filter.dealTypes)}::text[])`);
    if (filter.text) {
      const like = params.add(containsPattern(filter.text));
      where.push(
        `(c.first_name || ' ' || c.last_name ILIKE ${like} OR v.vin ILIKE ${like} OR v.deal_no ILIKE ${like})`,
      );
    }
    if (filter.withClosedService)
      where.push(
        'EXISTS (SELECT 1 FROM repair_order r WHERE r.vehicle_id = v.id AND r.closed_on >= v.sold_date)',
      );
    const from = `FROM service_vehicle v JOIN customer c ON c.id = v.customer_id JOIN store s ON s.id = c.store_id
      WHERE ${where.join(' AND ')}`;
    const [counted] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from}`,
      params.values,
    );
    const limit = params.add(window.size);
    const offset = params.add(window.page * window.size);
    const rows = await this.db.query<SaleRow>(
      `SELECT v.id, v.deal_no, v.deal_type, v.sold_date::text AS sold_date, c.first_name, c.last_name, c.cellular,
              v.vin, v.make, v.model, v.year,
              (SELECT max(r.closed_on)::text FROM repair_order r WHERE r.vehicle_id = v.id) AS last_service_date
         ${from} ORDER BY v.sold_date DESC, v.id LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    );
    return { rows, total: counted?.total ?? 0 };
  }

  carePlans(storeId: number): Promise<CarePlanRow[]> {
    return this.db.query<CarePlanRow>(
      'SELECT id, plan_code, description, months, mileage, active FROM vcp_master WHERE store_id = $1 ORDER BY plan_code',
      [storeId],
    );
  }

  /** Saves a plan by its code: a second save of the same code updates it. */
  async saveCarePlan(storeId: number, plan: Omit<CarePlanRow, 'id'>): Promise<CarePlanRow> {
    const [row] = await this.db.query<CarePlanRow>(
      `INSERT INTO vcp_master (store_id, plan_code, description, months, mileage, active)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (store_id, plan_code) DO UPDATE SET description = EXCLUDED.description,
         months = EXCLUDED.months, mileage = EXCLUDED.mileage, active = EXCLUDED.active
       RETURNING id, plan_code, description, months, mileage, active`,
      [storeId, plan.plan_code, plan.description, plan.months, plan.mileage, plan.active],
    );
    return row!;
  }
}

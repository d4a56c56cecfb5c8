import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

type StoreRow = {
  id: number;
  store_code: string;
  name: string;
  boc_id: number;
  make: string;
  office_time_zone: string;
};

export type StoreFilter = {
  readonly enterpriseId?: number | undefined;
  readonly bocIds?: readonly number[] | undefined;
  readonly brands?: readonly string[] | undefined;
  readonly zone?: string | undefined;
  /** Only stores with service interactions of one of these planned service types. */
  readonly serviceTypes?: readonly string[] | undefined;
};

const toStore = (row: StoreRow): Schemas['Store'] => ({
  id: row.id,
  store_id: row.store_code,
  storeName: row.name,
  bocMaster: { id: row.boc_id },
  brand: row.make,
  timezone: row.office_time_zone,
});

/** Filters as SQL over the store alias s, always inside the user's data scope. */
function storeWhere(scope: DataScope, filter: StoreFilter, params: SqlParams): string {
  const conditions = [scopeCondition(scope, 's', params)];
  if (filter.enterpriseId !== undefined)
    conditions.push(`s.enterprise_id = ${params.add(filter.enterpriseId)}`);
  if (filter.bocIds?.length) conditions.push(`s.boc_id = ANY(${params.add(filter.bocIds)}::integer[])`);
  if (filter.brands) conditions.push(`s.make = ANY(${params.add(filter.brands)}::text[])`);
  if (filter.zone !== undefined) conditions.push(`s.office_time_zone = ${params.add(filter.zone)}`);
  if (filter.serviceTypes?.length)
    conditions.push(`EXISTS (SELECT 1 FROM future_service_interaction f WHERE f.store_id = s.id
      AND f.planned_service_type = ANY(${params.add(filter.serviceTypes)}::text[]))`);
  return conditions.join(' AND ');
}

/** The store, brand and time-zone lists the pickers of every screen use, never beyond the user's scope. */
export class StoreCatalogueRepository {
  constructor(private readonly db: Queryable) {}

  async stores(scope: DataScope, filter: StoreFilter): Promise<Schemas['Store'][]> {
    const params = new SqlParams();
    const rows = await this.db.query<StoreRow>(
      `SELECT s.id, s.store_code, s.name, s.boc_id, s.make, s.office_time_zone FROM store s
        WHERE ${storeWhere(scope, filter, params)} ORDER BY s.name, s.id`,
      params.values,
    );
    return rows.map(toStore);
  }

  async brands(scope: DataScope, enterpriseId: number | undefined): Promise<string[]> {
    const params = new SqlParams();
    const rows = await this.db.query<{ make: string }>(
      `SELECT DISTINCT s.make FROM store s WHERE ${storeWhere(scope, { enterpriseId }, params)} ORDER BY s.make`,
      params.values,
    );
    return rows.map((row) => row.make);
  }

  async brandTimezones(scope: DataScope): Promise<Schemas['BrandTimezone'][]> {
    const params = new SqlParams();
    return this.db.query<Schemas['BrandTimezone']>(
      `SELECT DISTINCT s.make AS brand, s.office_time_zone AS zone FROM store s
        WHERE ${storeWhere(scope, {}, params)} ORDER BY brand, zone`,
      params.values,
    );
  }

  /** The customer type of a service interaction's customer. */
  async customerType(interactionId: number): Promise<string | null> {
    const [row] = await this.db.query<{ customer_type: string | null }>(
      `SELECT c.customer_type FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.id = $1`,
      [interactionId],
    );
    return row?.customer_type ?? null;
  }
}

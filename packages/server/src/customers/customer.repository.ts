import type { CustomerLanguage } from '@torque/domain';
import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { containsPattern, SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

export type CustomerRow = {
  id: number;
  boc_id: number;
  store_id: number;
  custno: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  cellular: string;
  cellular_line_type: string | null;
  phone_line_type: string | null;
  line_types_checked_at: Date | string | null;
  block_sms: boolean;
  /** The language the assistant texts them in (migration 049). */
  preferred_language?: CustomerLanguage;
};

export type StoreRow = { id: number; boc_id: number; store_code: string };

export type CustomerFilter = {
  readonly searchText?: string | undefined;
  readonly custno?: string | undefined;
  /** +1 and ten digits, or digits to find inside the number. */
  readonly cellularDigits?: string | undefined;
  readonly vin?: string | undefined;
};

export type CustomerFields = {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly cellular?: string;
};

export type VehicleFields = {
  readonly vin: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly odometer: number | null;
};

const CUSTOMER_COLUMNS = `c.id, s.boc_id, c.store_id, c.custno, c.first_name, c.last_name, c.email, c.phone,
  c.cellular, c.cellular_line_type, c.phone_line_type, c.line_types_checked_at, c.block_sms, c.preferred_language`;
const VEHICLE_COLUMNS = 'v.id, v.vin, v.make, v.model, v.year, v.odometer';

export const toCustomer = (row: CustomerRow): Schemas['Customer'] => ({
  id: row.id,
  bocIdFk: row.boc_id,
  store: row.store_id,
  custno: row.custno,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  cellular: row.cellular,
  lineType: row.cellular_line_type,
  phoneLineType: row.phone_line_type,
  block_sms: row.block_sms,
  ...(row.preferred_language ? { preferredLanguage: row.preferred_language } : {}),
});

type VehicleRow = {
  id: number;
  vin: string;
  make: string;
  model: string;
  year: number;
  odometer: number | null;
};
const toVehicle = (row: VehicleRow): Schemas['ServiceVehicle'] => ({
  ...row,
  mileage: row.odometer,
  packages: [],
});

/** Customers, their stores and vehicles, always read inside the user's scope. */
export class CustomerRepository {
  constructor(private readonly db: Queryable) {}

  async store(storeId: number, scope: DataScope): Promise<StoreRow | null> {
    const params = new SqlParams();
    const rows = await this.db.query<StoreRow>(
      `SELECT s.id, s.boc_id, s.store_code FROM store s
        WHERE s.id = ${params.add(storeId)} AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows[0] ?? null;
  }

  async storeByCode(code: string, scope: DataScope): Promise<StoreRow | null> {
    const params = new SqlParams();
    const rows = await this.db.query<StoreRow>(
      `SELECT s.id, s.boc_id, s.store_code FROM store s
        WHERE s.store_code = ${params.add(code)} AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows[0] ?? null;
  }

  async find(id: number, scope: DataScope): Promise<CustomerRow | null> {
    const params = new SqlParams();
    const rows = await this.db.query<CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customer c JOIN store s ON s.id = c.store_id
        WHERE c.id = ${params.add(id)} AND ${scopeCondition(scope, 's', params)}`,
      params.values,
    );
    return rows[0] ?? null;
  }

  /** One page of a store's customers by name, and the total. */
  async search(
    storeId: number,
    filter: CustomerFilter,
    page: { readonly page: number; readonly size: number },
  ): Promise<{ total: number; rows: CustomerRow[] }> {
    const params = new SqlParams();
    const where = [`c.store_id = ${params.add(storeId)}`];
    const text = filter.searchText?.trim() ?? '';
    if (text !== '') {
      const pattern = params.add(containsPattern(text));
      where.push(`(c.first_name ILIKE ${pattern} OR c.last_name ILIKE ${pattern}
        OR (c.first_name || ' ' || c.last_name) ILIKE ${pattern} OR c.email ILIKE ${pattern}
        OR c.custno ILIKE ${pattern} OR c.cellular LIKE ${pattern})`);
    }
    if (filter.custno) where.push(`c.custno = ${params.add(filter.custno.trim())}`);
    if (filter.cellularDigits)
      where.push(`c.cellular LIKE ${params.add(containsPattern(filter.cellularDigits))}`);
    if (filter.vin)
      where.push(`EXISTS (SELECT 1 FROM service_vehicle sv WHERE sv.customer_id = c.id
        AND upper(sv.vin) = ${params.add(filter.vin.trim().toUpperCase())})`);
    const limit = params.add(page.size);
    const offset = params.add(Math.min(page.page * page.size, Number.MAX_SAFE_INTEGER));
    const rows = await this.db.query<CustomerRow & { total: number }>(
      `SELECT ${CUSTOMER_COLUMNS}, count(*) OVER ()::int AS total
         FROM customer c JOIN store s ON s.id = c.store_id
        WHERE ${where.join(' AND ')}
        ORDER BY c.last_name, c.first_name, c.id LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    );
    // A page past the end has no rows to carry the total: count again.
    const total =
      rows[0]?.total ??
      (
        await this.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM customer c WHERE ${where.join(' AND ')}`,
          params.values.slice(0, params.values.length - 2),
        )
      )[0]?.n ??
      0;
    return { total, rows };
  }

  async update(id: number, fields: CustomerFields): Promise<void> {
    const params = new SqlParams();
    const sets: string[] = [];
    const column = {
      firstName: 'first_name',
      lastName: 'last_name',
      email: 'email',
      phone: 'phone',
      cellular: 'cellular',
    };
    for (const [key, name] of Object.entries(column)) {
      const value = fields[key as keyof CustomerFields];
      if (value !== undefined) sets.push(`${name} = ${params.add(value)}`);
    }
    if (sets.length === 0) return;
    await this.db.query(`UPDATE customer SET ${sets.join(', ')} WHERE id = ${params.add(id)}`, params.values);
  }

  async setLineTypes(id: number, cellular: string | null, phone: string | null, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE customer SET cellular_line_type = $1, phone_line_type = $2, line_types_checked_at = $3 WHERE id = $4`,
      [cellular, phone, at, id],
    );
  }

  /** A store's customers added between two dates, both included. */
  async createdBetween(storeId: number, startDate: string, endDate: string): Promise<CustomerRow[]> {
    return this.db.query<CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customer c JOIN store s ON s.id = c.store_id
        WHERE c.store_id = $1 AND c.created_at >= $2::date AND c.created_at < $3::date + 1 ORDER BY c.id`,
      [storeId, startDate, endDate],
    );
  }

  /** Adds the DMS customer to the store once (by custno); an existing record is kept as staff left it. */
  async addFromDms(
    storeId: number,
    customer: { custno: string; firstName: string; lastName: string; email: string | null; cellular: string },
  ): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `WITH added AS (
         INSERT INTO customer (store_id, custno, first_name, last_name, email, cellular)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (store_id, custno) DO NOTHING RETURNING id)
       SELECT id FROM added UNION ALL SELECT id FROM customer WHERE store_id = $1 AND custno = $2`,
      [storeId, customer.custno, customer.firstName, customer.lastName, customer.email, customer.cellular],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('DMS customer not stored');
    return id;
  }

  async findMany(ids: readonly number[]): Promise<CustomerRow[]> {
    return this.db.query<CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customer c JOIN store s ON s.id = c.store_id
        WHERE c.id = ANY($1::int[]) ORDER BY c.last_name, c.first_name, c.id`,
      [ids],
    );
  }

  async vehicles(customerId: number): Promise<Schemas['ServiceVehicle'][]> {
    const rows = await this.db.query<VehicleRow>(
      `SELECT ${VEHICLE_COLUMNS} FROM service_vehicle v WHERE v.customer_id = $1 ORDER BY v.id`,
      [customerId],
    );
    return rows.map(toVehicle);
  }

  async vehicleByVin(customerId: number, vin: string): Promise<Schemas['ServiceVehicle'] | null> {
    const rows = await this.db.query<VehicleRow>(
      `SELECT ${VEHICLE_COLUMNS} FROM service_vehicle v WHERE v.customer_id = $1 AND upper(v.vin) = upper($2)`,
      [customerId, vin],
    );
    return rows[0] ? toVehicle(rows[0]) : null;
  }

  async addVehicle(customerId: number, vehicle: VehicleFields): Promise<Schemas['ServiceVehicle']> {
    const rows = await this.db.query<VehicleRow>(
      `INSERT INTO service_vehicle AS v (customer_id, vin, make, model, year, odometer)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${VEHICLE_COLUMNS}`,
      [customerId, vehicle.vin, vehicle.make, vehicle.model, vehicle.year, vehicle.odometer],
    );
    if (!rows[0]) throw new Error('vehicle not stored');
    return toVehicle(rows[0]);
  }
}

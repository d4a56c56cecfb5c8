import type { Queryable } from '../db/database.js';
import type { VehicleFields } from './customer.repository.js';

export type NewCustomerRow = {
  readonly storeId: number;
  readonly custno: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly cellular: string;
};

/** The inserts of a new customer (and first vehicle); run inside one transaction by the service. */
export class CustomerCreateRepository {
  constructor(private readonly tx: Queryable) {}

  /**
   * Holds the store's "new customer" lock until the transaction ends, so two staff adding the same
   * number at once cannot both pass the duplicate check (on PostgreSQL as on PGlite).
   */
  async lockStore(storeId: number): Promise<void> {
    await this.tx.query(`SELECT pg_advisory_xact_lock(hashtext('torque.customer-create'), $1)`, [storeId]);
  }

  /** The store's customer who already has this cellular number, by name. */
  async holderOf(storeId: number, cellular: string): Promise<{ id: number; name: string } | null> {
    const rows = await this.tx.query<{ id: number; name: string }>(
      `SELECT id, first_name || ' ' || last_name AS name FROM customer
        WHERE store_id = $1 AND cellular = $2 ORDER BY id LIMIT 1`,
      [storeId, cellular],
    );
    return rows[0] ?? null;
  }

  async custnoTaken(storeId: number, custno: string): Promise<boolean> {
    const rows = await this.tx.query<{ id: number }>(
      'SELECT id FROM customer WHERE store_id = $1 AND custno = $2',
      [storeId, custno],
    );
    return rows.length > 0;
  }

  async insertCustomer(customer: NewCustomerRow, at: Date): Promise<number> {
    const rows = await this.tx.query<{ id: number }>(
      `INSERT INTO customer (store_id, custno, first_name, last_name, email, phone, cellular, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        customer.storeId,
        customer.custno,
        customer.firstName,
        customer.lastName,
        customer.email,
        customer.phone,
        customer.cellular,
        at,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('customer not stored');
    return id;
  }

  async insertVehicle(customerId: number, vehicle: VehicleFields, at: Date): Promise<void> {
    await this.tx.query(
      `INSERT INTO service_vehicle (customer_id, vin, make, model, year, odometer, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [customerId, vehicle.vin, vehicle.make, vehicle.model, vehicle.year, vehicle.odometer, at],
    );
  }
}

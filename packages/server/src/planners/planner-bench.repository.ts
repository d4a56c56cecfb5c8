import type { Queryable } from '../db/database.js';

/** The benchmark's own statements: fresh statistics after the bulk load, and what was loaded. */
export class PlannerBenchRepository {
  constructor(private readonly db: Queryable) {}

  async analyze(): Promise<void> {
    await this.db.exec('ANALYZE');
  }

  async nextIds(): Promise<{ customer: number; vehicle: number }> {
    const [row] = await this.db.query<{ customer: number; vehicle: number }>(
      `SELECT COALESCE((SELECT max(id) FROM customer), 0) AS customer,
              COALESCE((SELECT max(id) FROM service_vehicle), 0) AS vehicle`,
    );
    return { customer: row!.customer + 1, vehicle: row!.vehicle + 1 };
  }

  async vehiclesInStore(storeId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM service_vehicle v JOIN customer c ON c.id = v.customer_id WHERE c.store_id = $1',
      [storeId],
    );
    return row!.n;
  }
}

import type { Queryable } from '../../db/database.js';

/** A store's enterprise, for the scope check of store-level booking reads. */
export class BookingStoreRepository {
  constructor(private readonly db: Queryable) {}

  async find(storeId: number): Promise<{ id: number; enterpriseId: number } | undefined> {
    const [row] = await this.db.query<{ id: number; enterpriseId: number }>(
      'SELECT id, enterprise_id AS "enterpriseId" FROM store WHERE id = $1',
      [storeId],
    );
    return row;
  }
}

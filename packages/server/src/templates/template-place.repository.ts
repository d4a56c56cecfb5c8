import type { Queryable } from '../db/database.js';

/** The enterprises, stores and users that templates are kept and written for. */
export class TemplatePlaceRepository {
  constructor(private readonly db: Queryable) {}

  async enterpriseExists(enterpriseId: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM enterprise WHERE id = $1', [enterpriseId])).length > 0;
  }

  /** The store, when it belongs to the enterprise. */
  async storeOfEnterprise(storeId: number, enterpriseId: number): Promise<{ id: number } | undefined> {
    const [store] = await this.db.query<{ id: number }>(
      'SELECT id FROM store WHERE id = $1 AND enterprise_id = $2',
      [storeId, enterpriseId],
    );
    return store;
  }

  /** Whether the user (a template's writer) works for the enterprise. */
  async userInEnterprise(userId: number, enterpriseId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM app_user WHERE id = $1 AND enterprise_id = $2', [
      userId,
      enterpriseId,
    ]);
    return rows.length > 0;
  }
}

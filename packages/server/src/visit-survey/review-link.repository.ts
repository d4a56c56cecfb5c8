import type { Queryable } from '../db/database.js';

/** A store's review link (migration 051) and the enterprise it belongs to. */
export class ReviewLinkRepository {
  constructor(private readonly db: Queryable) {}

  async find(storeId: number): Promise<{ enterprise_id: number; review_url: string | null } | null> {
    const [row] = await this.db.query<{ enterprise_id: number; review_url: string | null }>(
      'SELECT enterprise_id, review_url FROM store WHERE id = $1',
      [storeId],
    );
    return row ?? null;
  }

  async save(storeId: number, reviewUrl: string | null): Promise<void> {
    await this.db.query('UPDATE store SET review_url = $2 WHERE id = $1', [storeId, reviewUrl]);
  }
}

import type { Queryable } from '../db/database.js';

/** The office time zone of a store, or of a lead's store: where the lead's dates are days. */
export class StoreZoneRepository {
  constructor(private readonly db: Queryable) {}

  async ofLead(fsiId: number): Promise<string | null> {
    const rows = await this.db.query<{ zone: string }>(
      `SELECT s.office_time_zone AS zone FROM future_service_interaction f JOIN store s ON s.id = f.store_id
        WHERE f.id = $1`,
      [fsiId],
    );
    return rows[0]?.zone ?? null;
  }

  async ofStore(storeId: number): Promise<string | null> {
    const rows = await this.db.query<{ zone: string }>(
      'SELECT office_time_zone AS zone FROM store WHERE id = $1',
      [storeId],
    );
    return rows[0]?.zone ?? null;
  }
}

import type { Queryable } from '../../db/database.js';

/**
 * Demo leads of the New York store (store 1) with no appointment of their own, for bookings of the
 * tests' own: a cancellation then lowers the lead's appointment flag, as it does for a lead's only booking.
 */
export async function storeOneLeads(db: Queryable, count: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT f.id FROM future_service_interaction f
      WHERE f.store_id = 1 AND NOT f.appointment_set
        AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
      ORDER BY f.id LIMIT $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

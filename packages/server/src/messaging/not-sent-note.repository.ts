import type { Queryable } from '../db/database.js';

/** Whether the lead's conversation already holds this internal note (a refusal repeated by a job is noted once). */
export async function hasInternalNote(db: Queryable, fsiId: number, content: string): Promise<boolean> {
  const rows = await db.query(
    "SELECT 1 FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' AND content = $2 LIMIT 1",
    [fsiId, content],
  );
  return rows.length > 0;
}

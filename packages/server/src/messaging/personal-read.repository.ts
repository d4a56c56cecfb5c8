import type { Queryable } from '../db/database.js';
import type { SqlParams } from '../db/sql-params.js';

/**
 * A customer message received after the user's own read mark, counted as unread the way spec 1 §4
 * counts (received, not a copy of a text to the customer). Aliases: r (personal_read), m (the message).
 */
const RECEIVED_AFTER_MARK = `m.fsi_id = r.fsi_id AND m.id > r.last_read_message_id AND m.direction = 'RECEIVED'
  AND m.notification_type IS DISTINCT FROM 'MESSAGE_TO_CUSTOMER'`;

/**
 * A condition over a lead (alias f) true unless the reader has personally read everything the
 * customer sent: what the unread counters count for a user without a store.
 */
export function personallyUnread(readerId: number, params: SqlParams): string {
  return `NOT EXISTS (SELECT 1 FROM personal_read r WHERE r.user_id = ${params.add(readerId)} AND r.fsi_id = f.id
    AND NOT EXISTS (SELECT 1 FROM message_instance m WHERE ${RECEIVED_AFTER_MARK}))`;
}

/**
 * Spec 1 §4 sends a read to the server only in a store and enterprise context; a user without a
 * store (super, enterprise and corporate roles) has each read kept for them alone instead.
 */
export const readsArePersonal = (principal: { readonly storeId: number | null }): boolean =>
  principal.storeId === null;

/**
 * The leads as this user sees them: where they hold a read mark, the unread count is what arrived
 * after it (never more than the store's own count).
 */
export async function withPersonalUnread<
  L extends { id: number; totalUnreadCount?: number | null | undefined },
>(
  db: Queryable,
  principal: { readonly userId: number; readonly storeId: number | null },
  leads: L[],
): Promise<L[]> {
  if (!readsArePersonal(principal) || leads.length === 0) return leads;
  const after = await new PersonalReadRepository(db).unreadAfterMarks(
    principal.userId,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => {
    const unread = after.get(lead.id);
    return unread === undefined
      ? lead
      : { ...lead, totalUnreadCount: Math.min(lead.totalUnreadCount ?? 0, unread) };
  });
}

/** Reads recorded per user where the store-context rule (spec 1 §4) sends none to the store. */
export class PersonalReadRepository {
  constructor(private readonly db: Queryable) {}

  /** Moves the user's mark forward (never back: an older read arriving late changes nothing). */
  async record(userId: number, fsiId: number, messageId: number, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO personal_read (user_id, fsi_id, last_read_message_id, read_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, fsi_id) DO UPDATE
         SET last_read_message_id = GREATEST(personal_read.last_read_message_id, EXCLUDED.last_read_message_id),
             read_at = EXCLUDED.read_at`,
      [userId, fsiId, messageId, at],
    );
  }

  /** For the given leads the user has a mark on: how many customer messages arrived after it. */
  async unreadAfterMarks(userId: number, leadIds: readonly number[]): Promise<Map<number, number>> {
    if (leadIds.length === 0) return new Map();
    const rows = await this.db.query<{ fsi_id: number; unread: number }>(
      `SELECT r.fsi_id, (SELECT count(*)::int FROM message_instance m WHERE ${RECEIVED_AFTER_MARK}) AS unread
         FROM personal_read r WHERE r.user_id = $1 AND r.fsi_id = ANY($2::int[])`,
      [userId, leadIds],
    );
    return new Map(rows.map((row) => [row.fsi_id, row.unread]));
  }
}

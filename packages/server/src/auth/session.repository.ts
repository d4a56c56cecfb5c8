import type { Role } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Principal } from './principal.js';

/**
 * NOTIFY channel that carries the token hash of every session signed out, so every server instance
 * ends that session's open event streams at once (see realtime/session-end-listener.ts).
 */
export const SESSION_ENDED_CHANNEL = 'torque_session_ended';

export class SessionRepository {
  constructor(private readonly db: Queryable) {}

  async create(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.query('INSERT INTO user_session (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash,
      userId,
      expiresAt,
    ]);
  }

  /** The principal of a live session: not revoked, not expired, its user not blocked. */
  async findActive(tokenHash: string, now: Date): Promise<Principal | null> {
    const rows = await this.db.query<Omit<Principal, 'tokenHash'> & { role: Role }>(
      `SELECT u.id AS "userId", u.role, u.enterprise_id AS "enterpriseId", u.store_id AS "storeId",
              u.first_name AS "firstName", u.last_name AS "lastName", u.color_code AS "colorCode"
         FROM user_session s JOIN app_user u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.blocked_at IS NULL`,
      [tokenHash, now],
    );
    const row = rows[0];
    return row ? { ...row, tokenHash } : null;
  }

  /** Revokes the session and, when it commits, tells every instance listening on SESSION_ENDED_CHANNEL. */
  async revoke(tokenHash: string, now: Date): Promise<void> {
    await this.db.query(
      `WITH revoked AS (
         UPDATE user_session SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash
       )
       SELECT pg_notify('${SESSION_ENDED_CHANNEL}', token_hash) FROM revoked`,
      [tokenHash, now],
    );
  }

  /**
   * Revokes every live session of a user (blocking them), telling every instance as `revoke` does;
   * answers the token hashes revoked, so this instance can stop trusting them at once.
   */
  async revokeAllOf(userId: number, now: Date): Promise<string[]> {
    const rows = await this.db.query<{ token_hash: string }>(
      `WITH revoked AS (
         UPDATE user_session SET revoked_at = $2
          WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING token_hash
       )
       SELECT token_hash, pg_notify('${SESSION_ENDED_CHANNEL}', token_hash) FROM revoked`,
      [userId, now],
    );
    return rows.map((row) => row.token_hash);
  }
}

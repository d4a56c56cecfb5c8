import type { Role } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { Principal } from './principal.js';

export class SessionRepository {
  constructor(private readonly db: Queryable) {}

  async create(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.query('INSERT INTO user_session (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash,
      userId,
      expiresAt,
    ]);
  }

  /** The principal of a live session: not revoked and not expired. */
  async findActive(tokenHash: string, now: Date): Promise<Principal | null> {
    const rows = await this.db.query<Omit<Principal, 'tokenHash'> & { role: Role }>(
      `SELECT u.id AS "userId", u.role, u.enterprise_id AS "enterpriseId", u.store_id AS "storeId",
              u.first_name AS "firstName", u.last_name AS "lastName", u.color_code AS "colorCode"
         FROM user_session s JOIN app_user u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
      [tokenHash, now],
    );
    const row = rows[0];
    return row ? { ...row, tokenHash } : null;
  }

  async revoke(tokenHash: string, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE user_session SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
      [tokenHash, now],
    );
  }
}

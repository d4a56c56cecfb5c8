import type { Queryable } from '../db/database.js';

/** One-time set-password links (migration 034): only the token's SHA-256 is kept. */
export class UserInvitationRepository {
  constructor(private readonly db: Queryable) {}

  async create(userId: number, tokenHash: string, createdAt: Date, expiresAt: Date): Promise<void> {
    await this.db.query(
      'INSERT INTO user_invitation (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [tokenHash, userId, createdAt, expiresAt],
    );
  }

  /** Uses the link: answers its user when it was live (unused, unexpired), and it never works again. */
  async use(tokenHash: string, now: Date): Promise<number | null> {
    const [row] = await this.db.query<{ userId: number }>(
      `UPDATE user_invitation SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id AS "userId"`,
      [tokenHash, now],
    );
    return row?.userId ?? null;
  }

  /** The link's use and expiry; null when no such link was issued. */
  async find(tokenHash: string): Promise<{ usedAt: Date | null; expiresAt: Date } | null> {
    const [row] = await this.db.query<{ usedAt: Date | null; expiresAt: Date }>(
      'SELECT used_at AS "usedAt", expires_at AS "expiresAt" FROM user_invitation WHERE token_hash = $1',
      [tokenHash],
    );
    return row ?? null;
  }

  async setPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
  }
}

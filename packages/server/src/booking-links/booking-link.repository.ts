import type { Queryable } from '../db/database.js';

export type BookingLinkRow = {
  readonly id: number;
  readonly fsi_id: number;
  readonly nonce: string;
  readonly created_at: Date | string;
  readonly expires_at: Date | string;
  readonly revoked_at: Date | string | null;
};

const COLUMNS = 'id, fsi_id, nonce, created_at, expires_at, revoked_at';

/** Booking links (migration 050): the lead each is bound to, its nonce, expiry and revocation. */
export class BookingLinkRepository {
  constructor(private readonly db: Queryable) {}

  async insert(link: {
    readonly fsiId: number;
    readonly nonce: string;
    readonly createdAt: Date;
    readonly expiresAt: Date;
  }): Promise<BookingLinkRow> {
    const [row] = await this.db.query<BookingLinkRow>(
      `INSERT INTO booking_link (fsi_id, nonce, created_at, expires_at) VALUES ($1, $2, $3, $4)
       RETURNING ${COLUMNS}`,
      [link.fsiId, link.nonce, link.createdAt, link.expiresAt],
    );
    if (!row) throw new Error('booking link not stored');
    return row;
  }

  async find(id: number): Promise<BookingLinkRow | null> {
    const [row] = await this.db.query<BookingLinkRow>(`SELECT ${COLUMNS} FROM booking_link WHERE id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  /** The lead's newest link that is neither revoked nor expired at `at`. */
  async findLive(fsiId: number, at: Date): Promise<BookingLinkRow | null> {
    const [row] = await this.db.query<BookingLinkRow>(
      `SELECT ${COLUMNS} FROM booking_link
        WHERE fsi_id = $1 AND revoked_at IS NULL AND expires_at > $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [fsiId, at],
    );
    return row ?? null;
  }

  /** Revokes every unrevoked link of the lead; returns how many there were. */
  async revokeAll(fsiId: number, at: Date): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      'UPDATE booking_link SET revoked_at = $2 WHERE fsi_id = $1 AND revoked_at IS NULL RETURNING id',
      [fsiId, at],
    );
    return rows.length;
  }
}

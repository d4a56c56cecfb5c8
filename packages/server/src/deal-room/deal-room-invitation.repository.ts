import type { Queryable } from '../db/database.js';

export type DealRoomInvitationRow = {
  readonly id: number;
  readonly fsi_id: number;
  readonly invited_by: number;
  readonly created_at: Date | string;
  readonly expires_at: Date | string;
  readonly revoked_at: Date | string | null;
};

export type NewDealRoomInvitation = {
  readonly fsiId: number;
  readonly invitedBy: number;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
};

const COLUMNS = 'id, fsi_id, invited_by, created_at, expires_at, revoked_at';

/** Deal-room invitations: only the SHA-256 of a link's token is stored or looked up. */
export class DealRoomInvitationRepository {
  constructor(private readonly db: Queryable) {}

  async insert(invitation: NewDealRoomInvitation): Promise<DealRoomInvitationRow> {
    const [row] = await this.db.query<DealRoomInvitationRow>(
      `INSERT INTO deal_room_invitation (fsi_id, invited_by, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [
        invitation.fsiId,
        invitation.invitedBy,
        invitation.tokenHash,
        invitation.createdAt,
        invitation.expiresAt,
      ],
    );
    if (!row) throw new Error('deal-room invitation not stored');
    return row;
  }

  /** The invitation a token opens, whatever its state; the caller checks lead, expiry and revocation. */
  async findByTokenHash(tokenHash: string): Promise<DealRoomInvitationRow | null> {
    const [row] = await this.db.query<DealRoomInvitationRow>(
      `SELECT ${COLUMNS} FROM deal_room_invitation WHERE token_hash = $1`,
      [tokenHash],
    );
    return row ?? null;
  }

  /** The lead's newest invitation that is neither revoked nor expired at `at`. */
  async findLive(fsiId: number, at: Date): Promise<DealRoomInvitationRow | null> {
    const [row] = await this.db.query<DealRoomInvitationRow>(
      `SELECT ${COLUMNS} FROM deal_room_invitation
        WHERE fsi_id = $1 AND revoked_at IS NULL AND expires_at > $2
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [fsiId, at],
    );
    return row ?? null;
  }

  /** Revokes every unrevoked invitation of the lead; returns how many there were. */
  async revokeAll(fsiId: number, at: Date): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `UPDATE deal_room_invitation SET revoked_at = $2
        WHERE fsi_id = $1 AND revoked_at IS NULL RETURNING id`,
      [fsiId, at],
    );
    return rows.length;
  }
}

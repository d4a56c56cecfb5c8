import type { Queryable } from '../db/database.js';

export type RejectedInboundEvent = {
  readonly provider: 'twilio' | 'bandwidth';
  readonly kind: 'message' | 'status';
  readonly providerMessageId: string | null;
  readonly reason: string;
  /** The event as JSON text; JSON writes a NUL character as \u0000, so it stores as text. */
  readonly payload: string;
  readonly fingerprint: string;
  readonly receivedAt: Date;
};

export type RejectedInboundEventRow = Omit<RejectedInboundEvent, 'fingerprint'> & { readonly id: number };

const COLUMNS = `id::integer AS id, provider, kind, provider_message_id AS "providerMessageId", reason, payload,
  received_at AS "receivedAt"`;

/** The carrier events kept aside (migration 010), newest first for the super user's list. */
export class RejectedInboundEventRepository {
  constructor(private readonly db: Queryable) {}

  /** Keeps the event once: the same event resent by the carrier is already there (false then). */
  async keep(event: RejectedInboundEvent): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO rejected_inbound_event
         (provider, kind, provider_message_id, reason, payload, fingerprint, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (provider, fingerprint) DO NOTHING RETURNING id`,
      [
        event.provider,
        event.kind,
        event.providerMessageId,
        event.reason,
        event.payload,
        event.fingerprint,
        event.receivedAt,
      ],
    );
    return rows.length > 0;
  }

  async page(page: number, size: number): Promise<{ rows: RejectedInboundEventRow[]; total: number }> {
    const rows = await this.db.query<RejectedInboundEventRow>(
      `SELECT ${COLUMNS} FROM rejected_inbound_event ORDER BY received_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [size, page * size],
    );
    const [count] = await this.db.query<{ total: number }>(
      'SELECT count(*)::integer AS total FROM rejected_inbound_event',
    );
    return { rows, total: count?.total ?? 0 };
  }
}

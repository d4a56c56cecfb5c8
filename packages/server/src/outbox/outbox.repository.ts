import type { Queryable } from '../db/database.js';

export type OutboxKind = 'staff' | 'assistant' | 'campaign' | 'compliance';
export type OutboxChannel = 'SMS' | 'EMAIL';

/** An outbox row as the worker sees it. */
export type OutboxRow = {
  readonly id: string;
  readonly messageId: number;
  readonly channel: OutboxChannel;
  readonly kind: OutboxKind;
  readonly from: string | null;
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly mediaUrls: readonly string[];
  readonly attempts: number;
  readonly claimedAt: Date | null;
  readonly createdAt: Date;
};

export type NewOutboxEntry = {
  readonly messageId: number;
  readonly channel: OutboxChannel;
  readonly kind: OutboxKind;
  readonly from: string | null;
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly mediaUrls: readonly string[];
  readonly notBefore: Date;
  readonly createdAt: Date;
};

const COLUMNS = `id::text AS id, message_id AS "messageId", channel, kind, from_address AS "from",
  to_address AS "to", subject, body, media_urls AS "mediaUrls", attempts, claimed_at AS "claimedAt",
  created_at AS "createdAt"`;

/** The outbox table. Claims are single statements, so they need no transaction of their own. */
export class OutboxRepository {
  constructor(private readonly db: Queryable) {}

  /** Call with the transaction that stores the message, so both exist or neither does. */
  async enqueue(entry: NewOutboxEntry): Promise<string> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO outbox (message_id, channel, kind, from_address, to_address, subject, body, media_urls,
                           not_before, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $9, $10) RETURNING id::text AS id`,
      [
        entry.messageId,
        entry.channel,
        entry.kind,
        entry.from,
        entry.to,
        entry.subject,
        entry.body,
        JSON.stringify(entry.mediaUrls),
        entry.notBefore,
        entry.createdAt,
      ],
    );
    return rows[0]!.id;
  }

  /**
   * Takes up to `limit` due rows ('queued', next attempt reached) for this worker. SKIP LOCKED lets
   * several server instances claim side by side without waiting on, or taking, each other's rows.
   * A staff text is left to the request that queued it (dispatchNow) for its first few seconds.
   */
  claimDue(now: Date, limit: number, workerId: string): Promise<OutboxRow[]> {
    return this.db.query<OutboxRow>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = $1, claimed_by = $3
        WHERE id IN (SELECT id FROM outbox WHERE status = 'queued' AND next_attempt_at <= $1
                        AND (kind <> 'staff' OR attempts > 0 OR created_at <= $1::timestamptz - interval '5 seconds')
                      ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [now, limit, workerId],
    );
  }

  /** Claims one row if it is still queued and due (a staff send goes out at once). */
  async claimOne(id: string, now: Date, workerId: string): Promise<OutboxRow | null> {
    const rows = await this.db.query<OutboxRow>(
      `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = $2, claimed_by = $3
        WHERE id = (SELECT id FROM outbox WHERE id = $1::bigint AND status = 'queued' AND next_attempt_at <= $2
                     FOR UPDATE SKIP LOCKED)
        RETURNING ${COLUMNS}`,
      [id, now, workerId],
    );
    return rows[0] ?? null;
  }

  /** Rows left 'sending' since before `claimedBefore` (their worker died or stalled). */
  abandoned(claimedBefore: Date, limit: number): Promise<OutboxRow[]> {
    return this.db.query<OutboxRow>(
      `SELECT ${COLUMNS} FROM outbox WHERE status = 'sending' AND claimed_at < $1 ORDER BY id LIMIT $2`,
      [claimedBefore, limit],
    );
  }

  /** Ends a claimed row; false when it was no longer 'sending' (another worker recorded it). */
  async finish(
    id: string,
    status: 'sent' | 'failed' | 'cancelled',
    providerMessageId: string | null,
    error: string | null,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE outbox SET status = $2, provider_message_id = $3, last_error = $4, finished_at = $5
        WHERE id = $1::bigint AND status = 'sending' RETURNING id`,
      [id, status, providerMessageId, error, now],
    );
    return rows.length > 0;
  }

  /** Back to the queue, to be tried at `at` (a retry after a transient failure, or a recovered row). */
  async requeue(id: string, at: Date, error: string | null): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET status = 'queued', next_attempt_at = $2, last_error = COALESCE($3, last_error),
              claimed_at = NULL, claimed_by = NULL
        WHERE id = $1::bigint AND status = 'sending'`,
      [id, at, error],
    );
  }

  /** The outbox status of a message's send, or null when it has none. */
  async statusOf(messageId: number): Promise<string | null> {
    const rows = await this.db.query<{ status: string }>('SELECT status FROM outbox WHERE message_id = $1', [
      messageId,
    ]);
    return rows[0]?.status ?? null;
  }
}

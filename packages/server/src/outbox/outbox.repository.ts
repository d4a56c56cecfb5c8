import { ASSISTANT_HAND_OFF } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { phoneOptedOutSql } from '../leads/sms-consent-by-phone.repository.js';
import type { MessageRow } from '../messaging/message.mapper.js';
import { insertMessageSql, type NewMessage } from '../messaging/message.repository.js';

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
  /** Whether the customer behind the message may not be texted now (block flag or SMS_OPT_OUT mark). */
  readonly recipientOptedOut: boolean;
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

/**
 * A worker's claim taken when the row is queued (a staff text, sent by its own request right after
 * commit): the row is stored 'sending', attempts 1, exactly as claimOne would leave it, so a crash
 * before the carrier call is recovered like any claim its worker did not live to finish.
 */
export type OutboxClaim = { readonly claimedBy: string; readonly claimedAt: Date };

// The opt-out is read with the claim (one statement, not a second query per send) and checked before the
// carrier call: the lead's own marks, and the number it goes to opted out anywhere in the enterprise.
// A staff text to its customer's number is queued claimed instead (OutboxClaim): its send checked all that.
const COLUMNS = `id::text AS id, message_id AS "messageId", channel, kind, from_address AS "from",
  to_address AS "to", subject, body, media_urls AS "mediaUrls", attempts, claimed_at AS "claimedAt",
  created_at AS "createdAt",
  COALESCE((SELECT c.block_sms OR EXISTS (
              SELECT 1 FROM mark mk WHERE mk.intent_type = 'SMS_OPT_OUT' AND (mk.fsi_id = f.id OR mk.customer_id = c.id))
              OR ${phoneOptedOutSql('outbox.to_address', 'st.enterprise_id')}
              FROM message_instance mi
              JOIN future_service_interaction f ON f.id = mi.fsi_id
              JOIN customer c ON c.id = f.customer_id
              JOIN store st ON st.id = f.store_id
             WHERE mi.id = outbox.message_id), false) AS "recipientOptedOut"`;

/** The outbox row of a new message, inserted by the statement that stores the message (`message` is its CTE). */
function enqueueSql(
  entry: Omit<NewOutboxEntry, 'messageId'>,
  claim: OutboxClaim | null,
  params: SqlParams,
  message: string,
): string {
  const values = [
    params.add(entry.channel),
    params.add(entry.kind),
    params.add(entry.from),
    params.add(entry.to),
    params.add(entry.subject),
    params.add(entry.body),
    `${params.add(JSON.stringify(entry.mediaUrls))}::jsonb`,
  ];
  const notBefore = params.add(entry.notBefore);
  const claimed = claim
    ? `'sending', 1, ${params.add(claim.claimedAt)}::timestamptz, ${params.add(claim.claimedBy)}`
    : `'queued', 0, NULL::timestamptz, NULL`;
  return `INSERT INTO outbox (message_id, channel, kind, from_address, to_address, subject, body, media_urls,
                              not_before, next_attempt_at, created_at, status, attempts, claimed_at, claimed_by)
          SELECT ${message}.id, ${values.join(', ')}, ${notBefore}, ${notBefore}, ${params.add(entry.createdAt)},
                 ${claimed}
            FROM ${message} RETURNING id::text AS id`;
}

/** The outbox table. Claims are single statements, so they need no transaction of their own. */
export class OutboxRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Stores a new outgoing message, marks its lead as answered (response no longer required, the
   * conversation initiated) and queues its outbox row: one statement, so all three exist or none does.
   * A lead the assistant handed to staff stays in the needs-response queue until a person texts: the
   * assistant's own honest answer ("a member of our team will text you shortly") answers nothing.
   */
  async enqueueWithMessage(
    message: NewMessage,
    entry: Omit<NewOutboxEntry, 'messageId'>,
    claim: OutboxClaim | null = null,
  ): Promise<{ readonly row: MessageRow; readonly outboxId: string; readonly claimed: OutboxRow | null }> {
    const params = new SqlParams();
    const byStaff = `(${params.add(entry.kind)} = 'staff')`;
    const handedOff = `(response_reqd_type IS NOT DISTINCT FROM ${params.add(ASSISTANT_HAND_OFF)})`;
    const createdOn = `${params.add(message.created_on)}::timestamptz`;
    const rows = await this.db.query<MessageRow & { outbox_id: string }>(
      `WITH message AS (${insertMessageSql(message, params)}),
            lead AS (UPDATE future_service_interaction
                        SET response_reqd = response_reqd AND ${handedOff} AND NOT ${byStaff},
                            response_reqd_type = CASE WHEN ${handedOff} AND ${byStaff} THEN NULL
                                                      ELSE response_reqd_type END,
                            conversation_initiated = true,
                            -- What the message's own trigger would write after (migration 054): one
                            -- write of the lead, not two.
                            last_activity_at = GREATEST(COALESCE(last_activity_at, ${createdOn}), ${createdOn})
                      WHERE id = (SELECT fsi_id FROM message)),
            queued AS (${enqueueSql(entry, claim, params, 'message')})
       SELECT message.*, queued.id AS outbox_id FROM message, queued`,
      params.values,
    );
    const first = rows[0];
    if (!first) throw new Error('outgoing message was not stored');
    const { outbox_id: outboxId, ...row } = first;
    // The row as a claim would have returned it; its opt-out was checked by the caller's transaction.
    const claimed: OutboxRow | null = claim && {
      id: outboxId,
      messageId: row.id,
      channel: entry.channel,
      kind: entry.kind,
      from: entry.from,
      to: entry.to,
      subject: entry.subject,
      body: entry.body,
      mediaUrls: entry.mediaUrls,
      createdAt: entry.createdAt,
      attempts: 1,
      claimedAt: claim.claimedAt,
      recipientOptedOut: false,
    };
    return { row, outboxId, claimed };
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

  /**
   * Rows left 'sending' whose claim went unrenewed since `staleBefore` (their worker died or stalled)
   * and, with `othersToo`, every row another worker holds (the sole instance: no other can be alive).
   */
  abandoned(staleBefore: Date, limit: number, workerId: string, othersToo: boolean): Promise<OutboxRow[]> {
    return this.db.query<OutboxRow>(
      `SELECT ${COLUMNS} FROM outbox
        WHERE status = 'sending' AND (claimed_at < $1 OR ($4 AND claimed_by IS DISTINCT FROM $3))
        ORDER BY id LIMIT $2`,
      [staleBefore, limit, workerId, othersToo],
    );
  }

  /** Renews this worker's claims of the rows it is sending: while it lives, none of them looks abandoned. */
  async renewClaims(workerId: string, ids: readonly string[], now: Date): Promise<void> {
    await this.db.query(
      `UPDATE outbox SET claimed_at = $3
        WHERE status = 'sending' AND claimed_by = $1 AND id = ANY($2::bigint[])`,
      [workerId, ids, now],
    );
  }

  /**
   * Whether the row is still this worker's to send, renewing its claim: false once another worker
   * took it over (this one stalled past the lease), which must then not send it again.
   */
  async holdsClaim(id: string, workerId: string, now: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE outbox SET claimed_at = $3 WHERE id = $1::bigint AND status = 'sending' AND claimed_by = $2
        RETURNING id`,
      [id, workerId, now],
    );
    return rows.length > 0;
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

import { waitsForConsent } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { ConsentPendingRepository } from '../leads/consent-pending.repository.js';
import { toMessageInstance, type MessageRow } from '../messaging/message.mapper.js';
import type { NewMessage } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { OutboxRepository, type OutboxClaim, type OutboxKind, type OutboxRow } from './outbox.repository.js';

/** Sends waiting in the outbox are handed to the worker through this narrow port. */
export interface OutboxDispatch {
  /**
   * Send this row now if it is due (staff texts); resolves once it has been tried, with the message
   * as its receipt left it, or null when no receipt was recorded here (not due, claimed elsewhere,
   * back in the queue after a transient failure).
   */
  dispatchNow(outboxId: string): Promise<MessageRow | null>;
  /**
   * This worker's claim for a staff text about to be queued in the caller's transaction, so its send
   * after commit skips the claim statement; null when the worker is not running (the row is queued
   * unclaimed, for whichever worker runs).
   */
  claimForSend(): OutboxClaim | null;
  /** Sends a row queued already claimed (claimForSend), once its transaction committed; as dispatchNow. */
  dispatchClaimed(row: OutboxRow): Promise<MessageRow | null>;
  /** Rows were queued: have the worker look soon. */
  wake(): void;
}

export type QueuedMessage = {
  readonly row: MessageRow;
  readonly outboxId: string;
  /** The outbox row, when it was queued already claimed. */
  readonly claimed: OutboxRow | null;
};

/**
 * Stores an outgoing text or e-mail as 'queued' together with its outbox row and its
 * MESSAGE_CREATED event, inside the caller's transaction: the send exists exactly when the
 * message does. `notBefore` holds automated texts for quiet hours. A `claim` stores the row already
 * claimed: only for a text whose transaction checked its recipient's opt-out as the claim would (the
 * claim's own check is then skipped), which is a staff text to its customer's number.
 */
export async function queueOutgoing(
  tx: Queryable,
  message: NewMessage,
  kind: OutboxKind,
  notBefore: Date,
  claim: OutboxClaim | null = null,
): Promise<QueuedMessage> {
  // A text held past its writing (quiet hours) says when it goes (issues 14 and 29: 'Held until <time>').
  const held = notBefore.getTime() > message.created_on.getTime();
  const stored = { ...message, scheduled_for: held ? notBefore : null };
  const queued = await new OutboxRepository(tx).enqueueWithMessage(
    stored,
    {
      channel: message.message_type === 'EMAIL' ? 'EMAIL' : 'SMS',
      kind,
      from: message.from_address,
      to: message.to_address ?? '',
      subject: message.subject,
      body: message.content,
      mediaUrls: message.media_urls ?? [],
      notBefore,
      createdAt: message.created_on,
    },
    claim,
  );
  const { row, outboxId } = queued;
  // An automated text waits while its customer's possible opt-out waits for staff (issue 29, point 2).
  if (waitsForConsent(kind, true)) await new ConsentPendingRepository(tx).parkIfPending(outboxId);
  await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', row.fsi_id, {
    message: toMessageInstance(row),
  });
  return queued;
}

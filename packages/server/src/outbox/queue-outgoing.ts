import { waitsForConsent } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { ConsentPendingRepository } from '../leads/consent-pending.repository.js';
import { toMessageInstance, type MessageRow } from '../messaging/message.mapper.js';
import type { NewMessage } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { OutboxRepository, type OutboxKind } from './outbox.repository.js';

/** Sends waiting in the outbox are handed to the worker through this narrow port. */
export interface OutboxDispatch {
  /**
   * Send this row now if it is due (staff texts); resolves once it has been tried, with the message
   * as its receipt left it, or null when no receipt was recorded here (not due, claimed elsewhere,
   * back in the queue after a transient failure).
   */
  dispatchNow(outboxId: string): Promise<MessageRow | null>;
  /** Rows were queued: have the worker look soon. */
  wake(): void;
}

export type QueuedMessage = { readonly row: MessageRow; readonly outboxId: string };

/**
 * Stores an outgoing text or e-mail as 'queued' together with its outbox row and its
 * MESSAGE_CREATED event, inside the caller's transaction: the send exists exactly when the
 * message does. `notBefore` holds automated texts for quiet hours.
 */
export async function queueOutgoing(
  tx: Queryable,
  message: NewMessage,
  kind: OutboxKind,
  notBefore: Date,
): Promise<QueuedMessage> {
  // A text held past its writing (quiet hours) says when it goes (issues 14 and 29: 'Held until <time>').
  const held = notBefore.getTime() > message.created_on.getTime();
  const stored = { ...message, scheduled_for: held ? notBefore : null };
  const { row, outboxId } = await new OutboxRepository(tx).enqueueWithMessage(stored, {
    channel: message.message_type === 'EMAIL' ? 'EMAIL' : 'SMS',
    kind,
    from: message.from_address,
    to: message.to_address ?? '',
    subject: message.subject,
    body: message.content,
    mediaUrls: message.media_urls ?? [],
    notBefore,
    createdAt: message.created_on,
  });
  // An automated text waits while its customer's possible opt-out waits for staff (issue 29, point 2).
  if (waitsForConsent(kind, true)) await new ConsentPendingRepository(tx).parkIfPending(outboxId);
  await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', row.fsi_id, {
    message: toMessageInstance(row),
  });
  return { row, outboxId };
}

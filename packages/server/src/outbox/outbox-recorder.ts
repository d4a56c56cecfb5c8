import { OPTED_OUT_MESSAGE } from '@torque/domain';
import type { CarrierReceipt } from '../carriers/carrier.port.js';
import type { Database, Queryable } from '../db/database.js';
import { statusChanged } from '../messaging/message-events.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { OutboxRepository } from './outbox.repository.js';

/**
 * Writes the end of a send: the outbox row, the message's status and its MESSAGE_STATUS_CHANGED
 * event, in one transaction. Only the worker whose row is still 'sending' records, so a receipt is
 * recorded once even when a recovered row and a slow worker race.
 */
export class OutboxRecorder {
  constructor(private readonly db: Database) {}

  recordReceipt(outboxId: string, messageId: number, receipt: CarrierReceipt, now: Date): Promise<boolean> {
    const status = receipt.status === 'failed' || receipt.status === 'undelivered' ? 'failed' : 'sent';
    return this.finish(outboxId, messageId, status, receipt, now);
  }

  /**
   * A carrier callback that names our outbox key (Twilio's callback URL, Bandwidth's tag): a row a
   * crash left 'sending' learns its provider id and status without being sent again.
   */
  async recordCallback(outboxId: string, receipt: CarrierReceipt, now: Date): Promise<boolean> {
    const rows = await this.db.query<{ message_id: number }>(
      "SELECT message_id FROM outbox WHERE id = $1::bigint AND status = 'sending'",
      [outboxId],
    );
    const row = rows[0];
    return row ? this.recordReceipt(outboxId, row.message_id, receipt, now) : false;
  }

  /** The customer opted out while the text waited: it never reaches the carrier. */
  cancelOptedOut(outboxId: string, messageId: number, now: Date): Promise<boolean> {
    return this.finish(
      outboxId,
      messageId,
      'cancelled',
      { status: 'failed', providerMessageId: null, error: OPTED_OUT_MESSAGE },
      now,
    );
  }

  private finish(
    outboxId: string,
    messageId: number,
    status: 'sent' | 'failed' | 'cancelled',
    receipt: CarrierReceipt,
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const outbox = new OutboxRepository(tx);
      if (!(await outbox.finish(outboxId, status, receipt.providerMessageId, receipt.error, now)))
        return false;
      const messages = new MessageRepository(tx);
      const events = new RealtimeEventRepository(tx);
      const row = await messages.recordReceipt(messageId, receipt);
      await events.append('MESSAGE_STATUS_CHANGED', row.fsi_id, statusChanged(row));
      const early = receipt.providerMessageId
        ? await tx.query<{ status: string; error: string | null }>(
            'DELETE FROM early_delivery_report WHERE provider_message_id = $1 RETURNING status, error',
            [receipt.providerMessageId],
          )
        : [];
      for (const report of early) {
        const later = await messages.applyDeliveryReport({
          providerMessageId: receipt.providerMessageId!,
          ...report,
        });
        if (later) await events.append('MESSAGE_STATUS_CHANGED', later.fsi_id, statusChanged(later));
      }
      return true;
    });
  }
}

/** Whether the customer behind a message may not be texted (block flag or an SMS_OPT_OUT mark). */
export async function isRecipientOptedOut(db: Queryable, messageId: number): Promise<boolean> {
  const rows = await db.query<{ blocked: boolean }>(
    `SELECT c.block_sms OR EXISTS (
              SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id)
            ) AS blocked
       FROM message_instance mi
       JOIN future_service_interaction f ON f.id = mi.fsi_id
       JOIN customer c ON c.id = f.customer_id
      WHERE mi.id = $1`,
    [messageId],
  );
  return rows[0]?.blocked ?? false;
}

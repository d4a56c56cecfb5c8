import { OPTED_OUT_MESSAGE } from '@torque/domain';
import type { CarrierReceipt, DeliveryReport } from '../carriers/carrier.port.js';
import type { Database } from '../db/database.js';
import type { MessageRow } from '../messaging/message.mapper.js';
import { statusChanged } from '../messaging/message-events.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';

/**
 * Writes the end of a send: the outbox row, the message's status and its MESSAGE_STATUS_CHANGED
 * event, in one transaction. Only the worker whose row is still 'sending' records, so a receipt is
 * recorded once even when a recovered row and a slow worker race.
 */
export class OutboxRecorder {
  constructor(private readonly db: Database) {}

  /** The message as the receipt left it, or null when this row was no longer ours to record. */
  recordReceipt(
    outboxId: string,
    messageId: number,
    receipt: CarrierReceipt,
    now: Date,
  ): Promise<MessageRow | null> {
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
    return row ? (await this.recordReceipt(outboxId, row.message_id, receipt, now)) !== null : false;
  }

  /** The customer opted out while the text waited: it never reaches the carrier. */
  cancelOptedOut(outboxId: string, messageId: number, now: Date): Promise<MessageRow | null> {
    return this.finish(
      outboxId,
      messageId,
      'cancelled',
      { status: 'failed', providerMessageId: null, error: OPTED_OUT_MESSAGE },
      now,
    );
  }

  /**
   * One statement ends the outbox row (only while it is still 'sending'), records the receipt on the
   * message and takes any delivery report that overtook the receipt; then the events. Nothing is
   * written when the row was no longer ours.
   */
  private finish(
    outboxId: string,
    messageId: number,
    status: 'sent' | 'failed' | 'cancelled',
    receipt: CarrierReceipt,
    now: Date,
  ): Promise<MessageRow | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<MessageRow & { early_reports: EarlyReport[] }>(
        `WITH finished AS (
           UPDATE outbox SET status = $2, provider_message_id = $3, last_error = $4, finished_at = $5
            WHERE id = $1::bigint AND status = 'sending' RETURNING id),
         message AS (
           UPDATE message_instance SET message_status = $7, provider_message_id = $3, errors = $4
            WHERE id = $6 AND EXISTS (SELECT 1 FROM finished) RETURNING *),
         early AS (
           DELETE FROM early_delivery_report
            WHERE provider_message_id = $3 AND EXISTS (SELECT 1 FROM finished) RETURNING status, error)
         SELECT message.*,
                (SELECT COALESCE(json_agg(json_build_object('status', status, 'error', error)), '[]'::json)
                   FROM early) AS early_reports
           FROM message`,
        [outboxId, status, receipt.providerMessageId, receipt.error, now, messageId, receipt.status],
      );
      const first = rows[0];
      if (!first) return null;
      const { early_reports: early, ...row } = first;
      const messages = new MessageRepository(tx);
      const events = new RealtimeEventRepository(tx);
      await events.append('MESSAGE_STATUS_CHANGED', row.fsi_id, statusChanged(row));
      let latest: MessageRow = row;
      for (const report of early) {
        const later = await messages.applyDeliveryReport({
          providerMessageId: receipt.providerMessageId!,
          ...report,
        });
        if (later) {
          await events.append('MESSAGE_STATUS_CHANGED', later.fsi_id, statusChanged(later));
          latest = later;
        }
      }
      return latest;
    });
  }
}

type EarlyReport = { readonly status: DeliveryReport['status']; readonly error: string | null };

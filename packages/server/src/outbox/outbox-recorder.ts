import { OPTED_OUT_MESSAGE } from '@torque/domain';
import type { CarrierReceipt } from '../carriers/carrier.port.js';
import type { Database } from '../db/database.js';
import { followLockedLeadStage } from '../leads/lead-stage.service.js';
import { optOutOnCarrierRefusal } from '../messaging/carrier-opt-out.repository.js';
import type { MessageRow } from '../messaging/message.mapper.js';
import { statusChanged } from '../messaging/message-events.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { OutboxReceiptRepository } from './outbox-receipt.repository.js';

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
    const messageId = await new OutboxReceiptRepository(this.db).sendingMessageOf(outboxId);
    return messageId !== null
      ? (await this.recordReceipt(outboxId, messageId, receipt, now)) !== null
      : false;
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

  /** Ends the row and records the receipt, then the events (and any report that overtook the receipt). */
  private finish(
    outboxId: string,
    messageId: number,
    status: 'sent' | 'failed' | 'cancelled',
    receipt: CarrierReceipt,
    now: Date,
  ): Promise<MessageRow | null> {
    return this.db.transaction(async (tx) => {
      const receipts = new OutboxReceiptRepository(tx);
      if (receipt.providerMessageId) await receipts.lockProviderMessage(receipt.providerMessageId);
      const finished = await receipts.finish(outboxId, messageId, status, receipt, now);
      if (!finished) return null;
      const { row, early, lead } = finished;
      // Every send path ends here: the first text that went moves a NOT_STARTED lead to INITIATED.
      if (lead) await followLockedLeadStage(tx, row.fsi_id, lead, 'CONVERSATION', now);
      const messages = new MessageRepository(tx);
      const events = new RealtimeEventRepository(tx);
      await events.append('MESSAGE_STATUS_CHANGED', row.fsi_id, statusChanged(row));
      await optOutOnCarrierRefusal(tx, row, now);
      let latest: MessageRow = row;
      for (const report of early) {
        const later = await messages.applyDeliveryReport({
          providerMessageId: receipt.providerMessageId!,
          ...report,
        });
        if (later) {
          await events.append('MESSAGE_STATUS_CHANGED', later.fsi_id, statusChanged(later));
          await optOutOnCarrierRefusal(tx, later, now);
          latest = later;
        }
      }
      return latest;
    });
  }
}

import { nextDeliveryState, systemClock, type Clock, type DeliveryState } from '@torque/domain';
import type { DeliveryReport } from '../carriers/carrier.port.js';
import type { Database, Queryable } from '../db/database.js';
import { OutboxReceiptRepository } from '../outbox/outbox-receipt.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { optOutOnCarrierRefusal } from './carrier-opt-out.repository.js';
import { statusChanged } from './message-events.js';
import { MessageRepository, type ReportedMessage } from './message.repository.js';

/**
 * The state most reports find: the carrier accepted the text. A report is first tried as a move from
 * it, in the statement that locks the message; any other state is read there and decided on then.
 */
const ACCEPTED: DeliveryState = { status: 'sent', error: null };

/**
 * Applies a carrier's later status change to the stored message (loopback timer or webhook). A report
 * for an id not recorded yet is kept in early_delivery_report and applied when it is (OutboxRecorder).
 */
export class DeliveryReportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  apply(report: DeliveryReport): Promise<void> {
    return this.db.transaction(async (tx) => {
      let applied = await this.applyToMessage(tx, report);
      if (applied === 'no message') {
        // Only a report that finds no message waits for a receipt of its id being recorded: a message
        // found carries its provider id, so its receipt was committed, early reports taken and all.
        // Without the lock, on PostgreSQL the report could be kept as early while the receipt's
        // transaction, not seeing it, took no early reports: the message stayed 'sent' for good.
        const receipts = new OutboxReceiptRepository(tx);
        await receipts.lockProviderMessage(report.providerMessageId);
        applied = await this.applyToMessage(tx, report);
        // Not ours yet: the carrier answered faster than we recorded its id. Keep it for then.
        if (applied === 'no message') return receipts.keepEarlyReport(report);
      }
      if (applied === 'unchanged') return;
      await new RealtimeEventRepository(tx).append(
        'MESSAGE_STATUS_CHANGED',
        applied.fsi_id,
        statusChanged(applied),
      );
      await optOutOnCarrierRefusal(tx, applied, this.clock.now());
    });
  }

  /**
   * The message as the report left it; 'unchanged' when the domain's delivery order refuses it (late,
   * replayed). The message stays locked from reading its state to writing the next one.
   */
  private async applyToMessage(
    tx: Queryable,
    report: DeliveryReport,
  ): Promise<ReportedMessage | 'unchanged' | 'no message'> {
    const messages = new MessageRepository(tx);
    const fromAccepted = nextDeliveryState(ACCEPTED, report);
    const locked = await messages.lockDeliveryState(
      report.providerMessageId,
      fromAccepted && { from: ACCEPTED, to: fromAccepted },
    );
    if (!locked) return 'no message';
    if (locked.moved) return locked.moved;
    const next = nextDeliveryState(locked.found, report);
    return next ? messages.setDeliveryState(report.providerMessageId, next) : 'unchanged';
  }
}

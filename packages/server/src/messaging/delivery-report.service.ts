import { systemClock, type Clock } from '@torque/domain';
import type { DeliveryReport } from '../carriers/carrier.port.js';
import type { Database } from '../db/database.js';
import { OutboxReceiptRepository } from '../outbox/outbox-receipt.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { optOutOnCarrierRefusal } from './carrier-opt-out.repository.js';
import { statusChanged } from './message-events.js';
import { MessageRepository } from './message.repository.js';

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
      const receipts = new OutboxReceiptRepository(tx);
      await receipts.lockProviderMessage(report.providerMessageId);
      const messages = new MessageRepository(tx);
      const row = await messages.applyDeliveryReport(report);
      if (row) {
        await new RealtimeEventRepository(tx).append(
          'MESSAGE_STATUS_CHANGED',
          row.fsi_id,
          statusChanged(row),
        );
        await optOutOnCarrierRefusal(tx, row, this.clock.now());
        return;
      }
      // Not ours yet: the carrier answered faster than we recorded its id. Keep it for then.
      if (!(await messages.hasProviderId(report.providerMessageId))) await receipts.keepEarlyReport(report);
    });
  }
}

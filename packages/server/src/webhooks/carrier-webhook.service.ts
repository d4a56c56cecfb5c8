import { systemClock, type Clock } from '@torque/domain';
import { readBandwidthEvent } from '../carriers/bandwidth/webhook.js';
import type { DeliveryReport } from '../carriers/carrier.port.js';
import { twilioInboundSms, twilioStatusReport } from '../carriers/twilio/webhook.js';
import type { Database } from '../db/database.js';
import type { InboundMessageService } from '../inbound/inbound-message.service.js';
import type { InboundResult } from '../inbound/inbound-sms.js';
import type { DeliveryReportService } from '../messaging/delivery-report.service.js';
import { OutboxRecorder } from '../outbox/outbox-recorder.js';
import type { Schemas } from '../http/contract.js';

const OUTBOX_KEY = /^[0-9]{1,18}$/;

/**
 * The carrier webhooks, after their signature or credentials were checked (carriers/<carrier>/webhook.ts
 * reads each carrier's forms): inbound texts and statuses.
 */
export class CarrierWebhookService {
  private readonly recorder: OutboxRecorder;

  constructor(
    db: Database,
    private readonly inbound: InboundMessageService,
    private readonly reports: DeliveryReportService,
    private readonly clock: Clock = systemClock,
  ) {
    this.recorder = new OutboxRecorder(db);
  }

  twilioInbound(form: Schemas['TwilioInboundSms']): Promise<InboundResult> {
    return this.inbound.receive(twilioInboundSms(form));
  }

  async twilioStatus(form: Schemas['TwilioStatusCallback'], outboxId: string | undefined): Promise<void> {
    await this.status(twilioStatusReport(form), outboxId);
  }

  /** Each event on its own: a bad one does not stop the others (Bandwidth would resend them all). */
  async bandwidthEvents(events: readonly Schemas['BandwidthMessageEvent'][]): Promise<void> {
    for (const event of events) {
      const meaning = readBandwidthEvent(event);
      if (meaning.kind === 'inbound') await this.inbound.receive(meaning.sms);
      else if (meaning.kind === 'status') await this.status(meaning.report, meaning.outboxId);
    }
  }

  private async status(report: DeliveryReport, outboxId: string | undefined): Promise<void> {
    if (outboxId && OUTBOX_KEY.test(outboxId))
      await this.recorder.recordCallback(outboxId, { ...report }, this.clock.now());
    await this.reports.apply(report);
  }
}

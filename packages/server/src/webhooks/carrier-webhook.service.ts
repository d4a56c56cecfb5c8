import { systemClock, type Clock } from '@torque/domain';
import type { DeliveryReport } from '../carriers/carrier.port.js';
import type { Database } from '../db/database.js';
import type { InboundMessageService } from '../inbound/inbound-message.service.js';
import type { InboundResult } from '../inbound/inbound-sms.js';
import type { DeliveryReportService } from '../messaging/delivery-report.service.js';
import { OutboxRecorder } from '../outbox/outbox-recorder.js';
import type { Schemas } from '../http/contract.js';

/** Twilio error codes customers' phones commonly produce, in words staff can act on. */
const TWILIO_ERRORS: Readonly<Record<string, string>> = {
  '21610': 'Attempt to send to unsubscribed recipient',
  '30003': 'Unreachable destination handset',
  '30005': 'Unknown destination handset',
  '30006': 'Landline or unreachable carrier',
  '30007': 'Carrier violation (message filtered)',
  '30008': 'Unknown error',
};

const OUTBOX_KEY = /^[0-9]{1,18}$/;

/** The carrier webhooks, after their signature or credentials were checked: inbound texts and statuses. */
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
    const media = Number(form.NumMedia ?? 0);
    const mediaUrls = Array.from(
      { length: Number.isFinite(media) ? media : 0 },
      (_, i) => form[`MediaUrl${i}`],
    ).filter((url): url is string => typeof url === 'string' && url !== '');
    return this.inbound.receive({
      provider: 'twilio',
      providerMessageId: form.MessageSid,
      from: form.From,
      to: form.To,
      body: form.Body ?? '',
      mediaUrls,
    });
  }

  async twilioStatus(form: Schemas['TwilioStatusCallback'], outboxId: string | undefined): Promise<void> {
    const code = form.ErrorCode;
    const error = code ? (TWILIO_ERRORS[code] ?? form.ErrorMessage ?? `Twilio error ${code}`) : null;
    await this.status({ providerMessageId: form.MessageSid, status: form.MessageStatus, error }, outboxId);
  }

  /** Each event on its own: a bad one does not stop the others (Bandwidth would resend them all). */
  async bandwidthEvents(events: readonly Schemas['BandwidthMessageEvent'][]): Promise<void> {
    for (const event of events) {
      const message = event.message;
      if (event.type === 'message-received') {
        await this.inbound.receive({
          provider: 'bandwidth',
          providerMessageId: message.id,
          from: message.from ?? '',
          to: event.to ?? message.to?.[0] ?? '',
          body: message.text ?? '',
          mediaUrls: message.media ?? [],
        });
        continue;
      }
      const status = BANDWIDTH_STATUS[event.type];
      if (!status) continue;
      const error =
        status === 'failed' ? (event.description ?? `Bandwidth error ${event.errorCode ?? ''}`.trim()) : null;
      await this.status({ providerMessageId: message.id, status, error }, message.tag);
    }
  }

  private async status(report: DeliveryReport, outboxId: string | undefined): Promise<void> {
    if (outboxId && OUTBOX_KEY.test(outboxId))
      await this.recorder.recordCallback(outboxId, { ...report }, this.clock.now());
    await this.reports.apply(report);
  }
}

const BANDWIDTH_STATUS: Readonly<Record<string, string>> = {
  'message-sending': 'sending',
  'message-delivered': 'delivered',
  'message-failed': 'failed',
};

import { systemClock, type Clock } from '@torque/domain';
import { readBandwidthEvent } from '../carriers/bandwidth/webhook.js';
import type { DeliveryReport } from '../carriers/carrier.port.js';
import { twilioInboundSms, twilioStatusReport } from '../carriers/twilio/webhook.js';
import type { Database } from '../db/database.js';
import type { InboundMessageService } from '../inbound/inbound-message.service.js';
import { RejectedInboundEventRepository } from '../inbound/rejected-inbound-event.repository.js';
import type { DeliveryReportService } from '../messaging/delivery-report.service.js';
import { OutboxRecorder } from '../outbox/outbox-recorder.js';
import type { Schemas } from '../http/contract.js';
import {
  eventFingerprint,
  printable,
  rejectionBeforeHandling,
  rejectionFromError,
} from './event-rejection.js';

const OUTBOX_KEY = /^[0-9]{1,18}$/;

/** What became of one carrier event: taken (stored, applied, a known duplicate) or kept aside as rejected. */
export type EventOutcome = 'handled' | 'rejected';

type EventIdentity = {
  readonly provider: 'twilio' | 'bandwidth';
  readonly kind: 'message' | 'status';
  readonly providerMessageId: string | undefined;
};

/**
 * The carrier webhooks, after their signature or credentials were checked (carriers/<carrier>/webhook.ts
 * reads each carrier's forms): inbound texts and statuses. Each event is handled on its own: one the
 * server cannot take is kept with its reason (rejected_inbound_event) and acknowledged, so the
 * carrier stops resending it and the others are not held back by it.
 */
export class CarrierWebhookService {
  private readonly recorder: OutboxRecorder;
  private readonly rejected: RejectedInboundEventRepository;

  constructor(
    db: Database,
    private readonly inbound: InboundMessageService,
    private readonly reports: DeliveryReportService,
    private readonly clock: Clock = systemClock,
  ) {
    this.recorder = new OutboxRecorder(db);
    this.rejected = new RejectedInboundEventRepository(db);
  }

  twilioInbound(form: Schemas['TwilioInboundSms']): Promise<EventOutcome> {
    const identity = { provider: 'twilio', kind: 'message', providerMessageId: form.MessageSid } as const;
    return this.one(identity, form, async () => {
      await this.inbound.receive(twilioInboundSms(form));
    });
  }

  twilioStatus(form: Schemas['TwilioStatusCallback'], outboxId: string | undefined): Promise<EventOutcome> {
    const identity = { provider: 'twilio', kind: 'status', providerMessageId: form.MessageSid } as const;
    return this.one(identity, form, () => this.status(twilioStatusReport(form), outboxId));
  }

  /**
   * Every event of the batch is tried. A failure a resend may cure (the database away) is thrown
   * after the others were tried, so Bandwidth resends the batch: what was stored is stored once.
   */
  async bandwidthEvents(events: readonly Schemas['BandwidthMessageEvent'][]): Promise<EventOutcome[]> {
    const outcomes: EventOutcome[] = [];
    let retryable: unknown = null;
    for (const event of events) {
      const kind = event.type === 'message-received' ? 'message' : 'status';
      const identity = { provider: 'bandwidth', kind, providerMessageId: event.message.id } as const;
      try {
        outcomes.push(
          await this.one(identity, event, async () => {
            const meaning = readBandwidthEvent(event);
            if (meaning.kind === 'inbound') await this.inbound.receive(meaning.sms);
            else if (meaning.kind === 'status') await this.status(meaning.report, meaning.outboxId);
          }),
        );
      } catch (error) {
        retryable ??= error;
      }
    }
    if (retryable) throw retryable;
    return outcomes;
  }

  private async one(
    identity: EventIdentity,
    event: object,
    handle: () => Promise<void>,
  ): Promise<EventOutcome> {
    let reason = rejectionBeforeHandling(event);
    if (reason === null) {
      try {
        await handle();
        return 'handled';
      } catch (error) {
        reason = rejectionFromError(error);
        if (reason === null) throw error;
      }
    }
    const payload = JSON.stringify(event);
    await this.rejected.keep({
      provider: identity.provider,
      kind: identity.kind,
      providerMessageId: printable(identity.providerMessageId),
      reason,
      payload,
      fingerprint: eventFingerprint(payload),
      receivedAt: this.clock.now(),
    });
    return 'rejected';
  }

  private async status(report: DeliveryReport, outboxId: string | undefined): Promise<void> {
    if (outboxId && OUTBOX_KEY.test(outboxId))
      await this.recorder.recordCallback(outboxId, { ...report }, this.clock.now());
    await this.reports.apply(report);
  }
}

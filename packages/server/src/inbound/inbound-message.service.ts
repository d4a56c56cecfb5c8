import {
  normalizeCustomerPhone,
  settleReplyCodes,
  SubmittedPhoneSchema,
  systemClock,
  type Clock,
  type DeploymentVariantOrUnknown,
  type ReplyClassifier,
} from '@torque/domain';
import type { Database } from '../db/database.js';
import { followLeadStage } from '../leads/lead-stage.service.js';
import { LeadStateRepository } from '../leads/lead-state.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { BookingService } from '../appointments/booking/booking.service.js';
import { bookAssistantPick, type AssistantPick } from './assistant-pick.js';
import { respondAsAssistant } from './assistant-responder.js';
import { applyInboundConsent } from './inbound-consent.js';
import { EnterpriseTaughtClassifier } from './enterprise-taught-classifier.js';
import { readerOfInbound } from './inbound-enterprise.js';
import { InboundRoutingRepository } from './inbound-routing.repository.js';
import type { InboundResult, InboundSms } from './inbound-sms.js';
import { loadReplyContext } from './reply-context.js';
import { followReplyLanguage } from './reply-language.js';
import type { BookingLinks } from '../booking-links/booking-links.js';
import { answerVisitSurvey } from '../visit-survey/survey-answer.js';

/** +1 and ten digits: the domain's one spelling of a US mobile number (spec 1 §5). */
const isUsMobile = (phone: string): boolean => SubmittedPhoneSchema.safeParse(phone).success;

/** Thrown inside the transaction to roll back everything a repeated webhook would have written. */
class DuplicateInbound extends Error {}

/**
 * A customer's text, end to end, in one transaction: find (or open) the lead, store the message once
 * per provider id, raise unread and inbound counts, emit MESSAGE_CREATED, then compliance (opt-out /
 * opt-in) and the assistant. The outbox is woken after commit for what was queued.
 */
export class InboundMessageService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly understanding: {
      readonly classifier: ReplyClassifier;
      readonly variant: DeploymentVariantOrUnknown;
    },
    private readonly clock: Clock = systemClock,
    /** Issue 34: the assistant's offers carry the lead's booking link when the installation has them. */
    private readonly bookingLinks?: BookingLinks,
  ) {
    // Whatever reads the replies, staff's corrections in Show Intents teach it (issue 31 point 2).
    this.classifier = new EnterpriseTaughtClassifier(understanding.classifier, db);
  }

  private readonly classifier: ReplyClassifier;

  async receive(sms: InboundSms): Promise<InboundResult> {
    const from = normalizeCustomerPhone(sms.from);
    if (!isUsMobile(from)) return { status: 'ignored', reason: `not a +1 number: ${sms.from}` };
    const to = normalizeCustomerPhone(sms.to);
    const at = this.clock.now();
    // Read before the transaction: a hosted classifier must not hold the database while it thinks.
    // Staff's teaching is their enterprise's own: the classifier is told whose customer wrote.
    const reader = await readerOfInbound(this.db, from, isUsMobile(to) ? to : null);
    const likelihoods = await this.classifier.classify(sms.body, reader ?? undefined);
    const codes = settleReplyCodes(sms.body, likelihoods, this.understanding.variant);
    let result: InboundResult;
    let pick: AssistantPick | null = null;
    try {
      result = await this.db.transaction(async (tx) => {
        const routing = new InboundRoutingRepository(tx);
        const store = isUsMobile(to) ? await routing.storeByNumber(to) : null;
        const fallback = store ?? (await routing.fallbackStore());
        const target =
          (await routing.latestLead(from, store?.id ?? null)) ??
          (fallback ? await routing.createLead(from, fallback, at) : null);
        if (!target) return { status: 'ignored', reason: 'no store to route to' } as const;
        const row = await new MessageRepository(tx).insertInbound({
          fsi_id: target.leadId,
          content: sms.body,
          created_on: at,
          direction: 'RECEIVED',
          message_type: 'SMS',
          notification_type: 'MESSAGE_FROM_CUSTOMER',
          message_status: 'received',
          errors: null,
          message_sent_by: null,
          from_name: null,
          to_name: null,
          from_address: from,
          to_address: to,
          subject: null,
          media_urls: sms.mediaUrls,
          message_response_time: null,
          user_color_code: null,
          response_reqd: true,
          valid_log_mode: null,
          service_type: null,
          provider_message_id: sms.providerMessageId,
        });
        if (!row) throw new DuplicateInbound();
        await new LeadStateRepository(tx).recordIncoming(target.leadId, at);
        await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', target.leadId, {
          message: toMessageInstance(row),
        });
        await followLeadStage(tx, target.leadId, 'CONVERSATION', at);
        const loaded = {
          ...(await loadReplyContext(tx, target.leadId, store ? to : null)),
          bookingLinks: this.bookingLinks,
        };
        // The reply may change the language every text from here on speaks (issue 31).
        const context = await followReplyLanguage(tx, loaded, { text: sms.body, at });
        const inbound = { text: sms.body, messageId: row.id, phone: from, at, codes, likelihoods };
        const consent = await applyInboundConsent(tx, context, inbound);
        // A HELP has had its answer and a possible opt-out waits for staff: the assistant reads, never answers.
        const held = { ...context, lead: { ...context.lead, aiEnabled: false } };
        // The answer to a visit's thank-you, while it awaits one, comes before the assistant's reading (issue 34).
        const survey = consent.holdAssistant ? null : await answerVisitSurvey(tx, context, inbound);
        const outcome =
          survey ?? (await respondAsAssistant(tx, consent.holdAssistant ? held : context, inbound));
        if (outcome.kind === 'book') pick = { ...outcome, leadId: target.leadId, texted: store ? to : null };
        return {
          status: 'stored',
          messageId: row.id,
          leadId: target.leadId,
          newLead: target.created,
        } as const;
      });
    } catch (error) {
      if (error instanceof DuplicateInbound) return { status: 'duplicate' };
      throw error;
    }
    // The pick is booked in the booking's own transaction (its claims, its retries), as staff book.
    if (pick)
      await bookAssistantPick(
        this.db,
        new BookingService(this.db, this.clock, this.outbox),
        pick,
        this.clock,
        this.bookingLinks,
      );
    this.outbox.wake();
    return result;
  }
}

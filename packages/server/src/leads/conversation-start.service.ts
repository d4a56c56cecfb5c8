import {
  ASSISTANT_REPLIES,
  checkLastMessage,
  conversationStartWarning,
  DEFAULT_FOLLOW_UP_BODY,
  DEFAULT_OPENING_BODY,
  DEFAULT_SERVICE_OPENING_BODY,
  languageOf,
  openingTemplateBody,
  renderTemplate,
  replyInLanguage,
  serviceTypeLabel,
  SUCCESSFULLY_INITIATED,
  systemClock,
  type Clock,
} from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { withBookingLink, type BookingLinks } from '../booking-links/booking-links.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { loadReplyContext, type ReplyContext } from '../inbound/reply-context.js';
import { appendNotSentNoteOnce } from '../messaging/not-sent-note.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { ConversationStartRepository } from './conversation-start.repository.js';
import { requireVisibleLead } from './lead-access.js';
import { recordWorkflow } from './lead-flags.service.js';
import { LEAD_NOT_FOUND, type LeadService } from './lead.service.js';
import { bulkStartPreview, leftOutBecause } from './bulk-start-preview.js';
import { planOutboundText, previewOf, queuePlannedText, type OutboundPlan } from './outbound-text.js';

type Start = {
  readonly kind: 'start' | 'follow-up';
  readonly isForced: boolean;
  readonly followupType?: string;
};
type Planned = {
  readonly plan: OutboundPlan;
  readonly warning: string | null;
  readonly context: ReplyContext;
};

/**
 * Starting conversations (spec 1 §4, spec 2 §7): one lead, a follow-up, or up to 1,000 at once. The
 * first text is the service type's template with the lead's values, through the outbox (opt-out and
 * quiet hours respected); the forced-conversation rule refuses a customer already in conversation
 * unless staff confirmed. The same plan answers the preview, so staff see what goes before it goes.
 */
export class ConversationStartService {
  constructor(
    private readonly db: Database,
    private readonly leads: LeadService,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
    /** Issue 34: a first text may carry the customer's booking link (the service leads' default does). */
    private readonly bookingLinks?: BookingLinks,
  ) {}

  /** 'Successfully Started': answers the lead, now in conversation. */
  async start(principal: Principal, fsiId: number, isForced: boolean): Promise<Schemas['Lead']> {
    await requireVisibleLead(this.db, principal, fsiId);
    await this.db.transaction((tx) => this.startOne(tx, principal, fsiId, { kind: 'start', isForced }));
    this.outbox.wake();
    return this.leads.get(principal, fsiId);
  }

  /** A follow-up text; refused only when another interaction of the customer is in conversation. */
  async followUp(
    principal: Principal,
    fsiId: number,
    followupType: string,
  ): Promise<Schemas['Acknowledgement']> {
    await requireVisibleLead(this.db, principal, fsiId);
    await this.db.transaction((tx) =>
      this.startOne(tx, principal, fsiId, { kind: 'follow-up', isForced: false, followupType }),
    );
    this.outbox.wake();
    return { message: SUCCESSFULLY_INITIATED };
  }

  /**
   * Every lead must be one the user may see, or nothing starts (404). Leads the start rule or consent
   * refuses are left out and counted in the answer, so staff know who was not texted.
   */
  async bulk(
    principal: Principal,
    request: Schemas['BulkInitiateRequest'],
  ): Promise<Schemas['Acknowledgement']> {
    const ids = [...new Set(request.futureServiceInteractionIds)];
    for (const id of ids) await requireVisibleLead(this.db, principal, id);
    const isForced = request.isForced ?? false;
    const skipped = await this.db.transaction(async (tx) => {
      let left = 0;
      for (const id of ids) {
        const start = { kind: 'start', isForced } as const;
        const planned = await this.plan(tx, id, start);
        if (leftOutBecause(planned) === null) await this.startOne(tx, principal, id, start, planned);
        else {
          left += 1;
          // A customer who cannot be texted: the lead says why its conversation did not start (issue 29).
          const blocked = planned.plan.blockedReason;
          if (blocked !== null)
            await appendNotSentNoteOnce(tx, id, 'The first text', blocked, planned.plan.at);
        }
      }
      return left;
    });
    if (skipped === ids.length)
      throw badRequest(
        `None of the ${ids.length} leads could be started: each is already in conversation or cannot be texted.`,
      );
    this.outbox.wake();
    return {
      message:
        skipped === 0
          ? SUCCESSFULLY_INITIATED
          : `${SUCCESSFULLY_INITIATED} ${ids.length - skipped} started; ${skipped} left out (already in conversation or cannot be texted).`,
    };
  }

  /**
   * What bulk() would do with these leads, nothing stored (issue 15): the same visibility check, plan
   * and left-out rule, so the confirmation staff see is what the start does.
   */
  async previewBulk(
    principal: Principal,
    request: Schemas['BulkStartPreviewRequest'],
  ): Promise<Schemas['BulkStartPreview']> {
    const ids = [...new Set(request.futureServiceInteractionIds)];
    for (const id of ids) await requireVisibleLead(this.db, principal, id);
    const plans = await this.db.transaction(async (tx) => {
      const planned: Planned[] = [];
      for (const id of ids) planned.push(await this.plan(tx, id, { kind: 'start', isForced: false }));
      return planned;
    });
    return bulkStartPreview(
      plans.map(({ plan, warning, context }) => ({ plan, warning, lead: context.lead })),
    );
  }

  /** What an action would text, to whom and when; nothing is stored. */
  async preview(
    principal: Principal,
    request: Schemas['OutboundPreviewRequest'],
  ): Promise<Schemas['OutboundPreview']> {
    await requireVisibleLead(this.db, principal, request.id);
    return this.db.transaction(async (tx) => {
      if (request.action === 'START_CONVERSATION' || request.action === 'FOLLOW_UP') {
        const { plan, warning } = await this.plan(tx, request.id, {
          kind: request.action === 'FOLLOW_UP' ? 'follow-up' : 'start',
          isForced: false,
        });
        return previewOf(plan, warning);
      }
      const context = await loadReplyContext(tx, request.id, null);
      const at = this.clock.now();
      if (request.action === 'ACTION_INTENT') {
        if (!request.actionIntent) throw badRequest('actionIntent is required for ACTION_INTENT.');
        const body = ASSISTANT_REPLIES[request.actionIntent];
        const language = languageOf(context.lead.customerMaster);
        const text = body === null ? null : renderTemplate(replyInLanguage(body, language), context.template);
        return previewOf(await planOutboundText(tx, context, text, at), null);
      }
      const last = checkLastMessage(request.lastMessage ?? '');
      const plan = await planOutboundText(tx, context, last.ok ? last.value : null, at);
      return previewOf(last.ok ? plan : { ...plan, blockedReason: plan.blockedReason ?? last.error }, null);
    });
  }

  private async plan(tx: Queryable, fsiId: number, start: Start): Promise<Planned> {
    const repository = new ConversationStartRepository(tx);
    const facts = await repository.startFacts(fsiId);
    if (!facts) throw notFound(LEAD_NOT_FOUND);
    const context = await loadReplyContext(tx, fsiId, null);
    const lead = context.lead;
    const warning = conversationStartWarning(
      {
        // A follow-up is meant for a lead already in conversation: only another interaction stops it.
        leadInitiated: start.kind === 'start' && facts.initiated,
        serviceTypeLabel: serviceTypeLabel(lead.plannedServiceType),
        otherInteractionInitiated: facts.otherInitiated,
      },
      start.isForced,
    );
    const templates = await repository.openingTemplates(
      facts.enterpriseId,
      lead.storeMaster.id,
      lead.plannedServiceType,
    );
    const isService = !lead.plannedServiceType.startsWith('SALES');
    const body = openingTemplateBody(
      start.kind === 'start' ? templates : [],
      start.kind === 'follow-up'
        ? DEFAULT_FOLLOW_UP_BODY
        : isService && this.bookingLinks
          ? DEFAULT_SERVICE_OPENING_BODY
          : DEFAULT_OPENING_BODY,
    );
    const now = this.clock.now();
    // The default texts speak the customer's language (issue 31); a store's own template is as written.
    const spoken = replyInLanguage(body, languageOf(lead.customerMaster));
    const values = await withBookingLink(tx, this.bookingLinks, context.template, spoken, fsiId, now);
    const plan = await planOutboundText(tx, context, renderTemplate(spoken, values), now);
    return { plan, warning, context };
  }

  private async startOne(
    tx: Queryable,
    principal: Principal,
    fsiId: number,
    start: Start,
    planned?: Planned,
  ): Promise<void> {
    const { plan, warning, context } = planned ?? (await this.plan(tx, fsiId, start));
    if (warning !== null) throw badRequest(warning);
    if (plan.blockedReason !== null || plan.text === null)
      throw badRequest(plan.blockedReason ?? 'Nothing to send.');
    await queuePlannedText(tx, context, { ...plan, text: plan.text }, principal, 'campaign');
    await new ConversationStartRepository(tx).markInitiated(fsiId);
    const value =
      start.kind === 'follow-up' ? (start.followupType ?? null) : start.isForced ? 'forced' : null;
    await recordWorkflow(
      tx,
      fsiId,
      start.kind === 'start' ? 'start-conversation' : 'initiate-follow-up',
      value,
      principal,
      plan.at,
    );
    await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', fsiId, {
      flags: { conversationInitiated: true },
    });
  }
}

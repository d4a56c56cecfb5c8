import {
  INVALID_NUMBER,
  LANDLINE_CANNOT_TEXT,
  LIST_CHANGED_SINCE_PREVIEW,
  LIST_TEXT_MAX_MEMBERS,
  LIST_TEXT_SKIP_WORDS,
  LIST_TOO_LONG_TO_TEXT,
  listMemberOutcome,
  listTextCounts,
  listTextHeadline,
  NOBODY_ON_LIST_TO_TEXT,
  OPTED_OUT_MESSAGE,
  renderTemplate,
  systemClock,
  type Clock,
  type ListMemberOutcome,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { withBookingLink, type BookingLinks } from '../booking-links/booking-links.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { loadReplyContext, type ReplyContext } from '../inbound/reply-context.js';
import { ConsentPendingRepository } from '../leads/consent-pending.repository.js';
import { ConversationStartRepository } from '../leads/conversation-start.repository.js';
import { recordWorkflow } from '../leads/lead-flags.service.js';
import { planOutboundText, queuePlannedText, type OutboundPlan } from '../leads/outbound-text.js';
import { appendNotSentNoteOnce } from '../messaging/not-sent-note.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { LIST_NOT_FOUND, requireMailingListTenant } from './mailing-list-access.js';
import { ListTextMembersRepository, type ListMemberRow } from './list-text-members.repository.js';
import { MailingListRepository } from './mailing-list.repository.js';

type Request = Schemas['MailingListTextRequest'];
type PlannedMember = {
  readonly row: ListMemberRow;
  readonly outcome: ListMemberOutcome;
  readonly zone: string;
  /** The conversation and its planned text, when a customer matched. */
  readonly planned: { readonly context: ReplyContext; readonly plan: OutboundPlan } | null;
};

/**
 * 'Text this list' (issue 30, point 10): one message, its placeholders filled in per member, to every
 * entry of a list. The preview and the send plan each member with the same function (plan): the
 * customer's latest conversation in the user's scope, the outbound plan every control uses (opt-out
 * across the enterprise, a textable mobile number, quiet hours) and a possible opt-out waiting; then
 * the domain's listMemberOutcome decides. The send queues through the outbox in the user's name.
 */
export class ListTextService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
    /** Issue 34: a list text carrying `${lead.deal.bookingLink}` gives each member their lead's link. */
    private readonly bookingLinks?: BookingLinks,
  ) {}

  async preview(principal: Principal, request: Request): Promise<Schemas['MailingListTextPreview']> {
    const members = await this.db.transaction((tx) => this.plan(tx, principal, request));
    return answerOf(members);
  }

  async send(principal: Principal, request: Request): Promise<Schemas['MailingListTextPreview']> {
    const members = await this.db.transaction(async (tx) => {
      const planned = await this.plan(tx, principal, request);
      const counts = listTextCounts(planned.map((member) => member.outcome));
      const { expected } = request;
      if (
        expected &&
        (expected.textNow !== counts.textNow ||
          expected.held !== counts.held ||
          expected.notTexted !== counts.notTexted)
      )
        throw badRequest(LIST_CHANGED_SINCE_PREVIEW);
      if (counts.textNow + counts.held === 0) throw badRequest(NOBODY_ON_LIST_TO_TEXT);
      for (const member of planned) await this.carryOut(tx, principal, member);
      return planned;
    });
    this.outbox.wake();
    return answerOf(members);
  }

  /** Every member's outcome, nothing stored: what the preview shows and the send does. */
  private async plan(tx: Queryable, principal: Principal, request: Request): Promise<PlannedMember[]> {
    requireMailingListTenant(principal, request.tenantId);
    if (!(await new MailingListRepository(tx).exists(request.tenantId, request.mailingListMasterId)))
      throw notFound(LIST_NOT_FOUND);
    const rows = await new ListTextMembersRepository(tx).members(
      request.tenantId,
      request.mailingListMasterId,
      dataScopeOf(principal),
    );
    if (rows.length > LIST_TEXT_MAX_MEMBERS) throw badRequest(LIST_TOO_LONG_TO_TEXT);
    const at = this.clock.now();
    const reached = new Set<string>();
    const pending = new ConsentPendingRepository(tx);
    const members: PlannedMember[] = [];
    for (const row of rows) {
      if (row.leadId === null) {
        const outcome = listMemberOutcome({
          ...NOTHING_KNOWN,
          hasMobileNumber: row.cellular !== null,
          at,
          notBefore: at,
        });
        members.push({ row, outcome, zone: '', planned: null });
        continue;
      }
      const context = await loadReplyContext(tx, row.leadId, null);
      const values = await withBookingLink(
        tx,
        this.bookingLinks,
        context.template,
        request.body,
        row.leadId,
        at,
      );
      const plan = await planOutboundText(tx, context, renderTemplate(request.body, values), at);
      const outcome = listMemberOutcome({
        hasMobileNumber: plan.blockedReason !== INVALID_NUMBER,
        customerFound: true,
        duplicate: reached.has(plan.to),
        optedOut: plan.blockedReason === OPTED_OUT_MESSAGE,
        landline: plan.blockedReason === LANDLINE_CANNOT_TEXT,
        consentPending: (await pending.ofLead(row.leadId)) !== null,
        notBefore: plan.notBefore,
        at,
      });
      reached.add(plan.to);
      members.push({ row, outcome, zone: context.officeZone, planned: { context, plan } });
    }
    return members;
  }

  /** Queues a member's text (starting the lead when it was not), or notes in the conversation why not. */
  private async carryOut(tx: Queryable, principal: Principal, member: PlannedMember): Promise<void> {
    const { outcome, planned, row } = member;
    if (!planned || row.leadId === null) return;
    if (outcome.kind === 'NOT_TEXTED') {
      // The same customer reached through another entry was texted: nothing to note.
      if (outcome.reason !== 'DUPLICATE')
        await appendNotSentNoteOnce(
          tx,
          row.leadId,
          'The list text',
          LIST_TEXT_SKIP_WORDS[outcome.reason],
          planned.plan.at,
        );
      return;
    }
    const { context, plan } = planned;
    if (plan.text === null) return;
    await queuePlannedText(tx, context, { ...plan, text: plan.text }, principal, 'campaign');
    if (!row.initiated) {
      await new ConversationStartRepository(tx).markInitiated(row.leadId);
      await recordWorkflow(tx, row.leadId, 'start-conversation', 'mailing-list', principal, plan.at);
      await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', row.leadId, {
        flags: { conversationInitiated: true },
      });
    }
  }
}

const NOTHING_KNOWN = {
  customerFound: false,
  duplicate: false,
  optedOut: false,
  landline: false,
  consentPending: false,
} as const;

function answerOf(members: readonly PlannedMember[]): Schemas['MailingListTextPreview'] {
  const counts = listTextCounts(members.map((member) => member.outcome));
  const first = members.find((member) => member.outcome.kind !== 'NOT_TEXTED');
  return {
    members: members.map(({ row, outcome, zone, planned }) => ({
      mailingListDetailsId: row.entryId,
      name:
        [row.firstName, row.lastName].filter((part) => part != null && part !== '').join(' ') ||
        planned?.plan.toName ||
        '',
      cellular: planned?.plan.to ?? row.cellular,
      futureServiceInteractionId: row.leadId,
      outcome: outcome.kind,
      reasonCode: outcome.kind === 'NOT_TEXTED' ? outcome.reason : null,
      reason: outcome.kind === 'NOT_TEXTED' ? LIST_TEXT_SKIP_WORDS[outcome.reason] : null,
      sendAt: outcome.kind === 'HELD' ? outcome.until.toISOString() : null,
      zone,
    })),
    counts,
    sampleText: first?.planned?.plan.text ?? null,
    message: listTextHeadline(counts),
  };
}

import {
  aiEnabledAfterAnswer,
  canEditCustomers,
  consentAnswerNote,
  NO_POSSIBLE_OPT_OUT,
  OPT_OUT_CONFIRMATION,
  OPT_OUT_CONFIRMATION_ES,
  readConsentReply,
  renderTemplate,
  smsText,
  systemClock,
  type Clock,
  type ConsentAnswer,
} from '@torque/domain';
import { principalName, type Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { appendStaffNote } from '../messaging/staff-note.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { ConsentPendingRepository, type ConsentPendingRow } from './consent-pending.repository.js';
import { ConsentRepository } from './consent.repository.js';
import { requireVisibleLead } from './lead-access.js';
import { LeadFlagsRepository } from './lead-flags.repository.js';
import { MarkRepository } from './mark.repository.js';

/**
 * Staff answer a possible opt-out (issue 29, point 2): "Confirm opt-out" opts the customer out (ledger:
 * source staff, the user) and sends the one confirmation; "Not an opt-out" keeps consent (ledger:
 * consent-kept) and lets the automated texts that waited go. Either way the assistant is set by the
 * domain's rule, the conversation gets a note naming who answered, and the question clears.
 */
export class PossibleOptOutService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock = systemClock,
  ) {}

  confirm(principal: Principal, fsiId: number): Promise<Schemas['Acknowledgement']> {
    return this.answer(principal, fsiId, 'confirm-opt-out');
  }

  dismiss(principal: Principal, fsiId: number): Promise<Schemas['Acknowledgement']> {
    return this.answer(principal, fsiId, 'not-an-opt-out');
  }

  private async answer(
    principal: Principal,
    fsiId: number,
    answer: ConsentAnswer,
  ): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canEditCustomers);
    await requireVisibleLead(this.db, principal, fsiId);
    const at = this.clock.now();
    await this.db.transaction(async (tx) => {
      const pending = new ConsentPendingRepository(tx);
      const question = await pending.ofLead(fsiId);
      if (!question) throw badRequest(NO_POSSIBLE_OPT_OUT);
      await this.record(tx, principal, question, answer, at);
      const aiEnabled = aiEnabledAfterAnswer(answer, question.aiEnabledBefore);
      await new LeadFlagsRepository(tx).set(question.fsiId, { aiEnabled });
      await pending.answer(question.customerId, at);
      await appendStaffNote(
        tx,
        principal,
        question.fsiId,
        {
          content: consentAnswerNote(answer, principalName(principal)),
          notificationType: 'INTERNAL_NOTIFICATION',
          responseReqd: false,
        },
        at,
      );
      await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', question.fsiId, {
        marks: await new MarkRepository(tx).ofLead(question.fsiId),
        flags: { aiEnabled },
        consentPending: null,
      });
    });
    this.outbox.wake();
    return { message: 'Successfully Updated' };
  }

  private async record(
    tx: Queryable,
    principal: Principal,
    question: ConsentPendingRow,
    answer: ConsentAnswer,
    at: Date,
  ): Promise<void> {
    const context = await loadReplyContext(tx, question.fsiId, null);
    const change = {
      customerId: question.customerId,
      fsiId: question.fsiId,
      phone: context.lead.customerMaster.cellular,
      source: 'staff' as const,
      text: question.text,
      messageId: question.messageId,
      at,
      userId: principal.userId,
    };
    const consents = new ConsentRepository(tx);
    if (answer === 'not-an-opt-out') return consents.record('consent-kept', change);
    if (!(await consents.optOut(change))) return;
    // The one confirmation carriers require, in the customer's language, as inbound-consent sends it.
    const body =
      readConsentReply(question.text).language === 'es' ? OPT_OUT_CONFIRMATION_ES : OPT_OUT_CONFIRMATION;
    const content = smsText(renderTemplate(body, context.template));
    await queueOutgoing(tx, automatedText(context, content, at), 'compliance', at);
  }
}

import { languageOf, thankYouDue, thankYouText, type RepairOrderStatus } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { planOutboundText } from '../leads/outbound-text.js';
import { appendNotSentNote } from '../messaging/not-sent-note.js';
import { queueOutgoing } from '../outbox/queue-outgoing.js';
import { VisitSurveyRepository } from './visit-survey.repository.js';

/**
 * The visit's thank-you (issue 34 part 2), in the transaction that closed its repair order: one per
 * visit (the claim's unique key), through the outbox like every automated text, so quiet hours hold it
 * and an opted-out customer gets nothing (the conversation says why). True when a text was queued.
 */
export async function askHowTheVisitWent(
  tx: Queryable,
  order: { readonly id: number; readonly status: RepairOrderStatus; readonly fsiId: number | null },
  at: Date,
): Promise<boolean> {
  const surveys = new VisitSurveyRepository(tx);
  const hasLead = order.fsiId !== null;
  if (
    !thankYouDue({ status: order.status, hasLead, alreadyAsked: hasLead && (await surveys.exists(order.id)) })
  )
    return false;
  const fsiId = order.fsiId!;
  const visit = await surveys.visit(order.id);
  if (visit === null) return false;
  const surveyId = await surveys.claim(order.id, fsiId, visit, at);
  if (surveyId === null) return false;
  const context = await loadReplyContext(tx, fsiId, null);
  const language = languageOf(context.lead.customerMaster);
  const text = thankYouText({ firstName: visit.first_name, storeName: visit.store_name }, language);
  const plan = await planOutboundText(tx, context, text, at);
  if (plan.blockedReason !== null || plan.text === null) {
    await surveys.settle(surveyId, { askedAt: null, messageId: null, skippedReason: plan.blockedReason });
    if (plan.blockedReason !== null)
      await appendNotSentNote(tx, fsiId, 'Thank-you text', plan.blockedReason, at);
    return false;
  }
  const queued = await queueOutgoing(tx, automatedText(context, plan.text, at), 'assistant', plan.notBefore);
  // The question is asked when it reaches the customer: after quiet hours when they hold it.
  const askedAt = plan.notBefore.getTime() > at.getTime() ? plan.notBefore : at;
  await surveys.settle(surveyId, { askedAt, messageId: queued.row.id, skippedReason: null });
  return true;
}

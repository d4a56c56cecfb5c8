import {
  classifyInbound,
  complaintAmongMeanings,
  languageOf,
  managerHandOffNote,
  reviewNote,
  serviceManagerOf,
  surveyAnswerOf,
  surveyReplyText,
  surveyTakesReply,
  type ReplyCodes,
  type SurveyAnswer,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { appendAdvisorNote } from '../inbound/appointment-reply.js';
import { awaitStaffAnswer } from '../inbound/assistant-handoff.js';
import type { AssistantOutcome } from '../inbound/assistant-responder.js';
import { IntentDetailsRepository } from '../inbound/intent-details.repository.js';
import { automatedText, type ReplyContext } from '../inbound/reply-context.js';
import { LeadWorkflowRepository } from '../leads/lead-workflow.repository.js';
import { planOutboundText } from '../leads/outbound-text.js';
import { appendNotSentNote } from '../messaging/not-sent-note.js';
import { appendAssistantNote } from '../messaging/staff-note.js';
import { queueOutgoing } from '../outbox/queue-outgoing.js';
import { VisitSurveyRepository, type AwaitingSurvey, type SurveyOutcome } from './visit-survey.repository.js';

type SurveyReply = {
  readonly text: string;
  readonly messageId: number;
  readonly at: Date;
  readonly codes: ReplyCodes;
};

/**
 * A customer's reply read as the answer to the visit's thank-you (issue 34 part 2), or null when it is
 * not one and the assistant reads it as usual. It is one only while a thank-you awaits an answer and
 * was the last question asked (a later booking offer keeps its "Reply 1 or 2"), and only when it gives a
 * score or a complaint. 1–3 or a complaint: a private note to the store's service manager, the lead
 * handed to staff. 4–5: the store's review link, or thanks without one (the note says why). The answer
 * is kept on the visit; the reply goes through the outbox (opt-out, quiet hours).
 */
export async function answerVisitSurvey(
  tx: Queryable,
  context: ReplyContext,
  reply: SurveyReply,
): Promise<AssistantOutcome | null> {
  const surveys = new VisitSurveyRepository(tx);
  const lead = context.lead;
  const survey = await surveys.awaiting(lead.customerMaster.id);
  if (survey === null) return null;
  const offerMadeAt = await surveys.offerMadeAt(lead.id);
  if (!surveyTakesReply({ surveyAskedAt: survey.asked_at, offerMadeAt, now: reply.at })) return null;
  const reading = classifyInbound(reply.text);
  if (reading.consent !== 'none') return null;
  const answer = surveyAnswerOf(reply.text, complaintAmongMeanings(reply.codes));
  if (answer === null) return null;
  // Show Intents still lists the reply with the assistant's reading.
  await new IntentDetailsRepository(tx).record(reply.messageId, lead.id, reply.text, reading, reply.codes);
  const body = surveyReplyText(
    answer,
    { firstName: lead.customerMaster.firstName, reviewUrl: survey.review_url },
    languageOf(lead.customerMaster),
  );
  const plan = await planOutboundText(tx, context, body, reply.at);
  const sent = plan.blockedReason === null && plan.text !== null;
  const outcome: SurveyOutcome =
    answer.kind === 'manager' ? 'MANAGER' : survey.review_url && sent ? 'REVIEW_LINK' : 'THANKED';
  const kept = await surveys.answer(survey.id, {
    score: answer.score,
    text: reply.text,
    messageId: reply.messageId,
    at: reply.at,
    outcome,
  });
  if (!kept) return { kind: 'none' };
  await tellStaff(tx, context, { survey, answer, reply, linkSent: outcome === 'REVIEW_LINK' });
  if (!sent) {
    if (plan.blockedReason !== null)
      await appendNotSentNote(tx, lead.id, 'Survey reply', plan.blockedReason, reply.at);
    return { kind: 'none' };
  }
  const queued = await queueOutgoing(
    tx,
    automatedText(context, plan.text!, reply.at),
    'assistant',
    plan.notBefore,
  );
  return { kind: 'queued', outboxId: queued.outboxId, notBefore: plan.notBefore };
}

/** A low score goes privately to the service manager (a hand-off); a high one is noted for everyone. */
async function tellStaff(
  tx: Queryable,
  context: ReplyContext,
  about: {
    readonly survey: AwaitingSurvey;
    readonly answer: SurveyAnswer;
    readonly reply: SurveyReply;
    readonly linkSent: boolean;
  },
): Promise<void> {
  const { survey, answer, reply } = about;
  const leadId = context.lead.id;
  if (answer.kind === 'review') {
    const content = reviewNote({ score: answer.score, roNumber: survey.ro_number, linkSent: about.linkSent });
    await appendAssistantNote(
      tx,
      context.assistantName,
      leadId,
      { content, notificationType: 'INTERNAL_NOTES', responseReqd: false },
      reply.at,
    );
    return;
  }
  const manager = serviceManagerOf(await new VisitSurveyRepository(tx).storeManagers(survey.store_id));
  const note = managerHandOffNote({
    managerName: manager?.name ?? null,
    score: answer.score,
    roNumber: survey.ro_number,
    text: reply.text,
  });
  await appendAdvisorNote(tx, context, manager?.name ?? null, note, reply.at);
  await new LeadWorkflowRepository(tx).setHandOff(leadId, 'MANUAL', reply.at);
  await awaitStaffAnswer(tx, leadId);
}

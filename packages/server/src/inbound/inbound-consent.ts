import {
  consentReplyInLanguage,
  formatPhone,
  helpReply,
  isConsentKeywordReply,
  languageOf,
  OPT_IN_CONFIRMATION,
  OPT_IN_CONFIRMATION_ES,
  OPT_OUT_CONFIRMATION,
  OPT_OUT_CONFIRMATION_ES,
  otherChannelNote,
  POSSIBLE_OPT_OUT_NOTE,
  readConsentReply,
  renderTemplate,
  replyAnswersPending,
  smsText,
  type ConsentIntent,
  type ConsentReply,
  quoteInNote,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { ConsentPendingRepository } from '../leads/consent-pending.repository.js';
import { ConsentRepository, type ConsentSource } from '../leads/consent.repository.js';
import { LeadFlagsRepository } from '../leads/lead-flags.repository.js';
import { MarkRepository } from '../leads/mark.repository.js';
import { appendAssistantNote } from '../messaging/staff-note.js';
import { queueOutgoing } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { automatedText, type ReplyContext } from './reply-context.js';

/** 'STOP', 'stop please', 'stpo': a keyword reply (the domain decides); anything else that opts out is free text. */
export const consentSourceOf = (text: string): ConsentSource =>
  isConsentKeywordReply(text) ? 'sms-keyword' : 'sms-free-text';

export type InboundConsent = {
  readonly consent: ConsentIntent;
  readonly reading: ConsentReply;
  readonly outboxIds: readonly string[];
  /** The assistant must not answer this text: a HELP got its answer, a possible opt-out waits for staff. */
  readonly holdAssistant: boolean;
};

type Inbound = {
  readonly text: string;
  readonly messageId: number;
  readonly phone: string;
  readonly at: Date;
};

/**
 * Compliance comes before anything else an inbound text does (issue 29). An opt-out marks the customer
 * and the lead SMS_OPT_OUT at once, blocks SMS, records the ledger (with the reason the text gives) and
 * queues the one confirmation carriers require, in the customer's language (kind 'compliance': the one
 * text a blocked number may get); START / UNSTOP / COMENZAR undo it. A repeated STOP is recorded but
 * confirmed only once. HELP is answered with the store's name and number. A possible opt-out pauses
 * the assistant and asks staff; a request about calls or e-mail leaves texts on and tells staff.
 */
export async function applyInboundConsent(
  tx: Queryable,
  context: ReplyContext,
  inbound: Inbound,
): Promise<InboundConsent> {
  // A bare STOP from a customer texted in Spanish is confirmed in Spanish (issue 31).
  const reading = consentReplyInLanguage(
    readConsentReply(inbound.text),
    languageOf(context.lead.customerMaster),
  );
  const outcome = (outboxIds: readonly string[] = [], holdAssistant = false): InboundConsent => ({
    consent: reading.intent === 'opt-out' || reading.intent === 'opt-in' ? reading.intent : 'none',
    reading,
    outboxIds,
    holdAssistant,
  });
  if (reading.intent === 'help') {
    const body = helpReply(reading.language, formatPhone(context.from));
    return outcome([await queueCompliance(tx, context, body, inbound.at)], true);
  }
  if (reading.intent === 'possible-opt-out') {
    await pauseForStaff(tx, context, inbound);
    return outcome([], true);
  }
  if (reading.intent === 'none') {
    if (reading.channel)
      await noteForStaff(tx, context, otherChannelNote(reading.channel, inbound.text), inbound.at);
    return outcome();
  }
  const change = {
    customerId: context.lead.customerMaster.id,
    fsiId: context.lead.id,
    phone: inbound.phone,
    source: consentSourceOf(inbound.text),
    text: inbound.text,
    messageId: inbound.messageId,
    at: inbound.at,
    reason: reading.intent === 'opt-out' ? (reading.reason ?? null) : null,
  };
  const consents = new ConsentRepository(tx);
  const changed = reading.intent === 'opt-out' ? await consents.optOut(change) : await consents.optIn(change);
  // A clear STOP or START answers a possible opt-out still waiting for staff: the customer decided.
  if (replyAnswersPending(reading.intent)) await answeredByCustomer(tx, context.lead.id, inbound.at);
  if (!changed) return outcome();
  const marks = await new MarkRepository(tx).ofLead(context.lead.id);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', context.lead.id, { marks, flags: {} });
  return outcome([await queueCompliance(tx, context, confirmationOf(reading), inbound.at)]);
}

function confirmationOf(reading: ConsentReply): string {
  const spanish = reading.language === 'es';
  if (reading.intent === 'opt-out') return spanish ? OPT_OUT_CONFIRMATION_ES : OPT_OUT_CONFIRMATION;
  return spanish ? OPT_IN_CONFIRMATION_ES : OPT_IN_CONFIRMATION;
}

async function queueCompliance(
  tx: Queryable,
  context: ReplyContext,
  body: string,
  at: Date,
): Promise<string> {
  const content = smsText(renderTemplate(body, context.template));
  return (await queueOutgoing(tx, automatedText(context, content, at), 'compliance', at)).outboxId;
}

/**
 * Unsure is not a guess (issue 29, point 2): consent is pending until staff confirm the opt-out or say it
 * is none. The assistant stops (its state kept for "Not an opt-out"), every automated text to the customer
 * waits; the ledger records staff's answer, not the question.
 */
async function pauseForStaff(tx: Queryable, context: ReplyContext, inbound: Inbound): Promise<void> {
  const customerId = context.lead.customerMaster.id;
  await new ConsentPendingRepository(tx).ask({
    customerId,
    fsiId: context.lead.id,
    messageId: inbound.messageId,
    text: inbound.text.trim(),
    aiEnabledBefore: context.lead.aiEnabled,
    at: inbound.at,
  });
  await new LeadFlagsRepository(tx).set(context.lead.id, { aiEnabled: false });
  await noteForStaff(tx, context, `${POSSIBLE_OPT_OUT_NOTE}: ${quoteInNote(inbound.text)}`, inbound.at);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', context.lead.id, {
    marks: await new MarkRepository(tx).ofLead(context.lead.id),
    flags: { aiEnabled: false },
    consentPending: { text: inbound.text.trim(), since: inbound.at.toISOString() },
  });
}

/** The customer's own STOP / START settled the question: it is cleared (the assistant stays as it is). */
async function answeredByCustomer(tx: Queryable, fsiId: number, at: Date): Promise<void> {
  const pending = new ConsentPendingRepository(tx);
  const question = await pending.ofLead(fsiId);
  if (!question) return;
  await pending.answer(question.customerId, at);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', question.fsiId, {
    consentPending: null,
  });
}

const noteForStaff = (tx: Queryable, context: ReplyContext, content: string, at: Date) =>
  appendAssistantNote(
    tx,
    context.assistantName,
    context.lead.id,
    { content, notificationType: 'INTERNAL_NOTIFICATION', responseReqd: true },
    at,
  );

import {
  consentIntentOf,
  isConsentKeywordReply,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
  renderTemplate,
  smsText,
  type ConsentIntent,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { ConsentRepository, type ConsentSource } from '../leads/consent.repository.js';
import { MarkRepository } from '../leads/mark.repository.js';
import { queueOutgoing } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { automatedText, type ReplyContext } from './reply-context.js';

/** 'STOP', 'stop please', 'stpo': a keyword reply (the domain decides); anything else that opts out is free text. */
export const consentSourceOf = (text: string): ConsentSource =>
  isConsentKeywordReply(text) ? 'sms-keyword' : 'sms-free-text';

export type InboundConsent = { readonly consent: ConsentIntent; readonly outboxIds: readonly string[] };

/**
 * Compliance comes before anything else an inbound text does. An opt-out marks the customer and
 * the lead SMS_OPT_OUT at once, blocks SMS, records the ledger and queues the confirmation carriers
 * require (kind 'compliance': the one text a blocked number may get); START / UNSTOP undo it.
 * A repeated STOP is recorded but confirmed only once.
 */
export async function applyInboundConsent(
  tx: Queryable,
  context: ReplyContext,
  inbound: { readonly text: string; readonly messageId: number; readonly phone: string; readonly at: Date },
): Promise<InboundConsent> {
  const consent = consentIntentOf(inbound.text);
  if (consent === 'none') return { consent, outboxIds: [] };
  const change = {
    customerId: context.lead.customerMaster.id,
    fsiId: context.lead.id,
    phone: inbound.phone,
    source: consentSourceOf(inbound.text),
    text: inbound.text,
    messageId: inbound.messageId,
    at: inbound.at,
  };
  const consents = new ConsentRepository(tx);
  const changed = consent === 'opt-out' ? await consents.optOut(change) : await consents.optIn(change);
  if (!changed) return { consent, outboxIds: [] };
  const marks = await new MarkRepository(tx).ofLead(context.lead.id);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', context.lead.id, { marks, flags: {} });
  const body = consent === 'opt-out' ? OPT_OUT_CONFIRMATION : OPT_IN_CONFIRMATION;
  const content = smsText(renderTemplate(body, context.template));
  const queued = await queueOutgoing(
    tx,
    automatedText(context, content, inbound.at),
    'compliance',
    inbound.at,
  );
  return { consent, outboxIds: [queued.outboxId] };
}

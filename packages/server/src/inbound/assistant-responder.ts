import {
  ASSISTANT_REPLIES,
  classifyInbound,
  customerNextSendTime,
  INTERVENTION_SECONDS,
  languageOf,
  readRequestedTime,
  REPLY_HANDLING,
  renderTemplate,
  replyInLanguage,
  smsText,
  timeOfferText,
  type CustomerLanguage,
  type InboundClassification,
  type ReplyCodes,
  type ReplyHandling,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { isSmsBlockedByPhone } from '../leads/sms-consent-by-phone.repository.js';
import { LogModeRepository } from '../messaging/log-mode.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { queueOutgoing } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { routeAppointmentReply } from './appointment-reply.js';
import { actOnReplyCode } from './reply-code-actions.js';
import { IntentDetailsRepository } from './intent-details.repository.js';
import { automatedText, type ReplyContext } from './reply-context.js';

export type AssistantOutcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'queued'; readonly outboxId: string; readonly notBefore: Date }
  | { readonly kind: 'log-mode-note'; readonly messageId: number };

/**
 * The assistant: records how it read the text (Show Intents) and the code it settled on (a mark on the
 * lead), acts on the code (a hand-off, switching itself off, the vehicle's service marked done) and, when
 * AI is on, answers as the code asks (reply-handling.rules.ts). Replies are automated texts: held for
 * 8 am–9 pm in the customer's zone. In log mode the reply waits as an internal note for staff.
 */
export async function respondAsAssistant(
  tx: Queryable,
  context: ReplyContext,
  inbound: {
    readonly text: string;
    readonly messageId: number;
    readonly at: Date;
    readonly codes: ReplyCodes;
  },
): Promise<AssistantOutcome> {
  const reading = classifyInbound(inbound.text);
  await new IntentDetailsRepository(tx).record(
    inbound.messageId,
    context.lead.id,
    inbound.text,
    reading,
    inbound.codes,
  );
  // A cancel or reschedule about a booked appointment goes to its advisor (their note is the hand-off);
  // a reschedule is answered with new free times instead of the code's own reply.
  const routed = await routeAppointmentReply(tx, context, { ...inbound, code: inbound.codes.code });
  const coded = REPLY_HANDLING[inbound.codes.code];
  const handling = routed ? { ...coded, handOff: false, reply: routed.offer ?? coded.reply } : coded;
  const active = context.lead.aiEnabled && !context.lead.conversationClosed;
  await actOnReplyCode(tx, context, inbound, handling, active);
  const customer = context.lead.customerMaster;
  const language = languageOf(customer); // the reply's own, when it changed it (reply-language.ts)
  const body = active ? replyBody(handling, reading, inbound, context.officeZone, language) : null;
  if (body === null) return { kind: 'none' };
  // Consent is the number's across the enterprise: an opt-out at another store silences this one too.
  if (await isSmsBlockedByPhone(tx, customer.id, context.lead.id)) return { kind: 'none' };
  const content = smsText(renderTemplate(replyInLanguage(body, language), context.template));
  const message = automatedText(context, content, inbound.at);
  if (context.logMode)
    return { kind: 'log-mode-note', messageId: await storeLogModeNote(tx, context, message) };
  const notBefore = customerNextSendTime(inbound.at, customer, context.officeZone);
  const queued = await queueOutgoing(tx, message, 'assistant', notBefore);
  return { kind: 'queued', outboxId: queued.outboxId, notBefore };
}

/**
 * The code's own reply; for a booking, the reply to what was asked: a day and time read in the store's
 * zone is offered back as the customer will understand it, else a yes, a service or a vehicle is answered.
 */
function replyBody(
  handling: ReplyHandling,
  reading: InboundClassification,
  inbound: { readonly text: string; readonly at: Date },
  storeZone: string,
  language: CustomerLanguage,
): string | null {
  if (reading.consent !== 'none') return null;
  if (handling.reply !== 'booking') return handling.reply;
  const asked = readRequestedTime(inbound.text, { zone: storeZone, now: inbound.at });
  if (asked?.time) return timeOfferText(asked, language);
  return reading.actionIntent === null ? null : ASSISTANT_REPLIES[reading.actionIntent];
}

/**
 * Log mode: the reply is kept as an internal note (validLogMode null, response required) with a
 * 40-second intervention window; staff send it (isLogModeToBeSent), edit it or dismiss it.
 */
async function storeLogModeNote(
  tx: Queryable,
  context: ReplyContext,
  message: ReturnType<typeof automatedText>,
): Promise<number> {
  const row = await new MessageRepository(tx).insert({
    ...message,
    message_type: 'INTERNAL_NOTES',
    notification_type: 'INTERNAL_NOTES',
    message_status: null,
    response_reqd: true,
    valid_log_mode: null,
  });
  const until = new Date(message.created_on.getTime() + INTERVENTION_SECONDS * 1000);
  // Announced with its window, so an open conversation shows the countdown (issue 14).
  const held = await new LogModeRepository(tx).holdForIntervention(row.id, until);
  await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', context.lead.id, {
    message: toMessageInstance(held),
  });
  return row.id;
}

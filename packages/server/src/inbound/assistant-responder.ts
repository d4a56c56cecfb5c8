import {
  ASSISTANT_REPLIES,
  classifyInbound,
  customerNextSendTime,
  fitReplyToCodes,
  handlingOfReply,
  INTERVENTION_SECONDS,
  languageOf,
  readRequestedTime,
  renderTemplate,
  replyInLanguage,
  smsText,
  timeOfferText,
  type CodeLikelihood,
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
import { assistantBookingStep, NO_BOOKING, withBooking, type BookingStep } from './assistant-booking.js';
import { actOnReplyCode } from './reply-code-actions.js';
import { IntentDetailsRepository } from './intent-details.repository.js';
import { automatedText, type ReplyContext } from './reply-context.js';

export type AssistantOutcome =
  | { readonly kind: 'none' }
  /** The customer picked an offered time: the caller books it once this transaction commits. */
  | Extract<BookingStep, { kind: 'book' }>
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
    readonly likelihoods?: readonly CodeLikelihood[];
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
  // A complaint among its meanings hands even a reply of another code to a person (hand-off.rules.ts).
  const coded = handlingOfReply(inbound.codes);
  const active = context.lead.aiEnabled && !context.lead.conversationClosed;
  // The assistant books (issue 31 point 5): free times offered for a day or time named, a pick booked.
  const booking = routed
    ? NO_BOOKING
    : await assistantBookingStep(tx, context, inbound, reading, coded, active);
  const handling = routed
    ? { ...coded, handOff: false, reply: routed.offer ?? coded.reply }
    : withBooking(coded, booking);
  await actOnReplyCode(tx, context, inbound, handling, active);
  if (booking.kind === 'book') return booking;
  const language = languageOf(context.lead.customerMaster); // the reply's own, when it changed it
  const said = active ? replyBody(handling, reading, inbound, context.officeZone, language) : null;
  // Whatever path wrote it, the reply fits the codes (reply-fit.rules.ts); consent replies are not ours.
  const body = active && reading.consent === 'none' ? fitReplyToCodes(inbound.codes, said) : null;
  if (body === null) return { kind: 'none' };
  return queueAssistantText(tx, context, body, inbound.at);
}

/**
 * An assistant text to the lead's customer through the outbox: never to a number that opted out, held
 * for the customer's hours; in log mode kept as a note for staff to send.
 */
export async function queueAssistantText(
  tx: Queryable,
  context: ReplyContext,
  body: string,
  at: Date,
): Promise<AssistantOutcome> {
  const customer = context.lead.customerMaster;
  // Consent is the number's across the enterprise: an opt-out at another store silences this one too.
  if (await isSmsBlockedByPhone(tx, customer.id, context.lead.id)) return { kind: 'none' };
  const content = smsText(renderTemplate(replyInLanguage(body, languageOf(customer)), context.template));
  const message = automatedText(context, content, at);
  if (context.logMode)
    return { kind: 'log-mode-note', messageId: await storeLogModeNote(tx, context, message) };
  const notBefore = customerNextSendTime(at, customer, context.officeZone);
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

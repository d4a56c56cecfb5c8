import {
  canReceiveSms,
  customerNextSendTime,
  INVALID_NUMBER,
  LANDLINE_CANNOT_TEXT,
  OPTED_OUT_MESSAGE,
  smsText,
  SubmittedPhoneSchema,
} from '@torque/domain';
import { principalName, type Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { automatedText, type ReplyContext } from '../inbound/reply-context.js';
import { queueOutgoing, type QueuedMessage } from '../outbox/queue-outgoing.js';
import type { OutboxKind } from '../outbox/outbox.repository.js';
import { cellularLineTypeOf, isSmsBlockedByPhone } from './sms-consent-by-phone.repository.js';

/** A text to a lead's customer as staff see it before it goes (issue 14): what, to whom, when. */
export type OutboundPlan = {
  readonly text: string | null;
  readonly to: string;
  readonly toName: string;
  /** Quiet hours (issue 29: the customer's state's hours, in their zone) hold it until then; `at` when due now. */
  readonly notBefore: Date;
  readonly at: Date;
  /** Why it may not be sent at all; null when it may. */
  readonly blockedReason: string | null;
};

/**
 * Plans a text to the lead's customer: consent and opt-out (their number's, across the enterprise), a
 * textable mobile number (not one a lookup found to be a landline), and the quiet-hours hold. Every control that texts a customer uses it,
 * for the preview and for the send, so what staff were shown is what goes.
 */
export async function planOutboundText(
  tx: Queryable,
  context: ReplyContext,
  text: string | null,
  at: Date,
): Promise<OutboundPlan> {
  const customer = context.lead.customerMaster;
  const to = customer.cellular;
  const blockedReason = (await isSmsBlockedByPhone(tx, customer.id, context.lead.id))
    ? OPTED_OUT_MESSAGE
    : !SubmittedPhoneSchema.safeParse(to).success
      ? INVALID_NUMBER
      : !canReceiveSms(await cellularLineTypeOf(tx, customer.id))
        ? LANDLINE_CANNOT_TEXT
        : null;
  return {
    text: text === null ? null : smsText(text),
    to,
    toName: `${customer.firstName} ${customer.lastName}`.trim(),
    notBefore: customerNextSendTime(at, customer, context.officeZone),
    at,
    blockedReason,
  };
}

/** The plan as the preview call answers it. */
export function previewOf(plan: OutboundPlan, warning: string | null): Schemas['OutboundPreview'] {
  return {
    text: plan.text,
    to: plan.to,
    toName: plan.toName,
    scheduledFor: plan.notBefore.getTime() > plan.at.getTime() ? plan.notBefore.toISOString() : null,
    blockedReason: plan.blockedReason,
    warning,
  };
}

/**
 * Queues the planned text in the caller's transaction, sent by the staff member who asked: in their
 * name and under their user id, so the agent report counts planner and list starts and reminders
 * as theirs (issue 30).
 */
export async function queuePlannedText(
  tx: Queryable,
  context: ReplyContext,
  plan: OutboundPlan & { readonly text: string },
  principal: Principal,
  kind: OutboxKind,
): Promise<QueuedMessage> {
  const message = {
    ...automatedText(context, plan.text, plan.at),
    message_sent_by: principalName(principal),
    sent_by_user_id: principal.userId,
    user_color_code: principal.colorCode,
  };
  return queueOutgoing(tx, message, kind, plan.notBefore);
}

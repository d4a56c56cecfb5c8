import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { badRequest } from '../http/http-error.js';
import { loadReplyContext } from '../inbound/reply-context.js';
import { planOutboundText, queuePlannedText } from './outbound-text.js';

/**
 * The date-time dialogue's Last Message goes to the customer through the outbox, in the caller's
 * transaction (issue 14: it used to be dropped), held for quiet hours like every automated text.
 */
export async function queueDtLastMessage(
  tx: Queryable,
  principal: Principal,
  fsiId: number,
  lastMessage: string,
  at: Date,
): Promise<void> {
  const context = await loadReplyContext(tx, fsiId, null);
  const plan = await planOutboundText(tx, context, lastMessage, at);
  if (plan.blockedReason !== null || plan.text === null)
    throw badRequest(plan.blockedReason ?? 'Nothing to send.');
  await queuePlannedText(tx, context, { ...plan, text: plan.text }, principal, 'campaign');
}

import { ASSISTANT_HAND_OFF, handOffNote, type CodeLikelihood, type ReplyCodes } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { LeadFlagsRepository } from '../leads/lead-flags.repository.js';
import { LeadWorkflowRepository } from '../leads/lead-workflow.repository.js';
import { appendAssistantNote } from '../messaging/staff-note.js';
import type { ReplyContext } from './reply-context.js';

/** A customer's reply as the hand-off tells staff about it: their words and how the assistant read them. */
export type HandedReply = {
  readonly text: string;
  readonly at: Date;
  readonly codes: ReplyCodes;
  /** The classifier's reading (absent when a rule decided): the note names the likeliest codes. */
  readonly likelihoods?: readonly CodeLikelihood[];
};

/**
 * Hands a reply to staff at once (issue 31, point 3): the lead is a manual hand-off and waits in the
 * needs-response queue (response required, of the assistant's hand-off type, which the assistant's own
 * honest answer does not clear: outbox.repository.ts), and a note in the conversation, response
 * required, says why, with the likely codes and the customer's words. Its events update open screens.
 */
export async function handReplyToStaff(
  tx: Queryable,
  context: ReplyContext,
  reply: HandedReply,
): Promise<void> {
  const lead = context.lead;
  await new LeadWorkflowRepository(tx).setHandOff(lead.id, 'MANUAL', reply.at);
  await awaitStaffAnswer(tx, lead.id);
  await appendAssistantNote(
    tx,
    context.assistantName,
    lead.id,
    {
      content: handOffNote({ text: reply.text, codes: reply.codes, likelihoods: reply.likelihoods ?? [] }),
      notificationType: 'INTERNAL_NOTIFICATION',
      responseReqd: true,
    },
    reply.at,
  );
}

/**
 * The lead waits in the needs-response queue for a person: response required, of the assistant's
 * hand-off type, so the assistant's own texts to the customer meanwhile leave it there.
 */
export async function awaitStaffAnswer(tx: Queryable, leadId: number): Promise<void> {
  const flags = new LeadFlagsRepository(tx);
  await flags.set(leadId, { responseReqd: true });
  await flags.setResponseReqdType(leadId, ASSISTANT_HAND_OFF);
}

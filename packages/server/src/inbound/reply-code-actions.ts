import { classificationMeaning, type ReplyHandling, quoteInNote } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { LeadFlagsRepository } from '../leads/lead-flags.repository.js';
import { MarkRepository } from '../leads/mark.repository.js';
import { appendAssistantNote } from '../messaging/staff-note.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { handReplyToStaff, type HandedReply } from './assistant-handoff.js';
import type { ReplyContext } from './reply-context.js';

/**
 * What a settled reply changes besides the answer: the lead is marked with the code (and the runners-up),
 * an SPA code marks the vehicle's planned service done (the planners then leave it out), and while the
 * assistant runs the lead it hands off to staff with the customer's words, or switches itself off.
 */
export async function actOnReplyCode(
  tx: Queryable,
  context: ReplyContext,
  inbound: HandedReply,
  handling: ReplyHandling,
  active: boolean,
): Promise<void> {
  const lead = context.lead;
  const marks = new MarkRepository(tx);
  for (const code of [inbound.codes.code, ...inbound.codes.runnersUp])
    await marks.add({ column: 'fsi_id', id: lead.id }, code, null);
  if (handling.servicePerformed)
    await marks.add(
      { column: 'vehicle_id', id: lead.serviceVehicle.id },
      inbound.codes.code,
      lead.plannedServiceType,
    );
  if (active) await handOffOrStop(tx, context, inbound, handling);
  await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', lead.id, {
    marks: await marks.ofLead(lead.id),
    flags: {
      ...(active && handling.stopAssistant ? { aiEnabled: false } : {}),
      ...(active && handling.handOff ? { responseReqd: true } : {}),
    },
  });
}

async function handOffOrStop(
  tx: Queryable,
  context: ReplyContext,
  inbound: HandedReply,
  handling: ReplyHandling,
): Promise<void> {
  const lead = context.lead;
  const said = `${inbound.codes.code} (${classificationMeaning(inbound.codes.code)}): ${quoteInNote(inbound.text)}`;
  if (handling.handOff) await handReplyToStaff(tx, context, inbound);
  if (handling.stopAssistant) {
    await new LeadFlagsRepository(tx).set(lead.id, { aiEnabled: false });
    await appendAssistantNote(
      tx,
      context.assistantName,
      lead.id,
      {
        content: `The assistant stopped texting this lead: ${said}`,
        notificationType: 'INTERNAL_NOTES',
        responseReqd: false,
      },
      inbound.at,
    );
  }
}

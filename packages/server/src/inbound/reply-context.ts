import { templateContextFromLead, type TemplateContext } from '@torque/domain';
import { AssistantRepository } from '../assistants/assistant.repository.js';
import type { BookingLinks } from '../booking-links/booking-links.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { LeadRepository } from '../leads/lead.repository.js';
import type { NewMessage } from '../messaging/message.repository.js';

/** What an automated reply to a lead needs: the lead, its assistant, the number to text from. */
export type ReplyContext = {
  readonly lead: Schemas['Lead'];
  readonly assistantName: string | null;
  readonly from: string;
  readonly logMode: boolean;
  readonly officeZone: string;
  readonly template: TemplateContext;
  /** The installation's booking links (issue 34), when the reply may carry the lead's link. */
  readonly bookingLinks?: BookingLinks;
};

const EVERYTHING = { archived: true, internalNotes: true } as const;

/**
 * Sales leads are the sales assistant's (DIV001), the rest the service assistant's (DIV004). Replies
 * go out from the number the customer texted when it is one of ours (a pool number stays sticky).
 */
export async function loadReplyContext(
  tx: Queryable,
  leadId: number,
  texted: string | null,
): Promise<ReplyContext> {
  const lead = await new LeadRepository(tx).findById(leadId, { kind: 'all' }, EVERYTHING);
  if (!lead) throw new Error(`lead ${leadId} vanished`);
  const division = lead.plannedServiceType.startsWith('SALES') ? 'DIV001' : 'DIV004';
  const row = await new AssistantRepository(tx).forLead(leadId, division);
  const assistant =
    row?.first_name != null ? { agentFirstName: row.first_name, agentLastName: row.last_name ?? '' } : null;
  return {
    lead,
    assistantName: assistant ? `${assistant.agentFirstName} ${assistant.agentLastName}`.trim() : null,
    from: texted ?? row?.phone ?? '',
    logMode: row?.log_mode ?? false,
    officeZone: lead.storeMaster.officeMasterVO.officeTimeZone,
    template: templateContextFromLead(lead, assistant),
  };
}

/** An automated text to the lead's customer (assistant reply or compliance confirmation), stored 'queued'. */
export function automatedText(context: ReplyContext, content: string, at: Date): NewMessage {
  const customer = context.lead.customerMaster;
  return {
    fsi_id: context.lead.id,
    content,
    created_on: at,
    direction: 'SEND',
    message_type: 'SMS',
    notification_type: 'MESSAGE_TO_CUSTOMER',
    message_status: 'queued',
    errors: null,
    message_sent_by: context.assistantName,
    from_name: context.assistantName,
    to_name: `${customer.firstName} ${customer.lastName}`.trim(),
    from_address: context.from,
    to_address: customer.cellular,
    subject: null,
    media_urls: [],
    message_response_time: null,
    user_color_code: null,
    response_reqd: false,
    valid_log_mode: null,
    service_type: context.lead.plannedServiceType,
  };
}

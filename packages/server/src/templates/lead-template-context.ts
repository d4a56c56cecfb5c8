import {
  DUE_DATE_VARIANT_BY_SERVICE_TYPE,
  templateContextFromLead,
  type TemplateContext,
  type TemplateContextExtras,
} from '@torque/domain';
import { AssistantRepository } from '../assistants/assistant.repository.js';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { UserRepository } from '../auth/user.repository.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { LeadRepository } from '../leads/lead.repository.js';
import { LEAD_NOT_FOUND } from '../leads/lead.service.js';
import { messageVisibilityFor } from '../messaging/message-visibility.js';

/**
 * The values of the insert menus (spec 1 §3) for one lead the user may see: the customer, the
 * vehicle and the store from the lead; the assistant of the lead's division (sales leads the sales
 * assistant's, the rest the service assistant's, as the assistant's own replies); the e-mail of
 * the staff member writing (`agentEmail`, assistants have none); the planned date as the due date
 * of the lead's service type. A lead outside the user's scope is reported like a missing one.
 */
export async function leadTemplateContext(
  db: Queryable,
  principal: Principal,
  leadId: number,
  writerId: number = principal.userId,
): Promise<TemplateContext> {
  const lead = await new LeadRepository(db).findById(
    leadId,
    dataScopeOf(principal),
    messageVisibilityFor(principal.role),
  );
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  const division = lead.plannedServiceType.startsWith('SALES') ? 'DIV001' : 'DIV004';
  const agent = await new AssistantRepository(db).nameOf(lead.storeMaster.id, division);
  const writerEmail = await new UserRepository(db).emailOf(writerId);
  const variant = Object.hasOwn(DUE_DATE_VARIANT_BY_SERVICE_TYPE, lead.plannedServiceType)
    ? DUE_DATE_VARIANT_BY_SERVICE_TYPE[lead.plannedServiceType]
    : undefined;
  const extras: TemplateContextExtras = {
    agentEmail: writerEmail,
    ...(variant && lead.plannedDate ? { dueDates: { [variant]: lead.plannedDate } } : {}),
  };
  const assistant =
    agent?.first_name != null
      ? { agentFirstName: agent.first_name, agentLastName: agent.last_name ?? '' }
      : null;
  return templateContextFromLead(lead, assistant, extras);
}

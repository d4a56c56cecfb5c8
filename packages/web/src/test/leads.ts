import type { Lead, MessageInstance, RealtimeEvent } from '@torque/domain';
import { leadId, sampleLead, sampleMessageInstance } from '@torque/domain/testing';

/** A lead of the fake world: named, with a phone and its latest message at 12:<id> on 14 March. */
export function testLead(id: number, first: string, last: string, overrides: Partial<Lead> = {}): Lead {
  const base = sampleLead();
  return sampleLead({
    id: leadId(id),
    customerMaster: {
      ...base.customerMaster,
      id: 7000 + id,
      firstName: first,
      lastName: last,
      email: `${first}.${last}@example.com`.toLowerCase(),
      cellular: `+1555000${1000 + id}`,
    },
    latestMessage: sampleMessageInstance({
      id: id * 10,
      jaguarFutureServiceInteractionId: id,
      createdOn: new Date(Date.UTC(2025, 2, 14, 12, id)).toISOString(),
    }),
    ...overrides,
  });
}

let eventId = 100;

/** A customer's text for a lead, as the server pushes it (MESSAGE_CREATED). */
export function customerText(lead: Lead, messageId: number, content: string): RealtimeEvent {
  const message: MessageInstance = sampleMessageInstance({
    id: messageId,
    jaguarFutureServiceInteractionId: lead.id,
    direction: 'RECEIVED',
    notificationType: 'MESSAGE_FROM_CUSTOMER',
    content,
    createdOn: new Date(Date.UTC(2025, 2, 14, 14, 0)).toISOString(),
  });
  eventId += 1;
  return {
    id: String(eventId),
    type: 'MESSAGE_CREATED',
    leadId: lead.id,
    storeId: lead.storeMaster.id,
    serviceType: lead.plannedServiceType,
    message,
  };
}

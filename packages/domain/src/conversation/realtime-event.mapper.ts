import type { IncomingItem } from './incoming-item.schema.js';
import type { RealtimeEvent } from './realtime-event.schema.js';

/**
 * What the real-time queue (spec 1 §4) takes from a server event: a stored message becomes a message
 * item, NEW_EVENT and APPOINTMENT_BOOKED become event items, and so does a LEAD_FLAGS_CHANGED that
 * carries marks. Delivery statuses and other flag changes are not queue items (they update the open
 * conversation and the lead directly), so they map to null, as does a MESSAGE_CREATED without its message.
 */
export function toIncomingItem(event: RealtimeEvent): IncomingItem | null {
  switch (event.type) {
    case 'MESSAGE_CREATED':
      if (!event.message) return null;
      return {
        kind: 'message',
        leadId: event.leadId,
        message: event.message,
        ...(event.serviceType === undefined ? {} : { serviceType: event.serviceType }),
      };
    case 'NEW_EVENT':
    case 'APPOINTMENT_BOOKED':
      return {
        kind: 'event',
        type: event.type,
        leadId: event.leadId,
        ...(event.responseInsight === undefined ? {} : { responseInsight: event.responseInsight }),
        ...(event.appointmentSet === undefined ? {} : { appointmentSet: event.appointmentSet }),
        ...(event.marks === undefined ? {} : { marks: event.marks }),
      };
    case 'LEAD_FLAGS_CHANGED':
      // Only a change of marks (an opt-out or opt-in), of a possible opt-out waiting for staff (issue 29)
      // the stage (issue 30) or the customer's language (issue 31) updates the stored lead; other flags
      // are not queued.
      if (
        !event.marks &&
        event.consentPending === undefined &&
        event.flags?.stage === undefined &&
        event.flags?.preferredLanguage === undefined
      )
        return null;
      return {
        kind: 'event',
        type: event.type,
        leadId: event.leadId,
        ...(event.marks ? { marks: event.marks } : {}),
        ...(event.consentPending === undefined ? {} : { consentPending: event.consentPending }),
        ...(event.flags?.stage === undefined
          ? {}
          : { stage: event.flags.stage, outcomeReason: event.flags.outcomeReason ?? null }),
        ...(event.flags?.preferredLanguage === undefined
          ? {}
          : { preferredLanguage: event.flags.preferredLanguage }),
      };
    case 'MESSAGE_STATUS_CHANGED':
      return null;
    case 'REPAIR_ORDER_CHANGED':
      // A repair order's move is the service-order board's, not the inbox queue's.
      return null;
  }
}

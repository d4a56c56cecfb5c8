import type { Schemas } from '../http/contract.js';

export type RealtimeEventType = Schemas['RealtimeEventType'];
export type WireRealtimeEvent = Schemas['RealtimeEvent'];

/** What a change records about itself; the lead's store, enterprise and service type are added from the lead. */
export type RealtimeEventPayload = Omit<
  WireRealtimeEvent,
  'id' | 'type' | 'leadId' | 'storeId' | 'serviceType'
>;

/** A realtime_event row. The id is a bigint, kept as text so it never loses precision. */
export type StoredRealtimeEvent = {
  readonly id: string;
  readonly type: RealtimeEventType;
  readonly leadId: number;
  readonly storeId: number;
  readonly enterpriseId: number;
  readonly payload: Partial<WireRealtimeEvent>;
};

export const toWireEvent = (event: StoredRealtimeEvent): WireRealtimeEvent => ({
  ...event.payload,
  id: event.id,
  type: event.type,
  leadId: event.leadId,
  storeId: event.storeId,
});

// The bus hands one row object to every open stream: it is serialised once, not once per client.
const formatted = new WeakMap<StoredRealtimeEvent, string>();

/** One server-sent event: its id, its type as the SSE event name, and the JSON on one data line. */
export function formatSseEvent(event: StoredRealtimeEvent): string {
  let text = formatted.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(toWireEvent(event))}\n\n`;
    formatted.set(event, text);
  }
  return text;
}

import type { MessageInstance } from '../leads/message-instance.schema.js';
import type { RealtimeEvent } from './realtime-event.schema.js';

/** A message's delivery as the carrier last reported it (spec 1 §4 delivery display). */
export type DeliveryUpdate = { readonly messageStatus: string | null; readonly errors: string | null };

/** The delivery a MESSAGE_STATUS_CHANGED event reports, by message id; null for any other event. */
export function deliveryUpdateOf(event: RealtimeEvent): readonly [number, DeliveryUpdate] | null {
  if (event.type !== 'MESSAGE_STATUS_CHANGED' || event.messageId === undefined) return null;
  return [event.messageId, { messageStatus: event.messageStatus ?? null, errors: event.errors ?? null }];
}

/**
 * An open conversation with the deliveries reported since it was loaded: a message whose status or
 * error changed is replaced by an updated copy; the same array comes back when nothing changed, so
 * an open chat box's ticks move from sent to delivered (or show the carrier's error) without a reload.
 */
export function withDeliveryUpdates(
  messages: readonly MessageInstance[],
  updates: ReadonlyMap<number, DeliveryUpdate>,
): readonly MessageInstance[] {
  if (updates.size === 0) return messages;
  let changed = false;
  const updated = messages.map((message) => {
    const update = updates.get(message.id);
    if (!update) return message;
    if (update.messageStatus === message.messageStatus && update.errors === (message.errors ?? null))
      return message;
    changed = true;
    return { ...message, messageStatus: update.messageStatus, errors: update.errors };
  });
  return changed ? updated : messages;
}

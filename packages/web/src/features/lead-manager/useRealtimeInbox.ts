import {
  applyIncomingMessagesKeepingRead,
  deliveryUpdateOf,
  type DeliveryUpdate,
  REALTIME_QUEUE_INTERVAL_MS,
  toIncomingItem,
  type IncomingItem,
  type RealtimeFeed,
} from '@torque/domain';
import { useEffect } from 'react';
import { performInboxEffects, type InboxEffectPorts } from './inbox-effects';
import type { InboxStore } from './inbox-store';

/**
 * Spec 1 §4: the server's real-time events are queued and the queue is applied to the inbox once
 * per second, as one batch (move to top, unread rules, counters); the batch's effects go to the ports.
 */
export function useRealtimeInbox(store: InboxStore, realtime: RealtimeFeed, ports: InboxEffectPorts): void {
  const { leads, conversations } = ports;
  useEffect(() => {
    let queue: IncomingItem[] = [];
    let deliveries: (readonly [number, DeliveryUpdate])[] = [];
    const unsubscribe = realtime.subscribe(
      (event) => {
        const item = toIncomingItem(event);
        if (item) queue.push(item);
        const delivery = deliveryUpdateOf(event);
        if (delivery) deliveries.push(delivery);
      },
      () => undefined,
    );
    const drain = setInterval(() => {
      if (deliveries.length > 0) {
        store.recordDeliveries(deliveries);
        deliveries = [];
      }
      if (queue.length === 0) return;
      const batch = queue;
      queue = [];
      const { effects } = applyIncomingMessagesKeepingRead(store.inbox, batch);
      store.publish();
      performInboxEffects(effects, store, { leads, conversations });
    }, REALTIME_QUEUE_INTERVAL_MS);
    return () => {
      clearInterval(drain);
      unsubscribe();
    };
  }, [conversations, leads, realtime, store]);
}

import type { StoredRealtimeEvent } from './realtime-event.js';

export type RealtimeListener = (event: StoredRealtimeEvent) => void;

/**
 * Every event committed on any server instance, delivered to this instance's subscribers once each,
 * in id order. A subscriber sees every event committed after its subscription resolved; what came
 * before it reads from the realtime_event table (see EventStream).
 */
export interface EventBus {
  subscribe(listener: RealtimeListener): Promise<() => void>;
  close(): Promise<void>;
}

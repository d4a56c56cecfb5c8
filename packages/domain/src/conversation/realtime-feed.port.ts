import type { RealtimeEvent } from './realtime-event.schema.js';

/**
 * The connection's state: `open` once the server accepted it, `reconnecting` while it waits to
 * resume after a drop, `unauthorized` when the session is gone (it stops; the app signs out),
 * `closed` after unsubscribing.
 */
export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'closed';

/**
 * The server's real-time events (spec 1 §4), each delivered once and in order, across reconnects.
 * Events are already parsed with RealtimeEventSchema. Returns the unsubscribe function.
 */
export interface RealtimeFeed {
  subscribe(onEvent: (event: RealtimeEvent) => void, onStatus: (status: RealtimeStatus) => void): () => void;
  /** Sign-out: ends every subscription at once (each reports `closed`), with no reconnect. */
  closeAll(): void;
}

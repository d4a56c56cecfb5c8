import { compareRealtimeEventIds } from '@torque/domain';
import type { RealtimeListener } from './event-bus.port.js';
import type { StoredRealtimeEvent } from './realtime-event.js';
import type { RealtimeEventRepository } from './realtime-event.repository.js';

const READ_BATCH = 500;
const RETRY_MS = 1000;

/**
 * The part every bus shares: woken by a notification, it reads the committed events after its
 * cursor (each row once per instance) and hands them, in order, to every listener. Wakes that
 * arrive while it reads are folded into one more pass, so a burst costs a few queries, not one each.
 */
export class EventFanout {
  private cursor: string | null = null;
  private readonly listeners = new Set<RealtimeListener>();
  private reading: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly events: RealtimeEventRepository,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts after the newest event; call once the notifications are being received. */
  async start(): Promise<void> {
    this.cursor = await this.events.head();
    if (this.again) this.wake();
  }

  add(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A notification (its payload is the new id) or a reconnect (no id): read what is new. */
  wake(id?: string): void {
    if (id && this.cursor !== null && compareRealtimeEventIds(id, this.cursor) <= 0) return;
    this.again = true;
    if (this.cursor === null || this.reading || this.stopped) return;
    this.reading = this.drain()
      .catch((error: unknown) => {
        this.onError(error);
        // The cursor did not move past what failed: try again shortly rather than at the next event.
        if (!this.stopped) setTimeout(() => this.wake(), RETRY_MS).unref();
      })
      .finally(() => {
        this.reading = null;
        // A wake that came after the last read but before this point must not be lost.
        if (this.again) this.wake();
      });
  }

  /** No more reads; waits for one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    await this.reading;
  }

  private async drain(): Promise<void> {
    while (this.again) {
      this.again = false;
      let rows: StoredRealtimeEvent[];
      do {
        rows = await this.events.after(this.cursor ?? '0', READ_BATCH);
        for (const row of rows) {
          this.cursor = row.id;
          for (const listener of this.listeners) this.deliver(listener, row);
        }
      } while (rows.length === READ_BATCH);
    }
  }

  private deliver(listener: RealtimeListener, row: StoredRealtimeEvent): void {
    try {
      listener(row);
    } catch (error) {
      this.onError(error);
    }
  }
}

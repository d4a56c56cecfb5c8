import { compareRealtimeEventIds } from '@torque/domain';
import type { RealtimeListener } from './event-bus.port.js';
import type { StoredRealtimeEvent } from './realtime-event.js';
import type { RealtimeEventRepository } from './realtime-event.repository.js';

const READ_BATCH = 500;
const RETRY_MS = 1000;

/**
 * The part every bus shares: it hands every committed event, in id order, to every listener. A
 * notice carries its event (migration 053), delivered as it comes when nothing is pending before it;
 * otherwise (a notice of an id alone, a reconnect, a notice while a read is under way) it reads the
 * committed events after its cursor. Wakes that arrive while it reads are folded into one more pass,
 * so a burst costs a few queries, not one each.
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

  /**
   * A notice of the torque_realtime channel: the event's JSON, or its id alone. Notices come in commit
   * order, which is id order, so one that follows everything delivered is the next event: it goes out
   * without a read. Anything else is read from the table.
   */
  notify(notice: string): void {
    const event = notice.startsWith('{') ? parseNotice(notice) : null;
    if (!event) return this.wake(notice);
    const next =
      this.cursor !== null && !this.reading && !this.again && !this.stopped && isAfter(event.id, this.cursor);
    if (!next) return this.wake(event.id);
    this.cursor = event.id;
    for (const listener of this.listeners) this.deliver(listener, event);
  }

  /** A notice of an id (a bare one, or one that could not be delivered as it came) or a reconnect (no id): read what is new. */
  wake(id?: string): void {
    if (id && this.cursor !== null && !isAfter(id, this.cursor)) return;
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

const isAfter = (id: string, cursor: string): boolean => compareRealtimeEventIds(id, cursor) > 0;

/** The event a notice carries; null for anything else (a bare id is not JSON). */
function parseNotice(notice: string): StoredRealtimeEvent | null {
  try {
    const event = JSON.parse(notice) as Partial<StoredRealtimeEvent>;
    return typeof event.id === 'string' && /^\d+$/.test(event.id) && typeof event.type === 'string'
      ? (event as StoredRealtimeEvent)
      : null;
  } catch {
    return null;
  }
}

import type { Database, Unlisten } from '../db/database.js';
import type { EventBus, RealtimeListener } from './event-bus.port.js';
import { EventFanout } from './event-fanout.js';
import { REALTIME_CHANNEL, RealtimeEventRepository } from './realtime-event.repository.js';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * The bus of PostgreSQL: every server instance LISTENs on one channel whose NOTIFY carries the new
 * event (or its id, read from the table), so all instances send identical events.
 * When the LISTEN connection drops it reconnects with backoff and reads whatever committed meanwhile.
 */
export class PostgresEventBus implements EventBus {
  private readonly fanout: EventFanout;
  private started: Promise<void> | null = null;
  private unlisten: Unlisten | null = null;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {
    this.fanout = new EventFanout(new RealtimeEventRepository(db), onError);
  }

  async subscribe(listener: RealtimeListener): Promise<() => void> {
    this.started ??= this.start().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    await this.started;
    return this.fanout.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.started?.catch(() => undefined);
    await this.fanout.stop();
    await this.unlisten?.();
  }

  private async start(): Promise<void> {
    await this.listen();
    await this.fanout.start();
  }

  private async listen(): Promise<void> {
    this.unlisten = await this.db.listen(
      REALTIME_CHANNEL,
      (notice) => this.fanout.notify(notice),
      (error) => this.lost(error),
    );
  }

  private lost(error: Error): void {
    this.unlisten = null;
    if (this.closed) return;
    this.onError(error);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().then(
        () => {
          this.reconnectDelay = RECONNECT_FIRST_MS;
          // Notifications sent while disconnected are gone; the rows are not.
          this.fanout.wake();
        },
        (retryError: unknown) =>
          this.lost(retryError instanceof Error ? retryError : new Error(String(retryError))),
      );
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }
}

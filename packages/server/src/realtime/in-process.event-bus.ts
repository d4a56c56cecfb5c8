import type { Database, Unlisten } from '../db/database.js';
import type { EventBus, RealtimeListener } from './event-bus.port.js';
import { EventFanout } from './event-fanout.js';
import { REALTIME_CHANNEL, RealtimeEventRepository } from './realtime-event.repository.js';

/**
 * The bus of the embedded database: PGlite runs inside this process, so its NOTIFY (sent by the
 * realtime_event trigger at commit) is a local callback that cannot be lost. Starts with the
 * first subscriber.
 */
export class InProcessEventBus implements EventBus {
  private readonly fanout: EventFanout;
  private started: Promise<Unlisten> | null = null;

  constructor(
    private readonly db: Database,
    onError: (error: unknown) => void,
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
    const unlisten = await this.started?.catch(() => null);
    await this.fanout.stop();
    await unlisten?.();
  }

  /** Listen first, then read the newest id, so no commit falls between the two. */
  private async start(): Promise<Unlisten> {
    const unlisten = await this.db.listen(REALTIME_CHANNEL, (notice) => this.fanout.notify(notice));
    await this.fanout.start();
    return unlisten;
  }
}

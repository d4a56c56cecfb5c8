import type { Database, Unlisten } from './database.js';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export type ListenerHooks = {
  readonly onNotify: (payload: string) => void;
  /** Listening (again): every notice from now on is heard; `unlisten.caughtUp` waits for them. */
  readonly onListening?: (unlisten: Unlisten) => void;
  /** Not listening (connection lost, or stopped): notices may go unheard until onListening. */
  readonly onDeaf?: () => void;
  readonly onError: (error: unknown) => void;
};

/**
 * A LISTEN on one channel that lasts: if the connection drops (PostgreSQL) it listens again with
 * backoff, telling its owner when it is deaf and when it hears again. A failure to start is retried
 * in the background rather than stopping the server.
 */
export class LastingListener {
  private unlisten: Unlisten | null = null;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly hooks: ListenerHooks,
  ) {}

  async start(): Promise<void> {
    await this.listen().catch((error: unknown) => this.lost(asError(error)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.hooks.onDeaf?.();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private async listen(): Promise<void> {
    const unlisten = await this.db.listen(this.channel, this.hooks.onNotify, (error) => this.lost(error));
    if (this.stopped) return unlisten();
    this.unlisten = unlisten;
    this.reconnectDelay = RECONNECT_FIRST_MS;
    this.hooks.onListening?.(unlisten);
  }

  private lost(error: Error): void {
    this.hooks.onDeaf?.();
    this.unlisten = null;
    if (this.stopped) return;
    this.hooks.onError(error);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((retryError: unknown) => this.lost(asError(retryError)));
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

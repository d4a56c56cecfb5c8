import type { Database, Unlisten } from '../db/database.js';
import { SESSION_ENDED_CHANNEL } from '../auth/session.repository.js';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Sign-outs on any server instance, heard through the database (PostgreSQL NOTIFY, or PGlite's
 * in-process one): each payload is the token hash of a session just revoked. If the LISTEN
 * connection drops it listens again with backoff; meanwhile the streams' periodic session check
 * still ends a signed-out session's streams, only later.
 */
export class SessionEndListener {
  private unlisten: Unlisten | null = null;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly onEnded: (tokenHash: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts listening; a failure is retried in the background rather than stopping the server. */
  async start(): Promise<void> {
    await this.listen().catch((error: unknown) => this.lost(asError(error)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private async listen(): Promise<void> {
    const unlisten = await this.db.listen(SESSION_ENDED_CHANNEL, this.onEnded, (error) => this.lost(error));
    if (this.stopped) return unlisten();
    this.unlisten = unlisten;
    this.reconnectDelay = RECONNECT_FIRST_MS;
  }

  private lost(error: Error): void {
    this.unlisten = null;
    if (this.stopped) return;
    this.onError(error);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((retryError: unknown) => this.lost(asError(retryError)));
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

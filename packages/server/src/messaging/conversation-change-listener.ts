import type { Database, Unlisten } from '../db/database.js';
import { CONVERSATION_CHANGED_CHANNEL, type ConversationCache } from './conversation-cache.js';

const RECONNECT_FIRST_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Feeds the conversation cache the database's notices of changed conversations (migration 052),
 * written on any instance. The cache serves only while this listens: if the LISTEN connection
 * drops, the cache is emptied and bypassed until this listens again (with backoff, as
 * SessionEndListener does).
 */
export class ConversationChangeListener {
  private unlisten: Unlisten | null = null;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly cache: ConversationCache,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts listening; a failure is retried in the background rather than stopping the server. */
  async start(): Promise<void> {
    await this.listen().catch((error: unknown) => this.lost(asError(error)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cache.listeningStopped();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }

  private async listen(): Promise<void> {
    const unlisten = await this.db.listen(
      CONVERSATION_CHANGED_CHANNEL,
      (payload) => this.cache.changed(payload),
      (error) => this.lost(error),
    );
    if (this.stopped) return unlisten();
    this.unlisten = unlisten;
    this.reconnectDelay = RECONNECT_FIRST_MS;
    this.cache.listeningStarted(unlisten.caughtUp);
  }

  private lost(error: Error): void {
    this.cache.listeningStopped();
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

import {
  compareRealtimeEventIds,
  RealtimeEventIdSchema,
  RealtimeEventSchema,
  type RealtimeEvent,
  type RealtimeFeed,
  type RealtimeStatus,
} from '@torque/domain';
import { SseParser, type SseMessage } from './sse-parser.js';

export const REALTIME_EVENTS_PATH = '/api/realtime/events';

export type RealtimeClientOptions = {
  /** The main API host; '' is the page's own origin. */
  readonly baseUrl: string;
  /** Read at every (re)connect, so a renewed session is picked up. */
  readonly authToken: () => string | null | undefined;
  readonly fetch?: typeof globalThis.fetch;
  /** The first reconnect delay (the server's `retry:` replaces it); doubles per failure up to maxRetryMs. */
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
  /** No byte for this long (the server sends a heartbeat every 15 s) means a dead connection. */
  readonly idleTimeoutMs?: number;
  /** The session is gone (401): called once, after the `unauthorized` status, to sign out. */
  readonly onUnauthorized?: () => void;
  /** An event whose data the domain schema refuses is skipped and reported here. */
  readonly onInvalidEvent?: (error: unknown, data: string) => void;
};

type Outcome = 'opened' | 'failed' | 'unauthorized';

/**
 * The server's event stream over fetch (unlike EventSource it can send the Authorization header),
 * with EventSource's parsing and resume: after a drop it reconnects with backoff and sends
 * Last-Event-ID, so the server replays what was missed. The last delivered id is kept and any id at
 * or below it is ignored, so no event is delivered twice, and each one is parsed by the domain's
 * RealtimeEventSchema before it is handed over.
 */
export class SseRealtimeFeed implements RealtimeFeed {
  private readonly connections = new Set<RealtimeConnection>();

  constructor(private readonly options: RealtimeClientOptions) {}

  subscribe(onEvent: (event: RealtimeEvent) => void, onStatus: (status: RealtimeStatus) => void): () => void {
    const connection = new RealtimeConnection(this.options, onEvent, onStatus);
    this.connections.add(connection);
    void connection.run();
    return () => {
      this.connections.delete(connection);
      connection.stop();
    };
  }

  /** Sign-out: every stream is aborted now, before the token is revoked, so none reconnects with it. */
  closeAll(): void {
    for (const connection of this.connections) connection.stop();
    this.connections.clear();
  }
}

class RealtimeConnection {
  private lastDelivered: string | null = null;
  private resumeId = '';
  private retryMs: number;
  private stopped = false;
  private controller: AbortController | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly options: RealtimeClientOptions,
    private readonly onEvent: (event: RealtimeEvent) => void,
    private readonly onStatus: (status: RealtimeStatus) => void,
  ) {
    this.retryMs = options.retryMs ?? 1000;
  }

  async run(): Promise<void> {
    let failures = 0;
    this.onStatus('connecting');
    while (!this.stopped) {
      const outcome = await this.connect();
      if (this.stopped) return;
      if (outcome === 'unauthorized') {
        this.onStatus('unauthorized');
        return this.options.onUnauthorized?.();
      }
      failures = outcome === 'opened' ? 0 : failures + 1;
      this.onStatus('reconnecting');
      await this.sleep(
        Math.min(this.retryMs * 2 ** Math.max(0, failures - 1), this.options.maxRetryMs ?? 30_000),
      );
    }
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.controller?.abort();
    this.wakeUp?.();
    this.onStatus('closed');
  }

  private async connect(): Promise<Outcome> {
    const controller = new AbortController();
    this.controller = controller;
    const headers: Record<string, string> = { accept: 'text/event-stream', 'cache-control': 'no-cache' };
    const token = this.options.authToken();
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (this.resumeId) headers['last-event-id'] = this.resumeId;
    const fetchImpl = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${this.options.baseUrl}${REALTIME_EVENTS_PATH}`, {
        headers,
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch {
      return 'failed';
    }
    const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (response.status === 401 || !response.ok || !isStream || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return response.status === 401 ? 'unauthorized' : 'failed';
    }
    this.onStatus('open');
    await this.read(response.body, controller);
    return 'opened';
  }

  /** Reads until the stream ends, fails, is stopped or stays silent past the idle timeout. */
  private async read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    const parser = new SseParser(
      { onMessage: (message) => this.handle(message), onRetry: (ms) => (this.retryMs = ms) },
      this.resumeId,
    );
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const idleMs = this.options.idleTimeoutMs ?? 45_000;
    let idle = setTimeout(() => controller.abort(), idleMs);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        clearTimeout(idle);
        idle = setTimeout(() => controller.abort(), idleMs);
        parser.push(decoder.decode(value, { stream: true }));
        // An id-only event (where "now" is, on a fresh connection) moves the resume point too.
        if (parser.lastEventId && this.isNew(parser.lastEventId)) this.resumeId = parser.lastEventId;
      }
    } catch {
      // A dropped connection or an abort: the caller reconnects unless stopped.
    } finally {
      clearTimeout(idle);
      reader.releaseLock();
    }
  }

  private handle(message: SseMessage): void {
    const id = message.lastEventId;
    if (!RealtimeEventIdSchema.safeParse(id).success) {
      return this.options.onInvalidEvent?.(new Error(`event without a valid id: '${id}'`), message.data);
    }
    if (this.lastDelivered !== null && compareRealtimeEventIds(id, this.lastDelivered) <= 0) return;
    this.lastDelivered = id;
    this.resumeId = id;
    let event: RealtimeEvent;
    try {
      event = RealtimeEventSchema.parse(JSON.parse(message.data));
    } catch (error) {
      return this.options.onInvalidEvent?.(error, message.data);
    }
    try {
      this.onEvent(event);
    } catch (error) {
      // A failing subscriber must not stop the stream; report it as an uncaught error.
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  private isNew(id: string): boolean {
    return (
      RealtimeEventIdSchema.safeParse(id).success &&
      (!this.resumeId || compareRealtimeEventIds(id, this.resumeId) > 0)
    );
  }

  /** A wait that stop() cuts short. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}

import type { ServerResponse } from 'node:http';
import { compareRealtimeEventIds } from '@torque/domain';
import { dataScopeOf, scopeIncludes, type DataScope } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { messageVisibilityFor, type MessageVisibility } from '../messaging/message-visibility.js';
import type { EventBus } from './event-bus.port.js';
import { formatSseEvent, type StoredRealtimeEvent } from './realtime-event.js';
import type { RealtimeEventRepository } from './realtime-event.repository.js';

export type EventStreamLimits = {
  /** A comment line this often keeps proxies from closing an idle stream; the session is re-checked too. */
  readonly heartbeatMs: number;
  /** Live events held while the replay runs; beyond this the client is closed and resumes later. */
  readonly maxQueued: number;
  /** Bytes the socket may hold unsent; a client further behind is closed and resumes later. */
  readonly maxPendingBytes: number;
  readonly replayBatch: number;
};

export const DEFAULT_STREAM_LIMITS: EventStreamLimits = {
  heartbeatMs: 15_000,
  maxQueued: 10_000,
  maxPendingBytes: 1024 * 1024,
  replayBatch: 500,
};

export type EventStreamDeps = {
  readonly bus: EventBus;
  readonly events: RealtimeEventRepository;
  /** Whether the session behind the stream is still signed in (sign-out or expiry ends the stream). */
  readonly stillSignedIn: () => Promise<boolean>;
  readonly limits: EventStreamLimits;
};

/**
 * One client's server-sent events: subscribe to the bus (holding live events), replay the events
 * after Last-Event-ID from the table, then send the held and the live ones. `sent` is the highest id
 * handled, so an event in both the replay and the live feed goes out once, in id order.
 */
export class EventStream {
  private readonly scope: DataScope;
  private readonly visibility: MessageVisibility;
  private sent = '0';
  private queue: StoredRealtimeEvent[] | null = [];
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  /** Events of one bus batch, written to the socket together once the batch has been handed out. */
  private unwritten = '';

  constructor(
    private readonly raw: ServerResponse,
    principal: Principal,
    private readonly deps: EventStreamDeps,
  ) {
    this.scope = dataScopeOf(principal);
    this.visibility = messageVisibilityFor(principal.role);
    raw.on('close', () => this.dispose());
  }

  /** Headers go out only once the stream is live, so a client that sees them open misses nothing after. */
  async start(lastEventId: string | null): Promise<void> {
    const unsubscribe = await this.deps.bus.subscribe((event) => this.onLive(event));
    if (this.closed) return unsubscribe();
    this.unsubscribe = unsubscribe;
    this.sent = lastEventId ?? (await this.deps.events.head());
    this.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    // Without Last-Event-ID the client learns where "now" is, so its first reconnect resumes from there.
    this.raw.write(lastEventId === null ? `retry: 1000\nid: ${this.sent}\n\n` : 'retry: 1000\n\n');
    await this.replay();
    const held = this.queue ?? [];
    this.queue = null;
    for (const event of held) this.send(event);
    this.flush();
    this.heartbeat = setInterval(() => void this.beat(), this.deps.limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends the stream; the client reconnects and resumes from the last id it received. */
  close(): void {
    const unwritten = this.takeUnwritten();
    if (!this.raw.writableEnded) this.raw.end(this.raw.destroyed ? undefined : unwritten);
    this.dispose();
  }

  private async replay(): Promise<void> {
    const { events, limits } = this.deps;
    for (;;) {
      if (this.closed) return;
      const rows = await events.after(this.sent, limits.replayBatch, this.scope);
      for (const row of rows) this.send(row);
      this.flush();
      if (rows.length < limits.replayBatch) return;
      // A replay is read at the pace the client takes it, never piled up in memory.
      if (this.raw.writableNeedDrain) await drainedOrClosed(this.raw);
    }
  }

  private onLive(event: StoredRealtimeEvent): void {
    if (this.closed) return;
    if (!this.queue) return this.send(event);
    this.queue.push(event);
    if (this.queue.length > this.deps.limits.maxQueued) this.close();
  }

  private send(event: StoredRealtimeEvent): void {
    if (this.closed || compareRealtimeEventIds(event.id, this.sent) <= 0) return;
    this.sent = event.id;
    if (!this.maySee(event)) return;
    // One socket write per bus batch rather than per event: the bus delivers a batch synchronously.
    if (this.unwritten === '') queueMicrotask(() => this.flush());
    this.unwritten += formatSseEvent(event);
  }

  private flush(): void {
    const text = this.takeUnwritten();
    if (text === '' || this.closed) return;
    this.raw.write(text);
    if (this.raw.writableLength > this.deps.limits.maxPendingBytes) this.raw.destroy();
  }

  private takeUnwritten(): string {
    const text = this.unwritten;
    this.unwritten = '';
    return text;
  }

  /** The lead scope of the lead calls, and the message visibility of the conversation history. */
  private maySee(event: StoredRealtimeEvent): boolean {
    if (!scopeIncludes(this.scope, event.storeId, event.enterpriseId)) return false;
    const message = event.payload.message;
    if (!message) return true;
    if (message.archived && !this.visibility.archived) return false;
    return message.messageType !== 'INTERNAL_NOTES' || this.visibility.internalNotes;
  }

  private async beat(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.raw.write(': heartbeat\n\n');
    if (!(await this.deps.stillSignedIn().catch(() => true))) this.close();
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue = null;
    this.unwritten = '';
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
  }
}

function drainedOrClosed(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}

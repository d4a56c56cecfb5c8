import type { ServerResponse } from 'node:http';
import type { Principal } from '../auth/principal.js';
import type { EventBus } from './event-bus.port.js';
import { EventStream, type EventStreamLimits } from './event-stream.js';
import type { RealtimeEventRepository } from './realtime-event.repository.js';

export type EventStreamsOptions = {
  readonly bus: EventBus;
  readonly events: RealtimeEventRepository;
  readonly isSignedIn: (principal: Principal) => Promise<boolean>;
  readonly limits: EventStreamLimits;
  readonly onError: (error: unknown) => void;
};

/**
 * The open event streams of this server instance, each with the session it was opened with. Signing
 * out ends that session's streams at once; shutting down ends them all so the server can close.
 */
export class EventStreams {
  private readonly open = new Map<EventStream, string>();

  constructor(private readonly options: EventStreamsOptions) {}

  async serve(principal: Principal, raw: ServerResponse, lastEventId: string | null): Promise<void> {
    const { bus, events, isSignedIn, limits, onError } = this.options;
    const stream = new EventStream(raw, principal, {
      bus,
      events,
      limits,
      stillSignedIn: () => isSignedIn(principal),
    });
    this.open.set(stream, principal.tokenHash);
    raw.on('close', () => this.open.delete(stream));
    try {
      await stream.start(lastEventId);
    } catch (error) {
      // The reply is hijacked, so no error response: drop the connection; the client retries and resumes.
      onError(error);
      raw.destroy();
    }
  }

  get size(): number {
    return this.open.size;
  }

  /** Ends every stream of a session that was signed out; its client gets 401 if it reconnects. */
  endSession(tokenHash: string): void {
    for (const [stream, session] of this.open) {
      if (session !== tokenHash) continue;
      stream.close();
      this.open.delete(stream);
    }
  }

  closeAll(): void {
    for (const stream of this.open.keys()) stream.close();
    this.open.clear();
  }
}

import type { RealtimeEvent } from '../conversation/realtime-event.schema.js';
import type { RealtimeFeed, RealtimeStatus } from '../conversation/realtime-feed.port.js';

type Subscriber = {
  readonly onEvent: (event: RealtimeEvent) => void;
  readonly onStatus: (status: RealtimeStatus) => void;
};

/** A real-time feed a test drives by hand: `push` an event or a status to every subscriber. */
export class InMemoryRealtimeFeed implements RealtimeFeed {
  readonly #subscribers = new Set<Subscriber>();

  subscribe(onEvent: Subscriber['onEvent'], onStatus: Subscriber['onStatus']): () => void {
    const subscriber = { onEvent, onStatus };
    this.#subscribers.add(subscriber);
    onStatus('open');
    return () => {
      if (this.#subscribers.delete(subscriber)) onStatus('closed');
    };
  }

  closeAll(): void {
    const subscribers = [...this.#subscribers];
    this.#subscribers.clear();
    for (const subscriber of subscribers) subscriber.onStatus('closed');
  }

  push(event: RealtimeEvent): void {
    for (const subscriber of this.#subscribers) subscriber.onEvent(event);
  }

  status(status: RealtimeStatus): void {
    for (const subscriber of this.#subscribers) subscriber.onStatus(status);
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }
}

import type { RealtimeEvent, RealtimeStatus } from '@torque/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SseRealtimeFeed, type RealtimeClientOptions } from './realtime-client.js';

type Script = { push(text: string): void; drop(): void; response: Response };

/** A response whose event stream the test writes, and can break like a dropped connection. */
function eventStream(status = 200): Script {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    push: (text) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.error(new TypeError('terminated')),
    response: new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
  };
}

const event = (id: number, extra: object = {}) =>
  `id: ${id}\nevent: LEAD_FLAGS_CHANGED\ndata: ${JSON.stringify({ id: String(id), type: 'LEAD_FLAGS_CHANGED', leadId: 5, storeId: 1, flags: {}, ...extra })}\n\n`;

function harness(responses: (Script | Response | Error)[], options: Partial<RealtimeClientOptions> = {}) {
  const requests: Headers[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    requests.push(new Headers(init?.headers));
    signals.push(init?.signal);
    const next = responses.shift() ?? new Error('no more scripted responses');
    if (next instanceof Error) throw next;
    return next instanceof Response ? next : next.response;
  });
  const events: RealtimeEvent[] = [];
  const statuses: RealtimeStatus[] = [];
  const invalid: string[] = [];
  const feed = new SseRealtimeFeed({
    baseUrl: 'http://torque.test',
    authToken: () => 'token-123',
    fetch: fetch as unknown as typeof globalThis.fetch,
    retryMs: 5,
    onInvalidEvent: (_error, data) => invalid.push(data),
    ...options,
  });
  const unsubscribe = feed.subscribe(
    (e) => events.push(e),
    (s) => statuses.push(s),
  );
  return {
    feed,
    fetch,
    requests,
    signals,
    events,
    statuses,
    invalid,
    unsubscribe,
    ids: () => events.map((e) => e.id),
  };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('SseRealtimeFeed', () => {
  it('sends the bearer token, parses each event with the domain schema and reports the connection', async () => {
    const first = eventStream();
    const h = harness([first]);
    stop = h.unsubscribe;
    first.push(`retry: 5\n\n${event(1)}${event(2, { flags: { totalUnreadCount: 0 } })}`);
    await vi.waitFor(() => expect(h.ids()).toEqual(['1', '2']));
    expect(h.requests[0]?.get('authorization')).toBe('Bearer token-123');
    expect(h.requests[0]?.get('accept')).toBe('text/event-stream');
    expect(h.requests[0]?.has('last-event-id')).toBe(false);
    expect(h.events[1]).toMatchObject({
      type: 'LEAD_FLAGS_CHANGED',
      leadId: 5,
      flags: { totalUnreadCount: 0 },
    });
    expect(h.statuses).toEqual(['connecting', 'open']);
  });

  it('resumes after a drop from the last delivered id and never delivers an id twice', async () => {
    const first = eventStream();
    const second = eventStream();
    const h = harness([first, second]);
    stop = h.unsubscribe;
    first.push(event(1) + event(2));
    await vi.waitFor(() => expect(h.ids()).toEqual(['1', '2']));
    first.drop();
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledTimes(2));
    expect(h.requests[1]?.get('last-event-id')).toBe('2');
    second.push(event(2) + event(1) + event(3) + event(3) + event(4));
    await vi.waitFor(() => expect(h.ids()).toEqual(['1', '2', '3', '4']));
    expect(h.statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('resumes from an id-only event (where "now" was) even before any event arrived', async () => {
    const first = eventStream();
    const h = harness([first, eventStream()]);
    stop = h.unsubscribe;
    first.push('retry: 5\n\nid: 40\n\n');
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.drop();
    await vi.waitFor(() => expect(h.fetch).toHaveBeenCalledTimes(2));
    expect(h.requests[1]?.get('last-event-id')).toBe('40');
  });

  it('skips and reports an event the schema refuses, and goes on', async () => {
    const first = eventStream();
    const h = harness([first]);
    stop = h.unsubscribe;
    first.push(`${event(1, { type: 'LEAD_DELETED' })}id: 2\ndata: not json\n\n${event(3)}`);
    await vi.waitFor(() => expect(h.ids()).toEqual(['3']));
    expect(h.invalid).toHaveLength(2);
  });

  it('stops on 401, says so and signs out once (a 401 anywhere clears and returns to /login)', async () => {
    let signOuts = 0;
    const h = harness([new Response('{}', { status: 401 })], { onUnauthorized: () => void signOuts++ });
    stop = h.unsubscribe;
    await vi.waitFor(() => expect(h.statuses).toEqual(['connecting', 'unauthorized']));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(signOuts).toBe(1);
  });

  it('backs off from the first delay, doubling up to the cap, while the server cannot be reached', async () => {
    vi.useFakeTimers();
    const h = harness(
      Array.from({ length: 8 }, () => new Error('offline')),
      { retryMs: 1000, maxRetryMs: 4000 },
    );
    stop = h.unsubscribe;
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return h.fetch.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(1000)).toBe(2);
    expect(await callsAfter(1999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    expect(await callsAfter(4000)).toBe(4);
    expect(await callsAfter(4000)).toBe(5);
  });

  it('stops reading and reconnecting once unsubscribed', async () => {
    const first = eventStream();
    const h = harness([first]);
    first.push(event(1));
    await vi.waitFor(() => expect(h.ids()).toEqual(['1']));
    h.unsubscribe();
    expect(h.statuses.at(-1)).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('closeAll (sign-out) aborts every open stream at once and never reconnects', async () => {
    const first = eventStream();
    const h = harness([first, eventStream()]);
    stop = h.unsubscribe;
    first.push(`retry: 5\n\n${event(1)}`);
    await vi.waitFor(() => expect(h.ids()).toEqual(['1']));
    h.feed.closeAll();
    expect(h.signals[0]?.aborted).toBe(true);
    expect(h.statuses.at(-1)).toBe('closed');
    // Many retry intervals later, still the one request: nothing reconnects with the revoked token.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });
});

/** One server-sent event as a test sees it; `data` is the parsed JSON, when there is data. */
export type TestSseEvent = {
  readonly id: string | null;
  readonly event: string | null;
  readonly data: unknown;
};

export type TestSseStream = {
  readonly status: number;
  readonly contentType: string | null;
  /** Every event so far, id-only ones included (they carry no data). */
  readonly events: TestSseEvent[];
  /** Resolves when the server ends the stream (or close() aborts it). */
  readonly ended: Promise<void>;
  /** Resolves once `count` events with data have arrived. */
  waitForData(count: number, timeoutMs?: number): Promise<TestSseEvent[]>;
  close(): void;
};

/** A bare-bones SSE reader over fetch for the server's own tests (the real client lives in adapters). */
export async function openSseStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<TestSseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: TestSseEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = parseBlock(block);
            if (event) events.push(event);
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  const withData = () => events.filter((event) => event.data !== undefined);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    ended,
    waitForData: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (withData().length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(withData());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`only ${withData().length} of ${count} events arrived: ${JSON.stringify(events)}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}

function parseBlock(block: string): TestSseEvent | null {
  let id: string | null = null;
  let event: string | null = null;
  let data: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data = data === undefined ? value : `${data}\n${value}`;
  }
  if (id === null && data === undefined) return null;
  return { id, event, data: data === undefined ? undefined : (JSON.parse(data) as unknown) };
}

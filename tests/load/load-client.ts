/** An SSE reader that records, per message id, when each MESSAGE_CREATED arrived (the bench's client). */
export class LoadSseClient {
  readonly created = new Map<number, number[]>();
  errors = 0;
  private readonly controller = new AbortController();

  static async open(url: string, token: string): Promise<LoadSseClient> {
    const client = new LoadSseClient();
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: client.controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    void client.read(response.body);
    return client;
  }

  close(): void {
    this.controller.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data || !block.includes('event: MESSAGE_CREATED')) continue;
          const id = (JSON.parse(data.slice(6)) as { message?: { id: number } }).message?.id;
          if (id === undefined) continue;
          const seen = this.created.get(id) ?? [];
          seen.push(performance.now());
          this.created.set(id, seen);
        }
      }
    } catch (error) {
      if (!this.controller.signal.aborted) this.errors += 1;
      void error;
    }
  }
}

/** Requests per second of GET url with `concurrency` workers for `ms`. */
export async function requestsPerSecond(
  url: string,
  headers: Record<string, string>,
  concurrency: number,
  ms: number,
) {
  let done = 0;
  let failed = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.ok) done += 1;
        else failed += 1;
      }
    }),
  );
  return { perSecond: (done / ms) * 1000, failed };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

import type { UploadProgressEvent, UploadXhr, XhrFactory } from '../browser/upload-with-progress.js';

export type FakeXhrOptions = {
  /** Where the request goes: the contract harness's fetch. */
  readonly fetch: typeof globalThis.fetch;
  /** Fractions of the body reported as sent before the answer, in order (they need not grow). */
  readonly steps?: readonly number[];
  /** Drop the connection instead of answering (a network error). */
  readonly failConnection?: boolean;
};

/** An XMLHttpRequest for Node: emits upload progress for the body, then sends it through `fetch`. */
class FakeXhr implements UploadXhr {
  readonly upload: { onprogress: ((event: UploadProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  #method = 'GET';
  #url = '';
  readonly #headers = new Headers();
  /** What was sent, for assertions. */
  readonly sent: { method: string; url: string; headers: Headers }[] = [];

  constructor(private readonly options: FakeXhrOptions) {}

  open(method: string, url: string): void {
    this.#method = method;
    this.#url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.#headers.set(name, value);
  }
  send(body: FormData): void {
    this.sent.push({ method: this.#method, url: this.#url, headers: this.#headers });
    void this.#run(new Request(this.#url, { method: this.#method, headers: this.#headers, body }));
  }

  async #run(request: Request): Promise<void> {
    const total = (await request.clone().arrayBuffer()).byteLength;
    for (const step of this.options.steps ?? [0.25, 0.5, 0.75, 1]) {
      this.upload.onprogress?.({ loaded: Math.round(total * step), total, lengthComputable: true });
    }
    if (this.options.failConnection) {
      this.onerror?.();
      return;
    }
    const response = await this.options.fetch(request);
    this.status = response.status;
    this.responseText = await response.text();
    this.onload?.();
  }
}

/** A factory handing out fake XHRs; `created` keeps them for assertions. */
export function fakeXhrFactory(options: FakeXhrOptions): XhrFactory & { readonly created: FakeXhr[] } {
  const created: FakeXhr[] = [];
  const factory = () => {
    const xhr = new FakeXhr(options);
    created.push(xhr);
    return xhr;
  };
  return Object.assign(factory, { created });
}

/** One dispatched server-sent event, as EventSource would hand it over. */
export type SseMessage = {
  /** The `event:` field, 'message' when absent. */
  readonly type: string;
  readonly data: string;
  /** The last `id:` seen on the stream so far (ids persist across events, as in EventSource). */
  readonly lastEventId: string;
};

export type SseParserHandlers = {
  readonly onMessage: (message: SseMessage) => void;
  /** A `retry:` field: the reconnection time the server asks for, in milliseconds. */
  readonly onRetry?: (ms: number) => void;
};

const LF = 10;
const CR = 13;

/**
 * The event-stream interpretation of the HTML standard (the one EventSource uses), fed text chunks
 * as they arrive: lines end in LF, CR or CRLF (also split across chunks), a leading BOM is dropped,
 * `:` lines are comments, `data:` lines join with LF, an `id:` containing NUL is ignored, and an
 * event with no data sets the last event id without being dispatched.
 */
export class SseParser {
  private line = '';
  private data = '';
  private hasData = false;
  private eventType = '';
  private idBuffer: string;
  private pendingCr = false;
  private started = false;
  /** The id of the last dispatched event, including one that carried no data. */
  lastEventId: string;

  constructor(
    private readonly handlers: SseParserHandlers,
    initialLastEventId = '',
  ) {
    this.idBuffer = initialLastEventId;
    this.lastEventId = initialLastEventId;
  }

  push(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let start = 0;
    if (this.pendingCr && text.charCodeAt(0) === LF) start = 1;
    this.pendingCr = false;
    for (let index = start; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code !== LF && code !== CR) continue;
      this.processLine(this.line + text.slice(start, index));
      this.line = '';
      if (code === CR) {
        if (index + 1 === text.length) this.pendingCr = true;
        else if (text.charCodeAt(index + 1) === LF) index++;
      }
      start = index + 1;
    }
    this.line += text.slice(start);
  }

  private processLine(line: string): void {
    if (line === '') return this.dispatch();
    if (line.charCodeAt(0) === 58 /* : */) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* space */) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data = this.hasData ? `${this.data}\n${value}` : value;
        this.hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) this.idBuffer = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.handlers.onRetry?.(Number(value));
        break;
    }
  }

  private dispatch(): void {
    this.lastEventId = this.idBuffer;
    const { data, hasData, eventType } = this;
    this.data = '';
    this.hasData = false;
    this.eventType = '';
    if (!hasData) return;
    this.handlers.onMessage({ type: eventType || 'message', data, lastEventId: this.lastEventId });
  }
}

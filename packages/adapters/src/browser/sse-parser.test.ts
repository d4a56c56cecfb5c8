import { describe, expect, it } from 'vitest';
import { SseParser, type SseMessage } from './sse-parser.js';

function parse(chunks: readonly string[], initialId = '') {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = new SseParser(
    { onMessage: (message) => messages.push(message), onRetry: (ms) => retries.push(ms) },
    initialId,
  );
  for (const chunk of chunks) parser.push(chunk);
  return { messages, retries, parser };
}

describe('SseParser', () => {
  it('dispatches events with their type, joined data lines and id', () => {
    const { messages } = parse(['id: 7\nevent: MESSAGE_CREATED\ndata: {"a":1}\n\ndata: one\ndata: two\n\n']);
    expect(messages).toEqual([
      { type: 'MESSAGE_CREATED', data: '{"a":1}', lastEventId: '7' },
      { type: 'message', data: 'one\ntwo', lastEventId: '7' },
    ]);
  });

  it('handles LF, CR and CRLF line ends, also when a chunk splits them or a line', () => {
    const { messages } = parse(['\uFEFFid: 1\r', '\ndata: a', 'b\r\r', 'id: 2\rdata: c\n', '\n']);
    expect(messages).toEqual([
      { type: 'message', data: 'ab', lastEventId: '1' },
      { type: 'message', data: 'c', lastEventId: '2' },
    ]);
  });

  it('skips comments, unknown fields and an unfinished event, and keeps one leading space only', () => {
    const { messages } = parse([': heartbeat\n\nfoo: bar\ndata:  two spaces\n\ndata: never finished']);
    expect(messages).toEqual([{ type: 'message', data: ' two spaces', lastEventId: '' }]);
  });

  it('moves the last event id on an id-only event without dispatching it, and ignores ids with NUL', () => {
    const { messages, parser } = parse(['id: 40\n\n', 'id: 4\u00001\ndata: x\n\n'], '3');
    expect(parser.lastEventId).toBe('40');
    expect(messages).toEqual([{ type: 'message', data: 'x', lastEventId: '40' }]);
  });

  it('reports a numeric retry and ignores any other', () => {
    expect(parse(['retry: 1000\n\nretry: soon\n\n']).retries).toEqual([1000]);
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CodeLikelihood, ReplyClassifier } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatCompletionsSettings } from '../config/reply-classifier-settings.js';
import {
  ChatCompletionsReplyClassifier,
  MODEL_REPLY_CODES,
  replyClassifierOf,
} from './chat-completions-reply-classifier.js';

// Issue 31: the optional language-model reader of replies, against a local server that speaks
// OpenAI's chat-completions API as hosted providers, Ollama and vLLM do.
const API_KEY = 'sk-test-4f1c9a77d0e2b8';
const REPLY = 'my husband scratched it backing out, can yall fix paint';

type Seen = {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
};
type Answer = { status?: number; body: string; delayMs?: number };

/** A chat-completions answer whose message content is `content`. */
const completion = (content: string): string =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
const codes = (...entries: [string, number][]): string =>
  completion(JSON.stringify({ codes: entries.map(([code, likelihood]) => ({ code, likelihood })) }));

let server: Server;
let baseUrl: string;
let answer: Answer;
let seen: Seen[];
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      const { status = 200, body, delayMs = 0 } = answer;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The offline classifier's stand-in: its reading is recognisable, and it counts the replies it read. */
const OFFLINE_READING: readonly CodeLikelihood[] = [{ code: 'MISC', likelihood: 1 }];
let offlineRead: string[];
const offline: ReplyClassifier = {
  classify: async (text) => {
    offlineRead.push(text);
    return OFFLINE_READING;
  },
};
let warnings: string[];
const classifier = (settings: Partial<ChatCompletionsSettings> = {}) =>
  new ChatCompletionsReplyClassifier(
    { baseUrl, model: 'llama3.1:8b', apiKey: API_KEY, timeoutMs: 2_000, ...settings },
    offline,
    (message) => warnings.push(message),
  );

beforeEach(() => {
  seen = [];
  offlineRead = [];
  warnings = [];
  answer = { body: codes(['CC', 0.7], ['VI', 0.2]) };
});

describe('the chat-completions reply classifier', () => {
  it('asks the model for the reply codes with a strict schema, the bearer key and no randomness', async () => {
    await classifier().classify(REPLY);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.contentType).toBe('application/json');
    const body = request!.body as {
      model: string;
      temperature: number;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
      };
    };
    expect(body.model).toBe('llama3.1:8b');
    expect(body.temperature).toBe(0);
    expect(body.messages[1]).toEqual({ role: 'user', content: REPLY });
    // The system prompt lists every code the model may give, with its meaning; never the opt-out.
    const prompt = body.messages[0]!.content;
    expect(body.messages[0]!.role).toBe('system');
    expect(prompt).toContain('CC: Customer complaint');
    expect(prompt).toContain('NLO: No longer own');
    expect(prompt).not.toMatch(/^STOP:/m);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    const schema = body.response_format.json_schema.schema as {
      properties: { codes: { items: { properties: { code: { enum: string[] } } } } };
    };
    const allowed = schema.properties.codes.items.properties.code.enum;
    expect(allowed).toEqual([...MODEL_REPLY_CODES]);
    expect(allowed).toContain('APPT-SET');
    expect(allowed).not.toContain('STOP');
    expect(allowed).not.toContain('BLANK');
  });

  it('sends no authorization header when no key is set (a local server)', async () => {
    await classifier({ apiKey: null }).classify(REPLY);
    expect(seen[0]!.authorization).toBeUndefined();
  });

  it("uses the model's good answer, most likely first, and leaves the offline classifier alone", async () => {
    answer = { body: codes(['VI', 0.2], ['CC', 0.7]) };
    expect(await classifier().classify(REPLY)).toEqual([
      { code: 'CC', likelihood: 0.7 },
      { code: 'VI', likelihood: 0.2 },
    ]);
    expect(offlineRead).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('scales likelihoods that add up to more than one into shares of one', async () => {
    answer = { body: codes(['APPT-SET', 0.9], ['CQ', 0.6]) };
    const read = await classifier().classify('can i come thurs around 2? how long does it take');
    expect(read.map((entry) => entry.code)).toEqual(['APPT-SET', 'CQ']);
    expect(read[0]!.likelihood).toBeCloseTo(0.6);
    expect(read[1]!.likelihood).toBeCloseTo(0.4);
  });

  const fallbacks: [string, () => Answer, RegExp][] = [
    [
      'an answer slower than the timeout',
      () => ({ body: codes(['CC', 0.9]), delayMs: 1_500 }),
      /within 300 ms/,
    ],
    ['a server error', () => ({ status: 500, body: '{"error":{"message":"overloaded"}}' }), /HTTP 500/],
    ['malformed JSON', () => ({ body: '{"choices":[{"message":' }), /did not answer JSON/],
    ['message content that is not JSON', () => ({ body: completion('CC, probably') }), /did not answer JSON/],
    ['an unknown code', () => ({ body: codes(['ANGRY', 0.9]) }), /not one of those asked for/],
    [
      'the opt-out code, which is the rules’ alone',
      () => ({ body: codes(['STOP', 0.9]) }),
      /not one of those/,
    ],
    ['a likelihood above one', () => ({ body: codes(['CC', 1.4]) }), /outside 0 to 1/],
    ['a code given twice', () => ({ body: codes(['CC', 0.5], ['CC', 0.4]) }), /twice/],
    ['no codes', () => ({ body: codes() }), /no codes/],
  ];
  it.each(fallbacks)('falls back to the offline classifier on %s', async (_what, respond, reason) => {
    answer = respond();
    expect(await classifier({ timeoutMs: 300 }).classify(REPLY)).toEqual(OFFLINE_READING);
    expect(offlineRead).toEqual([REPLY]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
    expect(warnings[0]).toContain('offline classifier');
  });

  it('falls back when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const read = await classifier({ baseUrl: `http://127.0.0.1:${port}/v1` }).classify(REPLY);
    expect(read).toEqual(OFFLINE_READING);
    expect(warnings[0]).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });

  it('names no host in the warning when the base URL is not a URL', async () => {
    const read = await classifier({ baseUrl: 'not a url' }).classify(REPLY);
    expect(read).toEqual(OFFLINE_READING);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Reply classifier llama3\.1:8b at the configured endpoint not used: the endpoint could not be reached/,
      ),
    ]);
  });

  it("never logs the API key or the customer's words", async () => {
    for (const respond of [
      ...fallbacks.map(([, make]) => make()),
      { status: 401, body: `bad key ${API_KEY}` },
    ]) {
      answer = respond;
      // The server echoes the reply in its error, as some do: that must not reach the log either.
      if (answer.status === 500) answer = { status: 500, body: JSON.stringify({ error: REPLY }) };
      await classifier({ timeoutMs: 300 }).classify(REPLY);
    }
    expect(warnings).toHaveLength(fallbacks.length + 1);
    const logged = warnings.join('\n');
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain('sk-test');
    expect(logged).not.toContain('scratched');
    expect(logged).not.toContain('yall');
  });

  it('is off unless configured: the offline classifier itself then', () => {
    expect(replyClassifierOf(null, offline, () => {})).toBe(offline);
    expect(
      replyClassifierOf({ baseUrl, model: 'm', apiKey: null, timeoutMs: 1_000 }, offline, () => {}),
    ).toBeInstanceOf(ChatCompletionsReplyClassifier);
  });
});

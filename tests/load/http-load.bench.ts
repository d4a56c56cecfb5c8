import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-organisation.js';
import { startChild, type ChildServer } from './child-process.js';
import { percentile } from './load-client.js';
import { prepareLoadDatabase, type LoadDatabase } from './load-database.js';
import { runSendLoad } from './send-load.js';
import { untilQuiet } from './server-cpu.js';
import { ensureServerBuilt, startServerProcess } from './server-under-test.js';

// npm run bench:http. The request path of the built server (`node packages/server/dist/main.js`, its
// own process, the built web app served) against a bare Fastify 5 server (its own process too) that
// answers the very bytes Torque answered, from memory. Three calls: the conversation history (at two
// sizes, to show how cost grows with the messages), a page of the web app and a refused token (401).
// Each call is run ROUNDS times per server, interleaved Torque, bare, Torque, bare…; printed are the
// requests per second and the server's CPU per request, min and median, and the ratios of the medians.
// Figures are printed, never asserted: only that every answer was the expected one.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_DIST = join(ROOT, 'packages/web/dist');
const ROUNDS = Number(process.env['HTTP_BENCH_ROUNDS'] ?? 4);
const RUN_MS = Number(process.env['HTTP_BENCH_MS'] ?? 3000);
const CONCURRENCY = 16;
const BIG_HISTORY = 50;
const SMALL_HISTORY = 10;

type Call = {
  readonly name: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly status: number;
};
type Run = { readonly perSecond: number; readonly cpuMs: number; readonly unexpected: number };

let database: LoadDatabase | undefined;
let server: ChildServer | undefined;
let bare: ChildServer | undefined;
const scratch = mkdtempSync(join(tmpdir(), 'torque-http-bench-'));

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('Build the web app first: npm run build');
  ensureServerBuilt();
  database = await prepareLoadDatabase();
  server = await startServerProcess(database.server, WEB_DIST);
}, 300_000);
afterAll(async () => {
  await bare?.stop();
  await server?.stop();
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

it('the request path against bare Fastify serving the same bytes', async () => {
  const base = server!.url;
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  const historyPath = (leadId: number) => historyUrl('', leadId);
  const small = await leadWithHistory(base, auth, SMALL_HISTORY);
  const big = await filledHistory(base, token, small.leadId, BIG_HISTORY);
  const allCalls: Call[] = [
    {
      name: `history, ${small.messages} messages`,
      path: historyPath(small.leadId),
      headers: auth,
      status: 200,
    },
    { name: `history, ${big.messages} messages`, path: historyPath(big.leadId), headers: auth, status: 200 },
    {
      name: 'page /leadmanager (brotli)',
      path: '/leadmanager',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      status: 200,
    },
    {
      name: 'refused token (401)',
      path: historyPath(big.leadId),
      headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
      status: 401,
    },
  ];
  // HTTP_BENCH_ONLY=401 runs only the calls whose name contains it (e.g. to profile one of them).
  const calls = allCalls.filter((call) => call.name.includes(process.env['HTTP_BENCH_ONLY'] ?? ''));

  // The baseline answers what Torque answered: same status, body bytes, type and encoding.
  const answers = await Promise.all(
    calls.map(async (call, index) => {
      const answer = await rawGet(`${base}${call.path}`, call.headers);
      expect(answer.status, call.name).toBe(call.status);
      const bodyFile = join(scratch, `answer-${index}`);
      writeFileSync(bodyFile, answer.body);
      const headers = Object.fromEntries(
        (['content-type', 'content-encoding', 'vary'] as const)
          .filter((name) => answer.headers[name] !== undefined)
          .map((name) => [name, String(answer.headers[name])]),
      );
      return { path: `/bare/${index}`, status: call.status, headers, bodyFile, bytes: answer.body.length };
    }),
  );
  const manifest = join(scratch, 'answers.json');
  writeFileSync(manifest, JSON.stringify(answers));
  bare = await startChild(
    [join(ROOT, 'tests/load/bare-http-server.mjs'), manifest],
    { PATH: process.env['PATH'], NODE_ENV: 'production' },
    (line) => (line.startsWith('http://') ? line.trim() : null),
  );

  const load = `load average ${loadavg()
    .map((each) => each.toFixed(1))
    .join(' ')}`;
  const torqueRuns = calls.map((): Run[] => []);
  const bareRuns = calls.map((): Run[] => []);
  // Warm both (JIT, caches), then interleave: Torque, bare, Torque, bare…
  for (const [index, call] of calls.entries()) {
    await measure(server!, `${base}${call.path}`, call, 500);
    await measure(bare, `${bare.url}${answers[index]!.path}`, call, 500);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, call] of calls.entries()) {
      torqueRuns[index]!.push(await measure(server!, `${base}${call.path}`, call, RUN_MS));
      bareRuns[index]!.push(await measure(bare, `${bare.url}${answers[index]!.path}`, call, RUN_MS));
    }
  }

  const lines = [
    `HTTP request path (${database!.kind}; both servers in their own process on 127.0.0.1; ${CONCURRENCY} concurrent requests; ${ROUNDS} rounds × ${RUN_MS / 1000} s each, interleaved Torque/bare)`,
    `machine: ${load} at the start, ${loadavg()
      .map((each) => each.toFixed(1))
      .join(' ')} at the end (other work on the machine skews absolute figures; the ratios are what count)`,
  ];
  for (const [index, call] of calls.entries()) {
    const torque = summary(torqueRuns[index]!);
    const baseline = summary(bareRuns[index]!);
    lines.push(
      `${call.name} (${answers[index]!.bytes} bytes, ${call.status}):`,
      `  req/s         Torque min ${torque.perSecond.min.toFixed(0)} median ${torque.perSecond.median.toFixed(0)}` +
        ` | bare min ${baseline.perSecond.min.toFixed(0)} median ${baseline.perSecond.median.toFixed(0)}` +
        ` | ratio ${(torque.perSecond.median / baseline.perSecond.median).toFixed(2)}`,
      `  CPU/request   Torque min ${torque.cpuMs.min.toFixed(3)} median ${torque.cpuMs.median.toFixed(3)} ms` +
        ` | bare min ${baseline.cpuMs.min.toFixed(3)} median ${baseline.cpuMs.median.toFixed(3)} ms` +
        ` | ${(torque.cpuMs.median / baseline.cpuMs.median).toFixed(1)}× bare`,
    );
  }
  if (calls.length === allCalls.length) {
    const [smallRuns, bigRuns] = [summary(torqueRuns[0]!), summary(torqueRuns[1]!)];
    lines.push(
      `growth: history ${small.messages} → ${big.messages} messages costs ${(bigRuns.cpuMs.median / smallRuns.cpuMs.median).toFixed(2)}× the CPU per request`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  const unexpected = [...torqueRuns, ...bareRuns].flat().reduce((sum, run) => sum + run.unexpected, 0);
  expect(unexpected).toBe(0);
});

const historyUrl = (base: string, leadId: number) =>
  `${base}/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`;

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super_user@torque.demo', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { authToken: string }).authToken;
}

/** The seeded lead whose conversation has the number of messages nearest `wanted`. */
async function leadWithHistory(base: string, auth: Record<string, string>, wanted: number) {
  let best = { leadId: 0, messages: -1 };
  for (const { leadId } of database!.leads.slice(0, 400)) {
    const answer = await fetch(historyUrl(base, leadId), { headers: auth });
    const messages = ((await answer.json()) as { data: unknown[] }).data.length;
    if (Math.abs(messages - wanted) < Math.abs(best.messages - wanted)) best = { leadId, messages };
    if (messages === wanted) break;
  }
  return best;
}

/** Another seeded lead's conversation, texted (through the API) until it holds `wanted` messages. */
async function filledHistory(base: string, token: string, otherThan: number, wanted: number) {
  const auth = { authorization: `Bearer ${token}` };
  const lead = database!.leads.find((each) => each.leadId !== otherThan)!;
  const count = async () =>
    ((await (await fetch(historyUrl(base, lead.leadId), { headers: auth })).json()) as { data: unknown[] })
      .data.length;
  const sends = await runSendLoad(base, token, [lead], Math.max(0, wanted - (await count())), 1);
  if (sends.errors > 0)
    throw new Error(`texting the lead failed: ${[...sends.errorReasons.keys()].join(', ')}`);
  return { leadId: lead.leadId, messages: await count() };
}

/** GET without decompression: the exact bytes and headers the server sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

/** Requests per second of `url` with CONCURRENCY workers for `ms`, and the server's CPU per request. */
async function measure(target: ChildServer, url: string, call: Call, ms: number): Promise<Run> {
  await untilQuiet(target, 5000);
  const cpuBefore = target.cpuSeconds();
  let answered = 0;
  let unexpected = 0;
  const started = performance.now();
  const until = started + ms;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url, { headers: call.headers });
        await response.arrayBuffer();
        if (response.status === call.status) answered += 1;
        else unexpected += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = ((target.cpuSeconds() - cpuBefore) * 1000) / answered;
  return { perSecond: answered / seconds, cpuMs, unexpected };
}

function summary(runs: readonly Run[]) {
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { min: sorted[0]!, median: percentile(sorted, 50) };
  };
  return { perSecond: stats(runs.map((run) => run.perSecond)), cpuMs: stats(runs.map((run) => run.cpuMs)) };
}

import { rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-organisation.js';
import type { ChildServer } from './child-process.js';
import { LoadSseClient, percentile, requestsPerSecond } from './load-client.js';
import { prepareLoadDatabase, type LoadDatabase } from './load-database.js';
import { runSendLoad } from './send-load.js';
import { ensureServerBuilt, startBareProcess, startServerProcess } from './server-under-test.js';
import { measured, untilQuiet } from './server-cpu.js';

// Bounded load on 127.0.0.1 only, loopback carrier. The server runs as `npm start` runs it, in its own
// process; this process is only the load: CLIENTS event streams connected while SENDS_PER_SECOND staff
// texts go out for SECONDS, and every client must receive every MESSAGE_CREATED exactly once. Then the
// conversation-history call against a bare Fastify route (its own process too) answering the same JSON,
// measured the same way in the same run. Figures are printed, never asserted; only correctness is.
const CLIENTS = Number(process.env['LOAD_CLIENTS'] ?? 100);
const SENDS_PER_SECOND = Number(process.env['LOAD_SENDS_PER_SECOND'] ?? 50);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 30);
const THROUGHPUT_MS = 5000;
const THROUGHPUT_CONCURRENCY = 16;

let database: LoadDatabase | undefined;
let server: ChildServer | undefined;
let token = '';

beforeAll(async () => {
  ensureServerBuilt();
  database = await prepareLoadDatabase();
  server = await startServerProcess(database.server);
  const login = await fetch(`${server.url}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super_user@torque.demo', password: DEMO_PASSWORD }),
  });
  token = ((await login.json()) as { authToken: string }).authToken;
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

it(`${CLIENTS} SSE clients while ${SENDS_PER_SECOND} sends/s run for ${SECONDS} s`, async () => {
  const base = server!.url;
  const leads = database!.leads;
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => LoadSseClient.open(`${base}/api/realtime/events`, token)),
  );
  const cpuBefore = server!.cpuSeconds();
  const waitBefore = server!.waitSeconds();
  const sends = await runSendLoad(base, token, leads, SENDS_PER_SECOND, SECONDS);
  const serverCpu = server!.cpuSeconds() - cpuBefore;
  const serverWait = server!.waitSeconds() - waitBefore;
  // Let the last events arrive (bounded).
  const ids = [...sends.sentAt.keys()];
  const deadline = performance.now() + 15_000;
  while (
    !clients.every((client) => ids.every((id) => client.created.has(id))) &&
    performance.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 100));

  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const client of clients) {
    for (const [id, at] of sends.sentAt) {
      const seen = client.created.get(id);
      if (!seen) lost += 1;
      else {
        if (seen.length > 1) duplicated += seen.length - 1;
        latencies.push(seen[0]! - at);
      }
    }
    client.close();
  }
  latencies.sort((a, b) => a - b);
  const streamErrors = clients.reduce((sum, client) => sum + client.errors, 0);

  // Conversation history against a bare Fastify route returning the same JSON, both in their own
  // process, driven by the same client code from here.
  const auth = { authorization: `Bearer ${token}` };
  const historyUrl = `${base}/api/svc-message-instance/conversation-history?future_service_interaction_id=${leads[0]!.leadId}`;
  const sample = await (await fetch(historyUrl, { headers: auth })).text();
  const bodyFile = join(tmpdir(), `torque-load-bare-${process.pid}.json`);
  writeFileSync(bodyFile, sample);
  // The send phase leaves work behind (outbox, delivery reports 1.5 s later): measure on a quiet server.
  const settled = await untilQuiet(server!);
  const history = await measured(
    server!,
    () => requestsPerSecond(historyUrl, auth, THROUGHPUT_CONCURRENCY, THROUGHPUT_MS),
    THROUGHPUT_MS,
  );
  const bare = await startBareProcess(bodyFile);
  const baseline = await measured(
    bare,
    () => requestsPerSecond(`${bare.url}/bare`, {}, THROUGHPUT_CONCURRENCY, THROUGHPUT_MS),
    THROUGHPUT_MS,
  );
  await bare.stop();
  rmSync(bodyFile, { force: true });

  const expected = sends.sentAt.size * CLIENTS;
  const messages = (JSON.parse(sample) as { data: unknown[] }).data.length;
  const ratio = history.perSecond / baseline.perSecond;
  const lines = [
    `machine: load average ${loadavg()
      .map((each) => each.toFixed(1))
      .join(' ')} before the history phase (other work on the machine skews every figure)`,
    `realtime load (${database!.kind}, server in its own process, loopback carrier, 127.0.0.1): ${CLIENTS} SSE clients, ${SENDS_PER_SECOND} sends/s for ${SECONDS} s`,
    `  sends: ${sends.sentAt.size} ok, ${sends.errors} errors; ${(sends.sentAt.size / sends.seconds).toFixed(1)} sends/s achieved of ${SENDS_PER_SECOND} target`,
    ...[...sends.errorReasons].map(([reason, count]) => `    ${count} × ${reason}`),
    `  server CPU while sending: ${serverCpu.toFixed(1)} s over ${sends.seconds.toFixed(1)} s (${((serverCpu / sends.seconds) * 100).toFixed(0)}% of one core); waited ${serverWait.toFixed(1)} s for a core`,
    `  events delivered: ${latencies.length} of ${expected} expected (${(latencies.length / sends.seconds).toFixed(0)}/s), stream errors ${streamErrors}`,
    `  lost ${lost}, duplicated ${duplicated} (must be 0)`,
    `  latency send → MESSAGE_CREATED received: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    `  conversation history (${messages} messages, ${sample.length} bytes; server quiet after ${settled.toFixed(1)} s) ${history.perSecond.toFixed(0)} req/s (${history.failed} failed)` +
      ` vs bare Fastify ${baseline.perSecond.toFixed(0)} req/s (${baseline.failed} failed): ratio ${ratio.toFixed(2)} (target ≥ 0.5)`,
    // CPU per request is what the ratio would be on a machine of our own: the figure least moved by other work.
    `  server CPU per request: history ${history.cpuMs.toFixed(3)} ms, bare ${baseline.cpuMs.toFixed(3)} ms: ratio ${(baseline.cpuMs / history.cpuMs).toFixed(2)}`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  expect({ lost, duplicated, sendErrors: sends.errors, streamErrors, historyFailed: history.failed }).toEqual(
    {
      lost: 0,
      duplicated: 0,
      sendErrors: 0,
      streamErrors: 0,
      historyFailed: 0,
    },
  );
});

import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../packages/server/src/seed/demo-organisation.js';
import { startChild, type ChildServer } from './child-process.js';
import { postgresCpuSeconds } from './database-cpu.js';
import { LoadSseClient, percentile } from './load-client.js';
import { prepareLoadDatabase, type LoadDatabase } from './load-database.js';
import { runSendLoad } from './send-load.js';
import { ensureServerBuilt, startServerProcess } from './server-under-test.js';

// `npm run bench:sends`: what a staff send costs, against a bare SSE broadcaster from the same run
// (tests/load/bare-broadcaster.mjs: node:http alone, no database) driven by the same client code.
// 1. CPU per send with one client at 10 sends/s, rounds interleaved (Torque, bare, Torque, bare…),
//    min and median of each: the "server CPU per send".
// 2. The delivery measure: CLIENTS event streams while SENDS_PER_SECOND texts go out for
//    SECONDS (100, 50, 60 unless LOAD_CLIENTS, LOAD_SENDS_PER_SECOND, LOAD_SECONDS say otherwise);
//    every client must get every MESSAGE_CREATED exactly once. p50/p99 from send to arrival.
// On PostgreSQL (scripts/with-postgres.sh) LOAD_INSTANCES=2 runs two server processes on one
// database, clients and sends spread over both; the database's CPU is counted with the servers'.
// Figures are printed, never asserted; only correctness is.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIENTS = Number(process.env['LOAD_CLIENTS'] ?? 100);
const SENDS_PER_SECOND = Number(process.env['LOAD_SENDS_PER_SECOND'] ?? 50);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const INSTANCES = Number(process.env['LOAD_INSTANCES'] ?? 1);
const CPU_ROUNDS = Number(process.env['LOAD_CPU_ROUNDS'] ?? 3);
const CPU_SENDS_PER_SECOND = 10;
const CPU_SECONDS = 10;
/** A send's work goes on after its answer: the receipt, and the carrier's delivery report 1.5 s later. */
const SETTLE_MS = 2500;
const ARRIVAL_WAIT_MS = 60_000;

type Target = {
  readonly name: string;
  readonly bases: readonly string[];
  readonly token: string;
  /** CPU seconds used so far by its server processes. */
  readonly cpuSeconds: () => number;
  /** CPU seconds used so far by its PostgreSQL server (0 when it has none: PGlite runs inside the server). */
  readonly databaseCpuSeconds: () => number;
};

let database: LoadDatabase | undefined;
let servers: ChildServer[] = [];
let bare: ChildServer | undefined;
let torque: Target;
let baseline: Target;

beforeAll(async () => {
  ensureServerBuilt();
  database = await prepareLoadDatabase();
  if (INSTANCES > 1 && database.kind !== 'postgres')
    throw new Error(
      'LOAD_INSTANCES > 1 needs PostgreSQL (scripts/with-postgres.sh): PGlite is one process’s',
    );
  servers = await Promise.all(Array.from({ length: INSTANCES }, () => startServerProcess(database!.server)));
  const url = database.server.databaseUrl;
  torque = {
    name: INSTANCES > 1 ? `Torque ×${INSTANCES}` : 'Torque',
    bases: servers.map((server) => server.url),
    token: await signIn(servers[0]!.url),
    cpuSeconds: () => servers.reduce((sum, server) => sum + server.cpuSeconds(), 0),
    databaseCpuSeconds: () => (url ? postgresCpuSeconds(url) : 0),
  };
  bare = await startChild(
    [join(ROOT, 'tests/load/bare-broadcaster.mjs')],
    { PATH: process.env['PATH'], NODE_ENV: 'production' },
    (line) => (line.startsWith('http://') ? line.trim() : null),
  );
  baseline = {
    name: 'bare',
    bases: [bare.url],
    token: 'bare',
    cpuSeconds: bare.cpuSeconds,
    databaseCpuSeconds: () => 0,
  };
}, 300_000);

afterAll(async () => {
  await Promise.all([...servers, ...(bare ? [bare] : [])].map((server) => server.stop()));
  await database?.drop();
});

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/user/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super_user@torque.demo', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { authToken: string }).authToken;
}

type Run = {
  readonly sends: number;
  readonly sendErrors: readonly string[];
  readonly achievedPerSecond: number;
  readonly cpuMsPerSend: number;
  readonly databaseCpuMsPerSend: number;
  readonly latencies: readonly number[];
  readonly lost: number;
  readonly duplicated: number;
  readonly streamErrors: number;
};

/** `clients` streams (spread over the target's servers) while `perSecond` sends go out for `seconds`. */
async function run(target: Target, clients: number, perSecond: number, seconds: number): Promise<Run> {
  const streams = await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      LoadSseClient.open(`${target.bases[i % target.bases.length]}/api/realtime/events`, target.token),
    ),
  );
  const cpuBefore = target.cpuSeconds();
  const databaseCpuBefore = target.databaseCpuSeconds();
  const sends = await runSendLoad(target.bases, target.token, database!.leads, perSecond, seconds);
  const ids = [...sends.sentAt.keys()];
  const deadline = performance.now() + ARRIVAL_WAIT_MS;
  while (!streams.every((s) => ids.every((id) => s.created.has(id))) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const cpuMs = (target.cpuSeconds() - cpuBefore) * 1000;
  const databaseCpuMs = (target.databaseCpuSeconds() - databaseCpuBefore) * 1000;

  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const stream of streams) {
    for (const [id, at] of sends.sentAt) {
      const seen = stream.created.get(id);
      if (!seen) lost += 1;
      else {
        duplicated += seen.length - 1;
        latencies.push(seen[0]! - at);
      }
    }
    stream.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    sends: sends.sentAt.size,
    sendErrors: [...sends.errorReasons].map(([reason, count]) => `${count} × ${reason}`),
    achievedPerSecond: sends.sentAt.size / sends.seconds,
    cpuMsPerSend: cpuMs / Math.max(1, sends.sentAt.size),
    databaseCpuMsPerSend: databaseCpuMs / Math.max(1, sends.sentAt.size),
    latencies,
    lost,
    duplicated,
    streamErrors: streams.reduce((sum, s) => sum + s.errors, 0),
  };
}

const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number): string => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const load = (): string =>
  loadavg()
    .map((each) => each.toFixed(1))
    .join(' ');

const withDatabase = (target: Target, result: Run): string =>
  target === torque && database!.kind === 'postgres'
    ? ` (+ PostgreSQL ${ms(result.databaseCpuMsPerSend)})`
    : '';

function describeRun(target: Target, result: Run): string[] {
  return [
    `  ${target.name.padEnd(9)} ${result.sends} sends (${result.achievedPerSecond.toFixed(1)}/s achieved), CPU ${ms(result.cpuMsPerSend)} per send${withDatabase(target, result)};` +
      ` delivery p50 ${ms(percentile(result.latencies, 50))}, p99 ${ms(percentile(result.latencies, 99))};` +
      ` lost ${result.lost}, duplicated ${result.duplicated}, send errors ${result.sendErrors.length}, stream errors ${result.streamErrors}`,
    ...result.sendErrors.map((reason) => `            ${reason}`),
  ];
}

it(`a staff send: CPU per send against a bare broadcaster, then ${CLIENTS} clients at ${SENDS_PER_SECOND} sends/s for ${SECONDS} s`, async () => {
  const lines = [
    `sends (${database!.kind}, ${torque.name}, loopback carrier, 127.0.0.1); load average ${load()} at the start (other work on the machine skews every figure)`,
  ];
  const all: Run[] = [];

  // 1. CPU per send, one client, interleaved rounds.
  const cpu = new Map<string, number[]>([
    [torque.name, []],
    [baseline.name, []],
  ]);
  const databaseCpu: number[] = [];
  // A first few sends each, not counted: statements prepared, code compiled.
  for (const target of [torque, baseline]) await run(target, 1, CPU_SENDS_PER_SECOND, 1);
  for (let round = 0; round < CPU_ROUNDS; round++) {
    for (const target of [torque, baseline]) {
      const result = await run(target, 1, CPU_SENDS_PER_SECOND, CPU_SECONDS);
      all.push(result);
      cpu.get(target.name)!.push(result.cpuMsPerSend);
      if (target === torque) databaseCpu.push(result.databaseCpuMsPerSend);
    }
  }
  const torqueCpu = cpu.get(torque.name)!;
  const bareCpu = cpu.get(baseline.name)!;
  lines.push(
    `CPU per send, 1 client, ${CPU_SENDS_PER_SECOND} sends/s for ${CPU_SECONDS} s, ${CPU_ROUNDS} interleaved rounds (target ≤ 5 ms):`,
    `  ${torque.name.padEnd(9)} min ${ms(Math.min(...torqueCpu))}, median ${ms(median(torqueCpu))}   (${torqueCpu.map(ms).join(', ')})`,
    ...(database!.kind === 'postgres'
      ? [
          `  PostgreSQL min ${ms(Math.min(...databaseCpu))}, median ${ms(median(databaseCpu))} more per send (its own processes)`,
        ]
      : []),
    `  ${'bare'.padEnd(9)} min ${ms(Math.min(...bareCpu))}, median ${ms(median(bareCpu))}   (${bareCpu.map(ms).join(', ')})`,
    `  ratio of medians ${(median(torqueCpu) / median(bareCpu)).toFixed(1)}× the bare broadcaster`,
  );

  // 2. The delivery measure, Torque then the bare broadcaster.
  lines.push(
    `${CLIENTS} clients, ${SENDS_PER_SECOND} sends/s for ${SECONDS} s (target: p99 ≤ 1 s, nothing lost or duplicated); load average ${load()}:`,
  );
  for (const target of [torque, baseline]) {
    const result = await run(target, CLIENTS, SENDS_PER_SECOND, SECONDS);
    all.push(result);
    lines.push(...describeRun(target, result));
  }
  lines.push(
    `  how a send's cost grows: ${ms(median(torqueCpu))} per send at 1 client and ${CPU_SENDS_PER_SECOND}/s, ` +
      `${ms(all.at(-2)!.cpuMsPerSend)} at ${CLIENTS} clients and ${SENDS_PER_SECOND}/s (bare: ${ms(median(bareCpu))} → ${ms(all.at(-1)!.cpuMsPerSend)})`,
    `load average ${load()} at the end`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n\n`);

  for (const result of all)
    expect({
      lost: result.lost,
      duplicated: result.duplicated,
      sendErrors: result.sendErrors,
      streamErrors: result.streamErrors,
    }).toEqual({ lost: 0, duplicated: 0, sendErrors: [], streamErrors: 0 });
});

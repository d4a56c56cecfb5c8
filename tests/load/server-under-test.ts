import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, type ChildServer } from './child-process.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PNPM = ['--yes', 'pnpm@10.34.8'];

/** Newest modification time of the .ts files under dir (tests left out: the build leaves them out too). */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !/\.(test|bench)\.ts$/.test(entry.name))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const builtAt = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * The server runs from its build, as `npm start` runs it: domain and server are rebuilt (pnpm, like
 * scripts/lib.mjs) when a source file is newer than their dist.
 */
export function ensureServerBuilt(): void {
  for (const pkg of ['domain', 'server'] as const) {
    const dir = join(ROOT, 'packages', pkg);
    const entry = join(dir, 'dist', pkg === 'server' ? 'main.js' : 'index.js');
    if (newestSource(join(dir, 'src')) <= builtAt(entry)) continue;
    process.stdout.write(`building @torque/${pkg} (dist is older than src)\n`);
    const started = Date.now();
    const result = spawnSync('npx', [...PNPM, '--filter', `@torque/${pkg}`, 'run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status === 0) continue;
    // tsc still writes the JavaScript when it finds type errors (work in progress elsewhere in the
    // package): run that build, but say so; anything else is a failed build.
    if (builtAt(entry) < started) throw new Error(`building @torque/${pkg} failed (exit ${result.status})`);
    process.stdout.write(`warning: @torque/${pkg} has type errors; running the JavaScript tsc emitted\n`);
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `node packages/server/dist/main.js` on 127.0.0.1 with its own port, data and the loopback carrier;
 * API only unless `webDist` names a built web app to serve.
 */
export async function startServerProcess(
  database: {
    readonly dataDir?: string;
    readonly databaseUrl?: string;
  },
  webDist = join(ROOT, 'tests/load/no-web-app'),
): Promise<ChildServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TORQUE_CARRIER: 'loopback',
    WEB_DIST: webDist,
    ...(database.databaseUrl
      ? // PostgreSQL requires the auto-response link secret from the environment (issue 13 finding 3).
        { DATABASE_URL: database.databaseUrl, EMAIL_RESPONSE_SECRET: randomBytes(32).toString('hex') }
      : { DATA_DIR: database.dataDir ?? join(ROOT, '.data') }),
  };
  // e.g. LOAD_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = (process.env['LOAD_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
  return startChild([...nodeArgs, join(ROOT, 'packages/server/dist/main.js')], env, (line) =>
    line.startsWith('Torque is running at') ? `http://127.0.0.1:${port}` : null,
  );
}

/** The baseline: a bare Fastify route answering `bodyFile`'s JSON, in its own process too. */
export function startBareProcess(bodyFile: string): Promise<ChildServer> {
  return startChild(
    [join(ROOT, 'tests/load/bare-server.mjs'), bodyFile],
    { PATH: process.env['PATH'], NODE_ENV: 'production' },
    (line) => (line.startsWith('http://') ? line.trim() : null),
  );
}

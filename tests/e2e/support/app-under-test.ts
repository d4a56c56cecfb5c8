import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export type RunningApp = {
  readonly url: string;
  readonly output: () => string;
  /** Stops the app and removes its data directory, after copying it to `keepDataIn` when given. */
  stop(options?: { readonly keepDataIn?: string }): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Set by seeded-data-dir.global-setup.ts: a data directory the app has migrated and seeded once. */
export const SEEDED_DATA_DIR_ENV = 'TORQUE_E2E_SEEDED_DATA_DIR';

/**
 * Starts the built app exactly as `npm start` does after its build step (the server entry with its
 * embedded database and demo data), on its own port and a temporary data directory; `env` adds
 * server settings (e.g. LEAD_SUBMISSION_RATE_LIMIT, EMAIL_RESPONSE_SECRET). The directory starts as
 * a copy of the run's seeded one when there is one, as a second `npm start` finds its data: the
 * first start's database creation and seeding is most of a start. A file that moves the app's clock
 * (TORQUE_CLOCK_START) gets demo data seeded at that clock instead.
 */
export async function startApp(
  options: { readonly env?: Readonly<Record<string, string>>; readonly freshData?: boolean } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'torque-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && !options.freshData && options.env?.['TORQUE_CLOCK_START'] === undefined) {
    cpSync(seeded, dataDir, { recursive: true });
  }
  const child: ChildProcess = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not start in time:\n${output}`)), 120_000);
    child.once('exit', (code) => reject(new Error(`the app exited (${code}):\n${output}`)));
    child.stdout?.on('data', () => {
      const match = /Torque is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
  });
  return {
    url,
    output: () => output,
    async stop(stopOptions = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (stopOptions.keepDataIn) cpSync(dataDir, stopOptions.keepDataIn, { recursive: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

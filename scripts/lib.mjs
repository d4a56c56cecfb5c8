// Plain Node helpers for the two README commands: they must work on a fresh machine that has
// only Node and npm, so nothing here may import a dependency.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PNPM_VERSION = '10.34.8';
export const CHROMIUM = '/usr/bin/chromium';

export function step(title) {
  process.stdout.write(`\n\u25b6 ${title}\n`);
}

/** Runs a command in the repo root, inheriting the terminal; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    process.stderr.write(
      `\n\u2716 ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`,
    );
    process.exit(result.status || 1);
  }
}

/** pnpm pinned through npx: corepack is not usable everywhere. */
export function pnpm(args, options) {
  run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], options);
}

export function install() {
  step('Installing dependencies (pnpm, frozen lockfile)');
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

export function build() {
  step('Building domain, server and web');
  pnpm(['--filter', '@torque/domain', 'run', 'build']);
  pnpm(['--filter', '@torque/server', 'run', 'build']);
  pnpm(['--filter', '@torque/web', 'run', 'build']);
  const [raw, gzip, brotli] = precompress(join(ROOT, 'packages/web/dist'));
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  process.stdout.write(`Web app precompressed: ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli\n`);
}

/** End-to-end tests drive Debian's Chromium: browser downloads are not possible here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  step('Installing Chromium from Debian (needed by the end-to-end tests)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
}

/**
 * Runs lanes side by side, each a list of commands run one after another; every output line is
 * prefixed with its lane's name. A failing command fails the run but stops nothing, so one run reports
 * every failing suite; resolves, once every lane has finished, to the failures (empty when all passed).
 */
export async function runLanes(lanes) {
  const failures = [];
  await Promise.all(
    lanes.map(async ({ name, commands }) => {
      for (const [command, args, options = {}] of commands) {
        const started = Date.now();
        const failureLines = [];
        const status = await spawnPrefixed(name, command, args, options, failureLines);
        const seconds = Math.round((Date.now() - started) / 1000);
        const line = `${command} ${args.join(' ')}`;
        process.stdout.write(`[${name}] ${status === 0 ? '\u2714' : '\u2716'} ${line} (${seconds} s)\n`);
        if (status !== 0) failures.push({ lane: name, command: line, status, failureLines });
      }
    }),
  );
  return failures;
}

// Lines that name what failed, kept so the summary at the very end repeats them: a lane's log
// interleaves with the other's, and CI may only show the tail.
const FAILURE_LINE = /^\s*\u00d7 |\bFAIL\b|AssertionError|Error:|[Tt]imed out/;
const MAX_FAILURE_LINES = 60;
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function spawnPrefixed(name, command, args, options, failureLines) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          process.stdout.write(`[${name}] ${line}\n`);
          const plain = line.replace(ANSI_COLOUR, '');
          if (!FAILURE_LINE.test(plain)) continue;
          failureLines.push(plain); // the last ones: vitest names the failures at the end of its run
          if (failureLines.length > MAX_FAILURE_LINES) failureLines.shift();
        }
      });
      stream.on('end', () => {
        if (pending) process.stdout.write(`[${name}] ${pending}\n`);
      });
    }
    child.on('error', (error) => {
      process.stdout.write(`[${name}] ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

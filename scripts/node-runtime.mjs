// Torque runs on Node 24 LTS (Node 20 is end-of-life). The README's commands must still work on a
// machine that has only an older Node and npm, so when the running Node is older than 24 the script
// fetches the pinned LTS build from the npm registry (the node-<platform>-<arch> packages; npm checks
// each tarball against the registry's integrity hash), keeps it in the user's cache, and runs itself
// again on it with that Node first on PATH, so every child (pnpm, vitest, the server) runs on it too.
// Plain Node only: this runs before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The Node build Torque is tested on; raise it with each LTS patch release. */
export const PINNED_NODE = '24.22.3';
const SUPPORTED_MAJOR = 24;

const major = (version) => Number(version.split('.')[0]);

function cacheDir() {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'torque', `node-v${PINNED_NODE}-${process.platform}-${process.arch}`);
}

function npm(args, cwd) {
  // npm is a .cmd shim on Windows, which spawnSync runs only through a shell.
  const result = spawnSync('npm', args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The pinned Node's executable, fetched into the cache the first time. */
function pinnedNode() {
  const dir = cacheDir();
  const executable = join(dir, process.platform === 'win32' ? 'node.exe' : join('bin', 'node'));
  if (existsSync(executable)) return { dir, executable };
  const pkg = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}@${PINNED_NODE}`;
  process.stdout.write(
    `Torque runs on Node ${SUPPORTED_MAJOR} LTS and this is Node ${process.versions.node}: ` +
      `fetching Node ${PINNED_NODE} (${pkg}) from the npm registry into ${dir} (once)\n`,
  );
  mkdirSync(join(dir, '..'), { recursive: true });
  // Unpacked beside the cache entry and renamed into place, so an interrupted fetch leaves nothing half-made.
  const work = mkdtempSync(`${dir}.partial-`);
  try {
    npm(['pack', pkg, '--silent', '--pack-destination', work], work);
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg} produced no tarball`);
    const untar = spawnSync('tar', ['-xzf', tarball], { cwd: work, stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    if (!existsSync(dir)) renameSync(join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { dir, executable };
}

/**
 * Resolves at once on Node 24 or newer. On an older Node it runs this same script on the pinned LTS
 * and exits with its status, so the caller's code after the await never runs on the old Node.
 */
export function onSupportedNode() {
  if (major(process.versions.node) >= SUPPORTED_MAJOR) return Promise.resolve();
  const { dir, executable } = pinnedNode();
  const bin = process.platform === 'win32' ? dir : join(dir, 'bin');
  const child = spawn(executable, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // The terminal's Ctrl-C reaches the child too; a SIGTERM sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
  });
}

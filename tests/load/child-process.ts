import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';

export type ChildServer = {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /** CPU seconds (user + system) the process has used so far, from /proc. */
  readonly cpuSeconds: () => number;
  /** Seconds its main thread was ready to run but waited for a core (other processes had them). */
  readonly waitSeconds: () => number;
  readonly stop: () => Promise<void>;
};

/**
 * Starts `node args…` and waits until its first stdout line yields a base URL (`pickUrl`). Its stderr
 * is kept and shown if it exits early, so a server that fails to start says why.
 */
export async function startChild(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  pickUrl: (line: string) => string | null,
  startMs = 120_000,
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => fail(new Error(`no URL within ${startMs} ms`)), startMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')}: ${error.message}\n${stderr}`));
    };
    child.on('exit', (code, signal) => fail(new Error(`exited (${code ?? signal}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const line of stdout.split('\n')) {
        const found = pickUrl(line);
        if (found) {
          clearTimeout(timer);
          child.removeAllListeners('exit');
          return resolve(found);
        }
      }
    });
  });
  child.stdout!.resume();
  return {
    url,
    cpuSeconds: () => cpuSecondsOf(child),
    waitSeconds: () => runQueueSecondsOf(child),
    stop: () => stopChild(child),
  };
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 1/100 s on Linux). */
function cpuSecondsOf(child: ChildProcess): number {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The second field of /proc/<pid>/schedstat: nanoseconds spent runnable on a run queue. */
function runQueueSecondsOf(child: ChildProcess): number {
  try {
    return Number(readFileSync(`/proc/${child.pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
  } catch {
    return NaN;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

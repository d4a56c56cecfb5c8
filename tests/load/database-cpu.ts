import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds of the PostgreSQL server behind `databaseUrl` (its postmaster, found by its port, with
 * its live backends and those that ended), so a send's cost on PostgreSQL counts the database's
 * share too and not only the Node process's. NaN when it cannot be found (another machine, PGlite).
 */
export function postgresCpuSeconds(databaseUrl: string): number {
  const port = new URL(databaseUrl).port || '5432';
  const processes = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const postmaster = processes.find((pid) => {
    const args = readOrEmpty(`/proc/${pid}/cmdline`).split('\0');
    return args[0]?.endsWith('postgres') && args.includes(port) && args.includes('-p');
  });
  if (!postmaster) return NaN;
  const own = statFields(postmaster);
  // utime + stime, and the children that ended (cutime + cstime).
  let ticks = own.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  for (const pid of processes) {
    const fields = statFields(pid);
    if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** /proc/<pid>/stat after the command name: field 3 (state) is index 0, ppid index 1, utime index 11. */
function statFields(pid: string): string[] {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

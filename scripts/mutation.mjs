// npm run mutation [domain|server] [-- stryker options, e.g. --mutate packages/domain/src/x.ts]
// Runs StrykerJS on the domain and on the server's rule files (tests/mutation/), then prints each score
// against its target. Incremental: a rerun tests only mutants whose code or tests changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

const TARGETS = { domain: 90, server: 80 };
const args = process.argv.slice(2);
const named = args.filter((arg) => arg in TARGETS);
const strykerArgs = args.filter((arg) => !(arg in TARGETS) && arg !== '--');
const packages = named.length > 0 ? named : Object.keys(TARGETS);
const DETECTED = new Set(['Killed', 'Timeout']);

const configOf = (name) => join(ROOT, 'tests', 'mutation', `stryker.${name}.config.mjs`);
/** The files this run mutated: --mutate's list when given, else the configured scope. */
async function scopeOf(name) {
  const at = strykerArgs.findIndex((arg) => arg === '--mutate' || arg === '-m');
  if (at >= 0) return new Set(strykerArgs[at + 1].split(','));
  return new Set((await import(pathToFileURL(configOf(name)).href)).default.mutate);
}

/**
 * Stryker's mutation score: detected over detected and undetected (compile errors and ignored left
 * out), over the run's files only: the report also carries the incremental results of files mutated
 * once with --mutate outside the scope, which are not part of the configured score.
 */
function scoreOf(name, scope) {
  const file = join(ROOT, 'reports', 'mutation', `${name}.json`);
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = { detected: 0, survived: 0, noCoverage: 0, static: 0, disabled: 0 };
  const inScope = Object.entries(report.files).filter(([path]) => scope.has(path));
  for (const [, { mutants }] of inScope)
    for (const { status, statusReason } of mutants) {
      if (DETECTED.has(status)) counts.detected += 1;
      else if (status === 'Survived') counts.survived += 1;
      else if (status === 'NoCoverage') counts.noCoverage += 1;
      else if (status === 'Ignored' && statusReason?.startsWith('Static mutant')) counts.static += 1;
      else if (status === 'Ignored') counts.disabled += 1;
    }
  const valid = counts.detected + counts.survived + counts.noCoverage;
  return { ...counts, valid, score: valid === 0 ? 100 : (100 * counts.detected) / valid };
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const lines = [];
let failed = false;
for (const name of packages) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'),
      'run',
      `tests/mutation/stryker.${name}.config.mjs`,
      ...strykerArgs,
    ],
    { cwd: ROOT, stdio: 'inherit', env: process.env },
  );
  const took = Date.now() - started;
  const score = scoreOf(name, await scopeOf(name));
  if (result.status !== 0 || score === null) {
    lines.push(`${name}: Stryker failed (exit ${result.status ?? result.signal}) after ${minutes(took)}`);
    failed = true;
    continue;
  }
  const met = score.score >= TARGETS[name];
  if (!met) failed = true;
  lines.push(
    `${name}: ${score.score.toFixed(2)}% of ${score.valid} mutants caught (target ${TARGETS[name]}%: ` +
      `${met ? 'met' : 'NOT met'}); ${score.survived} survived, ${score.noCoverage} not covered, ` +
      `${score.disabled} disabled as equivalent, ${score.static} static left out; ${minutes(took)}`,
  );
}
process.stdout.write(`\nMutation scores\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
process.exit(failed ? 1 : 0);

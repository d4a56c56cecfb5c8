// Bundle budget (issue 7): the public lead-form route may load at most 100 KB of gzipped JavaScript.
// Reads the web build's Vite manifest, follows the entry's and the lead-form route's static imports,
// gzips each JavaScript file once and prints the total; exits 1 over budget. Run after the build:
//   node scripts/bundle-budget.mjs        (optionally: --budget-kb=100 --dist=packages/web/dist)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const dist = join(ROOT, arg('dist', 'packages/web/dist'));
const budgetKb = Number(arg('budget-kb', '100'));
/** What src/app/main.tsx loads for a lead-form address (the form on its own, without the router). */
const ROUTE_SRC = 'src/app/lead-form-entry.tsx';

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No Vite manifest in ${dist}: build the web app first (npm run build).`);
  process.exit(2);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routeKey = Object.keys(manifest).find((key) => manifest[key].src === ROUTE_SRC);
if (!entryKey || !routeKey) {
  console.error(
    `The manifest has no ${entryKey ? ROUTE_SRC : 'entry'}: is the lead form still its own chunk?`,
  );
  process.exit(2);
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const chunks = withStaticImports(routeKey, withStaticImports(entryKey));
const rows = [...chunks]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const code = readFileSync(join(dist, file));
    return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log('Public lead-form route (/lead-submission*): JavaScript it loads');
for (const row of rows)
  console.log(`  ${kb(row.gzip).padStart(6)} KB gzip  ${kb(row.raw).padStart(7)} KB raw  ${row.file}`);
console.log(`  ${kb(total).padStart(6)} KB gzip in total; budget ${budgetKb} KB`);
if (total > budgetKb * 1024) {
  console.error(
    `\nOver budget by ${kb(total - budgetKb * 1024)} KB: keep staff-only code out of the public chunks.`,
  );
  process.exit(1);
}

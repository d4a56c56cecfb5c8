// Bundle budgets (issues 7, 13 and 32): the gzipped JavaScript a first screen loads before it shows.
//   the public lead form (/lead-submission*): at most 100 KB
//   the customer's booking page (/book/<token>, issue 34): at most 100 KB, the lead form's budget
//   the staff lead manager (/leadmanager, signed in): at most 300 KB, also for the roles that see
//   response-delay colours (their rows wait for the delay rule's own chunk, which brings luxon)
// Reads the web build's Vite manifest, follows each screen's chunks and their static imports, gzips
// each JavaScript file once and prints the totals; exits 1 when a screen is over its budget. Run after
// the build:
//   node scripts/bundle-budget.mjs     (optionally: --lead-form-kb=100 --lead-manager-kb=300 --dist=packages/web/dist)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const dist = join(ROOT, arg('dist', 'packages/web/dist'));

/**
 * What src/app/main.tsx loads for each screen, besides the entry: the lead form on its own (without
 * the router); the lead manager through the router, the staff route, the staff services and the lead
 * manager's own lazily loaded page; for SUPER_USER and SUPER_DATA_ADMIN also the response-delay rule.
 * Everything these import statically comes along. tests/e2e/first-screen-bundle.test.ts checks the
 * same budget against what Chromium downloads.
 */
const LEAD_MANAGER = [
  'src/app/app-entry.tsx',
  'src/app/routes/staff-route.tsx',
  'src/app/composition-root.ts',
  'src/features/lead-manager/index.ts',
];
const SCREENS = [
  {
    name: 'Public lead-form route (/lead-submission*)',
    budgetKb: Number(arg('lead-form-kb', '100')),
    sources: ['src/app/lead-form-entry.tsx'],
    advice: 'keep staff-only code out of the public chunks',
  },
  {
    name: 'Public booking page (/book/<token>)',
    budgetKb: Number(arg('lead-form-kb', '100')),
    sources: ['src/app/booking-link-entry.tsx'],
    advice: 'keep staff-only code out of the public chunks',
  },
  {
    name: 'Lead manager first screen (/leadmanager, signed in)',
    budgetKb: Number(arg('lead-manager-kb', '300')),
    sources: LEAD_MANAGER,
    advice: 'load what the first screen does not show (conversation, dialogs, other areas) lazily',
  },
  {
    name: 'Lead manager first screen with delay colours (SUPER_USER, SUPER_DATA_ADMIN)',
    budgetKb: Number(arg('lead-manager-kb', '300')),
    sources: [...LEAD_MANAGER, 'src/features/lead-manager/response-delay-rule.ts'],
    advice: 'load what the first screen does not show (conversation, dialogs, other areas) lazily',
  },
];

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No Vite manifest in ${dist}: build the web app first (npm run build).`);
  process.exit(2);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry.');
  process.exit(2);
}

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const gzipped = new Map();
function measure(file) {
  if (!gzipped.has(file)) {
    const code = readFileSync(join(dist, file));
    gzipped.set(file, { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
  }
  return gzipped.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let over = false;
for (const screen of SCREENS) {
  const chunks = withStaticImports(entryKey);
  for (const source of screen.sources) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate].src === source);
    if (!key) {
      console.error(`The manifest has no ${source}: is it still its own chunk?`);
      process.exit(2);
    }
    withStaticImports(key, chunks);
  }
  const rows = [...chunks]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map(measure)
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`${screen.name}: JavaScript it loads`);
  for (const row of rows)
    console.log(`  ${kb(row.gzip).padStart(6)} KB gzip  ${kb(row.raw).padStart(7)} KB raw  ${row.file}`);
  console.log(`  ${kb(total).padStart(6)} KB gzip in total; budget ${screen.budgetKb} KB\n`);
  if (total > screen.budgetKb * 1024) {
    over = true;
    console.error(`Over budget by ${total - screen.budgetKb * 1024} bytes: ${screen.advice}.\n`);
  }
}
if (over) process.exit(1);

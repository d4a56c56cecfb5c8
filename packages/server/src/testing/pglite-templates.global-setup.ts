import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrator.js';
import { PgliteDatabase } from '../db/pglite.database.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { EMPTY_TEMPLATE_ENV, SEEDED_TEMPLATE_ENV } from './pglite-templates.js';

/**
 * Global setup of the server and contract projects on PGlite: dumps two databases once per run,
 * one empty and one migrated with the demo data, for every test file to start from. A fresh PGlite
 * spends most of its start in PostgreSQL's initdb (seconds each, for some fifty files); loading a
 * dump skips it. Both projects name this file; the second finds the dumps made.
 */
export async function setup(): Promise<(() => void) | undefined> {
  if (process.env['TORQUE_TEST_DATABASE_URL'] || process.env[SEEDED_TEMPLATE_ENV]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'torque-pglite-templates-'));
  const db = await PgliteDatabase.open();
  try {
    const empty = join(dir, 'empty.tar');
    writeFileSync(empty, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    await migrate(db);
    await seedDemoData(db);
    const seeded = join(dir, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    // Test workers start after the global setups and inherit this environment.
    process.env[EMPTY_TEMPLATE_ENV] = empty;
    process.env[SEEDED_TEMPLATE_ENV] = seeded;
  } finally {
    await db.close();
  }
  return () => {
    delete process.env[EMPTY_TEMPLATE_ENV];
    delete process.env[SEEDED_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

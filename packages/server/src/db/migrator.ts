import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsDirectory } from '../config/package-paths.js';
import type { Database } from './database.js';

const MIGRATION_FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;
/** Any fixed number: servers starting together on one PostgreSQL take turns migrating. */
const MIGRATION_LOCK = 7_311_001;

export type MigrationResult = { readonly applied: readonly string[] };

/**
 * Applies `migrations/NNN_name.sql` in order, each in its own transaction together with its
 * row in schema_migrations, so a failed file leaves no half-applied schema behind.
 */
export async function migrate(db: Database, directory = migrationsDirectory()): Promise<MigrationResult> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(directory)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = MIGRATION_FILE.exec(file)?.[1] ?? file;
    const sql = await readFile(join(directory, file), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, file]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return { applied };
}

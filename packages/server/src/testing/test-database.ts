import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrationsDirectory } from '../config/package-paths.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { openDatabase } from '../db/open-database.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { EMPTY_TEMPLATE_ENV, openFromTemplate, SEEDED_TEMPLATE_ENV } from './pglite-templates.js';

/** The PostgreSQL server the integration tests use instead of PGlite, when set (scripts/with-postgres.sh sets it). */
export const TEST_DATABASE_URL = process.env['TORQUE_TEST_DATABASE_URL'] || undefined;

export type TestDatabase = {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The PostgreSQL database's URL, for server processes of a test's own; none on PGlite. */
  readonly url?: string;
  /**
   * Another connection to the same data, as a second server instance (or a restarted one) would
   * have: a new pool on PostgreSQL; on PGlite, which is one in-process connection, the same one.
   */
  readonly connectAgain: () => Promise<Database>;
  readonly close: () => Promise<void>;
};

/**
 * A migrated database with the demo data, fresh for each caller (a test file): in-memory PGlite by
 * default (from the run's dump, pglite-templates.ts); with TORQUE_TEST_DATABASE_URL, a new PostgreSQL database copied from a template that is
 * migrated and seeded once per migration set and day, and dropped again on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const db = (await openFromTemplate(SEEDED_TEMPLATE_ENV)) ?? (await migratedAndSeeded());
    return { db, kind: 'pglite', connectAgain: async () => db, close: () => db.close() };
  }
  return openPostgresTestDatabase(TEST_DATABASE_URL, await ensureTemplate(TEST_DATABASE_URL));
}

/**
 * An empty database, not even migrated, fresh for each caller: for the tests of the migrator and
 * the seed, and for fixtures of their own. In-memory PGlite by default; a new PostgreSQL database,
 * dropped again on close, with TORQUE_TEST_DATABASE_URL.
 */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const db = (await openFromTemplate(EMPTY_TEMPLATE_ENV)) ?? (await openDatabase());
    return { db, kind: 'pglite', connectAgain: async () => db, close: () => db.close() };
  }
  return openPostgresTestDatabase(TEST_DATABASE_URL, undefined);
}

async function migratedAndSeeded(): Promise<Database> {
  const db = await openDatabase();
  await migrate(db);
  await seedDemoData(db);
  return db;
}

async function openPostgresTestDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<TestDatabase> {
  const name = `torque_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`),
  );
  const url = databaseUrl(adminUrl, name);
  const opened: Database[] = [];
  const connect = async () => {
    const db = await openDatabase({ databaseUrl: url });
    opened.push(db);
    return db;
  };
  const db = await connect();
  return {
    db,
    kind: 'postgres',
    url,
    connectAgain: connect,
    close: async () => {
      await Promise.all(opened.map((each) => each.close().catch(() => undefined)));
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const TEMPLATE_LOCK = 7_311_077;

/** One template per set of migrations and per day (the demo data is dated relative to its seeding). */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const dir = migrationsDirectory();
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  hash.update(new Date().toISOString().slice(0, 10));
  const name = `torque_tpl_${hash.digest('hex').slice(0, 16)}`;
  await withAdmin(adminUrl, async (admin) => {
    // Test files start in parallel: one builds the template, the others wait for it.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      try {
        await migrate(db);
        await seedDemoData(db);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../packages/server/src/db/database.js';
import { migrate } from '../../packages/server/src/db/migrator.js';
import { openDatabase } from '../../packages/server/src/db/open-database.js';
import { seedDemoData } from '../../packages/server/src/seed/demo-seed.js';

/** A lead the bench may text: not blocked, not opted out, not a number the loopback carrier fails. */
export type LoadLead = {
  readonly leadId: number;
  readonly customerId: number;
  readonly cellular: string;
  readonly phone: string;
};

export type LoadDatabase = {
  readonly kind: 'pglite' | 'postgres';
  /** What the server process is given: its data directory or its connection string. */
  readonly server: { readonly dataDir?: string; readonly databaseUrl?: string };
  readonly leads: readonly LoadLead[];
  readonly drop: () => Promise<void>;
};

/** PostgreSQL when TORQUE_TEST_DATABASE_URL (scripts/with-postgres.sh) or DATABASE_URL is set. */
export const POSTGRES_URL =
  process.env['TORQUE_TEST_DATABASE_URL'] || process.env['DATABASE_URL'] || undefined;

/**
 * A fresh, migrated and seeded database for one run (a temporary PGlite directory, or a new database
 * on the PostgreSQL server), read here once for the leads and then closed: the server process owns
 * it while the load runs (PGlite is one process's).
 */
export async function prepareLoadDatabase(): Promise<LoadDatabase> {
  if (!POSTGRES_URL) {
    const dataDir = mkdtempSync(join(tmpdir(), 'torque-load-'));
    const leads = await seedAndReadLeads({ dataDir });
    return {
      kind: 'pglite',
      server: { dataDir },
      leads,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `torque_load_${randomBytes(6).toString('hex')}`;
  await withAdmin(POSTGRES_URL, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const leads = await seedAndReadLeads({ databaseUrl });
  return {
    kind: 'postgres',
    server: { databaseUrl },
    leads,
    drop: () =>
      withAdmin(POSTGRES_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function seedAndReadLeads(options: { dataDir?: string; databaseUrl?: string }): Promise<LoadLead[]> {
  const db = await openDatabase(options);
  try {
    await migrate(db);
    await seedDemoData(db);
    return await db.query<LoadLead>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id`,
    );
  } finally {
    await db.close();
  }
}

/** CREATE / DROP DATABASE through the server's own PostgreSQL client (outside any transaction). */
async function withAdmin(url: string, work: (admin: Database) => Promise<unknown>): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url });
  try {
    await work(admin);
  } finally {
    await admin.close();
  }
}

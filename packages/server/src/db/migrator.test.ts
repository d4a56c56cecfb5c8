import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { Database } from './database.js';
import { migrate } from './migrator.js';

// An empty database: PGlite, or a new PostgreSQL database in the PostgreSQL pass.
describe('migrator', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  it('applies the package migrations once, in order, and records them', async () => {
    const first = await migrate(db);
    expect(first.applied[0]).toBe('001_foundation.sql');
    expect(await migrate(db)).toEqual({ applied: [] });
    const recorded = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(first.applied.map((file) => file.slice(0, 3)));
  });

  it('rolls back a failing migration completely', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'torque-migrations-'));
    await writeFile(join(dir, '900_half.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_function();');
    await expect(migrate(db, dir)).rejects.toThrow();
    expect(
      await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'"),
    ).toHaveLength(0);
    expect(await db.query("SELECT 1 FROM schema_migrations WHERE version = '900'")).toHaveLength(0);
  });

  it('keeps serving queries after a failed transaction', async () => {
    await expect(db.transaction(async (tx) => tx.query('SELECT 1/0'))).rejects.toThrow();
    expect(await db.query<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });
});

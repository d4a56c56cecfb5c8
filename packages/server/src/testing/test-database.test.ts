import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgliteDatabase } from '../db/pglite.database.js';
import {
  openEmptyTestDatabase,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './test-database.js';

// The helper every server and contract file opens its database with: PGlite in the default pass,
// PostgreSQL in the PostgreSQL pass, where opening PGlite fails (postgres-pass.setup.ts).
describe('test databases', () => {
  const expected = TEST_DATABASE_URL ? 'postgres' : 'pglite';
  let seeded: TestDatabase;
  let empty: TestDatabase;
  beforeAll(async () => {
    [seeded, empty] = await Promise.all([openTestDatabase(), openEmptyTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([seeded?.close(), empty?.close()]);
  });

  it('are on PostgreSQL exactly when TORQUE_TEST_DATABASE_URL is set', () => {
    expect([seeded.kind, seeded.db.kind, empty.kind, empty.db.kind]).toEqual([
      expected,
      expected,
      expected,
      expected,
    ]);
  });

  it('are migrated and seeded, or empty, as asked', async () => {
    const [{ n }] = (await seeded.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user')) as [
      { n: number },
    ];
    expect(n).toBeGreaterThan(0);
    expect(
      await empty.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'schema_migrations'"),
    ).toHaveLength(0);
  });

  it('refuse PGlite in the PostgreSQL pass only', () => {
    if (TEST_DATABASE_URL) {
      expect(() => PgliteDatabase.open()).toThrow(/PGlite opened in the PostgreSQL pass/);
    } else {
      expect(vi.isMockFunction(PgliteDatabase.open)).toBe(false);
    }
  });
});

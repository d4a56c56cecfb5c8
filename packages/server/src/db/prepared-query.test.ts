import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';

// A prepared query (QueryOptions.prepared) answers what the same query answers unprepared, on
// PGlite (PREPARE / EXECUTE with literal arguments) and PostgreSQL (pg's named statements).
describe('prepared queries', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const SQL = `SELECT count(*)::int AS count, $2::boolean AS flag, $3::int AS nothing
                 FROM message_instance WHERE fsi_id = $1`;

  it('answers like the unprepared query, again and again with other arguments', async () => {
    const { db } = database;
    for (const [lead, flag] of [
      [1, true],
      [2, false],
      [1, false],
    ] as const) {
      const plain = await db.query(SQL, [lead, flag, null]);
      const prepared = await db.query(SQL, [lead, flag, null], { prepared: 'test_count_messages' });
      expect(prepared).toEqual(plain);
      expect(prepared[0]).toMatchObject({ flag, nothing: null });
    }
  });

  it('refuses a statement name that is not a plain identifier', async () => {
    await expect(database.db.query('SELECT 1', [], { prepared: 'x; DROP TABLE lead' })).rejects.toThrow(
      'invalid statement name',
    );
  });

  it('never writes a text argument into SQL: PGlite refuses it, PostgreSQL binds it', async () => {
    const text = "'; DROP TABLE future_service_interaction; --";
    const attempt = database.db.query('SELECT $1::text AS text', [text], { prepared: 'test_text' });
    if (database.kind === 'pglite')
      await expect(attempt).rejects.toThrow('a prepared statement takes numbers, booleans or null');
    else await expect(attempt).resolves.toEqual([{ text }]);
  });
});

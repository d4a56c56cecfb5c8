import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PLAN_CACHE_MAX_PARAMS } from './database.js';

// Both adapters parse each SQL text once and then only bind and execute it (PGlite: named
// statements through its protocol API; PostgreSQL: pg's named statements). A reused statement must
// answer exactly what a fresh one would, for every kind of value, inside and outside transactions.
describe('plan cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answers a reused statement with its new arguments, each time', async () => {
    const { db } = database;
    const sql = `SELECT $1::int AS lead, $2::boolean AS flag, $3::int AS nothing,
                        (SELECT count(*)::int FROM message_instance WHERE fsi_id = $1) AS messages`;
    const counts = new Map<number, number>();
    for (const lead of [1, 2]) {
      const [row] = await db.query<{ count: number }>(
        // A different text each time: a statement parsed for this call alone.
        `SELECT count(*)::int AS count FROM message_instance WHERE fsi_id = ${lead}`,
      );
      counts.set(lead, row!.count);
    }
    expect(counts.get(1)).toBeGreaterThan(0);
    for (const [lead, flag] of [
      [1, true],
      [2, false],
      [1, false],
    ] as const)
      expect(await db.query(sql, [lead, flag, null])).toEqual([
        { lead, flag, nothing: null, messages: counts.get(lead) },
      ]);
  });

  it('binds text, JSON, arrays and dates as values, never as SQL', async () => {
    const text = "'; DROP TABLE future_service_interaction; --";
    const at = new Date('2026-03-04T05:06:07.890Z');
    const sql = `SELECT $1::text AS text, $2::jsonb AS json, $3::int[] AS ids, $4::timestamptz AS at`;
    for (let i = 0; i < 2; i++)
      expect(await database.db.query(sql, [text, { a: [1, 'b'] }, [3, 4], at])).toEqual([
        { text, json: { a: [1, 'b'] }, ids: [3, 4], at },
      ]);
  });

  it('keeps a statement that ran in a rolled-back transaction, and one that failed', async () => {
    const { db } = database;
    const sql = 'SELECT 10 / $1::int AS tenth';
    await expect(
      db.transaction(async (tx) => {
        expect(await tx.query(sql, [5])).toEqual([{ tenth: 2 }]);
        await tx.query(sql, [0]);
      }),
    ).rejects.toThrow('division by zero');
    expect(await db.query(sql, [2])).toEqual([{ tenth: 5 }]);
    expect(await db.transaction((tx) => tx.query(sql, [10]))).toEqual([{ tenth: 1 }]);
  });

  it('runs statements that return no rows, and a bulk statement past the cache', async () => {
    const { db } = database;
    await db.exec('CREATE TEMP TABLE plan_cache_probe (n int)');
    const many = Array.from({ length: PLAN_CACHE_MAX_PARAMS + 1 }, (_, i) => i);
    await db.query(
      `INSERT INTO plan_cache_probe VALUES ${many.map((_, i) => `($${i + 1})`).join(', ')}`,
      many,
    );
    expect(await db.query('INSERT INTO plan_cache_probe VALUES ($1)', [1000])).toEqual([]);
    expect(await db.query('SELECT count(*)::int AS n, max(n) AS top FROM plan_cache_probe')).toEqual([
      { n: many.length + 1, top: 1000 },
    ]);
  });

  it('still answers every statement after more texts than the cache holds', async () => {
    const { db } = database;
    for (let i = 0; i < 520; i++)
      expect(await db.query(`SELECT ${i} + $1::int AS n`, [1])).toEqual([{ n: i + 1 }]);
    expect(await db.query('SELECT 0 + $1::int AS n', [5])).toEqual([{ n: 5 }]);
  });
});

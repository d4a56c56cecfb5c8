import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { PgliteDatabase } from './pglite.database.js';

// PGlite itself, so only the PGlite pass runs this file (*.pglite.test.ts, see vitest.config.ts).
describe('PGlite database (one connection, one queue)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
  });
  afterAll(() => db?.close());

  it('keeps serving queries after a failed transaction', async () => {
    await expect(db.transaction(async (tx) => tx.query('SELECT 1/0'))).rejects.toThrow();
    expect(await db.query<{ ok: number }>('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('serialises a query issued while a transaction is open', async () => {
    await db.exec('CREATE TEMP TABLE queue_probe (n int)');
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO queue_probe VALUES (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('tx');
      throw new Error('roll back');
    });
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM queue_probe').then((rows) => {
      order.push('query');
      return rows;
    });
    await expect(tx).rejects.toThrow('roll back');
    // The plain query waited for the transaction and so never saw its rolled-back row.
    expect(await outside).toEqual([{ n: 0 }]);
    expect(order).toEqual(['tx', 'query']);
  });
});

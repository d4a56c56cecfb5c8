import type { Queryable } from './database.js';

/** Well under PostgreSQL's 65,535 parameters per statement. */
const MAX_PARAMS = 30_000;

export type Row = Readonly<Record<string, unknown>>;

/**
 * Multi-row INSERTs in chunks: thousands of rows in a handful of statements. The columns
 * are those of the first row; `casts` types parameters PostgreSQL cannot infer (jsonb).
 */
export async function insertRows(
  db: Queryable,
  table: string,
  rows: readonly Row[],
  casts: Readonly<Record<string, string>> = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column] ?? null);
        const cast = casts[column];
        return cast ? `$${params.length}::${cast}` : `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** After inserting explicit ids, move each identity sequence past them. */
export async function syncIdentity(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    );
  }
}

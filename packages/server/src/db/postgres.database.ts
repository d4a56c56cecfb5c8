import pg from 'pg';
import type { Database, Queryable } from './database.js';

/** PostgreSQL through a connection pool; each transaction holds one pooled client. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres';

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, max: 10 });
    // Fail at start-up, not on the first request, when the URL is wrong.
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool);
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.pool.query(sql, [...params]);
    return result.rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: Queryable = {
      query: async <R>(sql: string, params: readonly unknown[] = []) =>
        (await client.query(sql, [...params])).rows as R[],
      exec: async (sql: string) => {
        await client.query(sql);
      },
    };
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

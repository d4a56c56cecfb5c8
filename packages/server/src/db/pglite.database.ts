import { PGlite } from '@electric-sql/pglite';
import {
  checkChannel,
  checkStatementName,
  type Database,
  type Queryable,
  type QueryOptions,
  type Unlisten,
} from './database.js';

/**
 * PGlite is one connection: a plain query issued while a transaction is open would run
 * inside that transaction. Every top-level operation therefore waits its turn in a queue.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  private tail: Promise<unknown> = Promise.resolve();
  private readonly prepared = new Set<string>();

  private constructor(private readonly pg: PGlite) {}

  /**
   * `dataDir` undefined keeps the database in memory (tests). `loadDataDir` starts it from a copy
   * that `dumpDataDir` made, skipping PostgreSQL's initdb (most of a fresh PGlite's start).
   */
  static async open(dataDir?: string, loadDataDir?: Blob): Promise<PgliteDatabase> {
    const pg = new PGlite({
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(loadDataDir && { loadDataDir }),
    });
    await pg.waitReady;
    return new PgliteDatabase(pg);
  }

  /** A copy of the whole database, for `open(undefined, copy)`. */
  async dumpDataDir(): Promise<Blob> {
    return this.enqueue(() => this.pg.dumpDataDir('none'));
  }

  query<T>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<T[]> {
    const name = options.prepared;
    if (name === undefined) return this.enqueue(async () => (await this.pg.query<T>(sql, [...params])).rows);
    return this.enqueue(async () => {
      if (!this.prepared.has(name)) {
        await this.pg.exec(`PREPARE ${checkStatementName(name)} AS ${sql}`);
        this.prepared.add(name);
      }
      // With literal arguments the simple protocol does: one round trip into PGlite instead of five.
      const args = params.length === 0 ? '' : `(${params.map(sqlLiteral).join(', ')})`;
      const [result] = await this.pg.exec(`EXECUTE ${name}${args}`);
      return (result?.rows ?? []) as T[];
    });
  }

  exec(sql: string): Promise<void> {
    return this.enqueue(async () => {
      await this.pg.exec(sql);
    });
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.enqueue(() =>
      this.pg.transaction((tx) =>
        fn({
          query: async <R>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<R>(sql, [...params])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    );
  }

  /** PGlite runs in this process: its NOTIFY reaches the callback directly, and is never lost. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten> {
    return this.enqueue(async () => {
      const unlisten = await this.pg.listen(checkChannel(channel), onNotify);
      return () => this.enqueue(() => unlisten());
    });
  }

  close(): Promise<void> {
    return this.enqueue(() => this.pg.close());
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    // The queue keeps going after a failure; the caller still sees the rejection.
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** A prepared statement's argument written as SQL: only values whose text cannot carry SQL. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`a prepared statement takes numbers, booleans or null, not ${typeof value}`);
}

import pg from 'pg';
import {
  checkChannel,
  PLAN_CACHE_MAX_PARAMS,
  type Database,
  type Queryable,
  type Unlisten,
} from './database.js';

/** SQL texts given a statement name; past this many, a new text runs unnamed. */
const PLAN_CACHE_SIZE = 500;

/** PostgreSQL through a connection pool; each transaction holds one pooled client. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres';

  /** A name per SQL text, never reused for another text (pg refuses that on a connection). */
  private readonly statementNames = new Map<string, string>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  static async open(connectionString: string): Promise<PostgresDatabase> {
    // JIT compilation (on by default above a cost estimate) spends tens of milliseconds compiling
    // Torque's short queries, e.g. a planner's correlated history reads, and never wins it back.
    const pool = new pg.Pool({ connectionString, max: 10, options: '-c jit=off' });
    // An idle client can lose its connection (server restart, admin termination): pg emits 'error' on
    // the pool, which would crash the process unheard. The pool drops that client and makes a new one.
    pool.on('error', () => undefined);
    // Fail at start-up, not on the first request, when the URL is wrong.
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool, connectionString);
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query(this.statement(sql, params))).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: Queryable = {
      query: async <R>(sql: string, params: readonly unknown[] = []) =>
        (await client.query(this.statement(sql, params))).rows as R[],
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

  /** A dedicated connection outside the pool, since LISTEN belongs to one session. */
  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<Unlisten> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let ended = false;
    const lost = (error: Error) => {
      if (ended) return;
      ended = true;
      client.end().catch(() => undefined);
      onLost?.(error);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', () => lost(new Error('the LISTEN connection ended')));
    await client.connect();
    try {
      await client.query(`LISTEN ${checkChannel(channel)}`);
    } catch (error) {
      ended = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    const unlisten = async () => {
      if (ended) return;
      ended = true;
      await client.end();
    };
    return Object.assign(unlisten, { caughtUp: caughtUpOn(client) });
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /**
   * Plan cache: a named statement is parsed once on each pooled connection, the first time it runs
   * there (pg keeps track), and only bound and executed after that.
   */
  private statement(sql: string, params: readonly unknown[]): pg.QueryConfig {
    const values = [...params];
    if (params.length > PLAN_CACHE_MAX_PARAMS) return { text: sql, values };
    let name = this.statementNames.get(sql);
    if (name === undefined && this.statementNames.size < PLAN_CACHE_SIZE) {
      name = `torque_${this.statementNames.size + 1}`;
      this.statementNames.set(sql, name);
    }
    return { text: sql, values, ...(name && { name }) };
  }
}

/**
 * A round trip on the listening connection. PostgreSQL signals a listener when a NOTIFY commits,
 * before the writer hears its commit, and the listener's backend sends pending notices before it
 * answers its next query; pg hands them to onNotify as it reads them, so they are heard by the time
 * the answer arrives. Callers waiting meanwhile share the next trip, which starts after they asked.
 */
/** The catch-up's query, as pg_stat_activity shows it on the listening connection. */
export const CAUGHT_UP = "SELECT 'caught up'";

function caughtUpOn(client: pg.Client): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let next: Promise<void> | null = null;
  return () =>
    (next ??= running.then(() => {
      next = null;
      const trip = client.query(CAUGHT_UP);
      running = trip.catch(() => undefined);
      return trip.then(() => undefined);
    }));
}

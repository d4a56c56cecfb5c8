/**
 * Both adapters parse each SQL text once per connection and reuse it (planning can cost more than
 * running Torque's short statements), except a statement with more parameters than this: a bulk
 * write whose text changes with its row count, run once.
 */
export const PLAN_CACHE_MAX_PARAMS = 100;

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1-style parameters; returns its rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** One or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

/**
 * The server's only view of persistence. Repositories take a Queryable so the same code
 * runs inside or outside a transaction. Inside `transaction`, use `tx`, never the database:
 * on PGlite the database waits for the transaction to finish, so that would deadlock.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls onNotify with the payload of each NOTIFY on `channel` (delivered when its transaction
   * commits, never on rollback). PGlite calls back in this process; PostgreSQL listens on a
   * dedicated connection (LISTEN belongs to a session, pooled ones are shared) and calls onLost
   * once if that connection ends, after which the caller listens again. Resolves to unlisten.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * Stops listening. `caughtUp` resolves once every notice committed before it was called has reached
 * onNotify: a reader that trusts what the notices told it (a cache) waits for it to read its writes.
 */
export type Unlisten = (() => Promise<void>) & { readonly caughtUp: () => Promise<void> };

/** Channel names are written into LISTEN, so only plain identifiers are accepted. */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

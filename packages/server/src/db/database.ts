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
  close(): Promise<void>;
}

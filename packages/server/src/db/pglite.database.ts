import { PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import {
  checkChannel,
  PLAN_CACHE_MAX_PARAMS,
  type Database,
  type Queryable,
  type Unlisten,
} from './database.js';

/** Parsed statements kept per database; the least recently used is closed past this. */
const PLAN_CACHE_SIZE = 500;

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;

/** A statement parsed once under its own name, and what PGlite needs to bind and read it. */
type Statement = {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** Absent for statements that return no rows (an INSERT without RETURNING). */
  readonly rowDescription: RowDescription | undefined;
};

/**
 * PGlite is one connection: a plain query issued while a transaction is open would run
 * inside that transaction. Every top-level operation therefore waits its turn in a queue.
 *
 * Plan cache: PGlite's own `query` parses, analyses and plans its statement on every call, which
 * costs many times more than running Torque's short statements. Here each SQL text is parsed once
 * as a named statement (PostgreSQL's extended protocol, as pg does against a server); each call
 * then only binds its values and executes, in one message to PGlite. PostgreSQL keeps the named
 * statements across transactions and re-plans them itself after a schema change.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  private tail: Promise<unknown> = Promise.resolve();
  /** By SQL text, least recently used first. */
  private readonly statements = new Map<string, Statement>();
  /** A closure, not a counter field: a wrapper made with Object.create shares it (tests do). */
  private readonly nextStatementName = counter('torque_');

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

  query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.enqueue(() => this.run<T>(this.pg, sql, params, false));
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
          query: <R>(sql: string, params: readonly unknown[] = []) => this.run<R>(tx, sql, params, true),
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
      // A NOTIFY comes back with the answer to the statement that committed it: heard already.
      return Object.assign(() => this.enqueue(() => unlisten()), { caughtUp: () => Promise.resolve() });
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

  /** One statement through the plan cache; a bulk write (many parameters) runs once, uncached. */
  private async run<T>(
    via: PGlite | Transaction,
    sql: string,
    params: readonly unknown[],
    inTransaction: boolean,
  ): Promise<T[]> {
    if (params.length > PLAN_CACHE_MAX_PARAMS) return (await via.query<T>(sql, [...params])).rows;
    const statement = await this.statement(sql);
    const values = params.map((value, i) => this.serialise(value, statement.paramTypes[i]));
    const { serialize } = protocol;
    const { messages } = await this.pg.execProtocol(
      concat(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
      // Inside a transaction PGlite writes its files at COMMIT, as its own query does.
      { syncToFs: !inTransaction },
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return (parse.parseResults(described, this.pg.parsers)[0]?.rows ?? []) as T[];
  }

  /** The named statement for `sql`, parsed on first use; the least recently used one is closed. */
  private async statement(sql: string): Promise<Statement> {
    const known = this.statements.get(sql);
    if (known) {
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = this.nextStatementName();
    const { serialize } = protocol;
    const { messages } = await this.pg.execProtocol(
      concat(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const statement: Statement = {
      name,
      paramTypes:
        messages.find((m): m is ParameterDescription => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
      rowDescription: messages.find((m): m is RowDescription => m.name === 'rowDescription'),
    };
    this.statements.set(sql, statement);
    if (this.statements.size > PLAN_CACHE_SIZE) {
      const [oldestSql, oldest] = this.statements.entries().next().value!;
      this.statements.delete(oldestSql);
      await this.pg.execProtocol(
        concat(serialize.close({ type: 'S', name: oldest.name }), serialize.sync()),
        {
          syncToFs: false,
        },
      );
    }
    return statement;
  }

  /** A value as text for its parameter's type, as PGlite's own `query` writes it. */
  private serialise(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}

function counter(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}${++count}`;
}

function concat(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

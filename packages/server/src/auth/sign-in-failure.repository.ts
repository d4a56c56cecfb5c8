import type { SignInFailures } from '@torque/domain/session';
import type { Database, Queryable } from '../db/database.js';

type Row = { key: string; failures: number; periodStartedAt: Date };

/** A change to the records of some keys, made while their rows are locked. */
export type SignInFailuresChange = (
  records: ReadonlyMap<string, SignInFailures>,
) => Map<string, SignInFailures>;

export class SignInFailureRepository {
  constructor(private readonly db: Database) {}

  /**
   * Reads the keys' records under a row lock, applies `change` and writes what it returns, in one
   * transaction: wrong passwords on one key from several instances wait for each other, so none goes uncounted.
   * A key without a record starts with no failures in a window opening at `now`.
   */
  async update(keys: readonly string[], now: Date, change: SignInFailuresChange): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sign_in_failure (key, failures, window_started_at)
         SELECT unnest($1::text[]), 0, $2 ON CONFLICT (key) DO NOTHING`,
        [keys, now],
      );
      const rows = await tx.query<Row>(
        `SELECT key, failures, window_started_at AS "periodStartedAt"
           FROM sign_in_failure WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
        [keys],
      );
      const records = new Map(rows.map((row) => [row.key, recordOf(row)]));
      for (const [key, record] of change(records)) await write(tx, key, record);
    });
  }

  async find(keys: readonly string[]): Promise<Map<string, SignInFailures>> {
    const rows = await this.db.query<Row>(
      `SELECT key, failures, window_started_at AS "periodStartedAt" FROM sign_in_failure WHERE key = ANY($1::text[])`,
      [keys],
    );
    return new Map(rows.map((row) => [row.key, recordOf(row)]));
  }

  /** An account starts afresh after a right password. */
  async delete(key: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failure WHERE key = $1', [key]);
  }

  /** Forgets records whose window opened before `before`: they no longer refuse anyone. */
  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failure WHERE window_started_at < $1', [before]);
  }
}

const recordOf = (row: Row): SignInFailures => ({
  failures: row.failures,
  periodStartedAt: row.periodStartedAt.getTime(),
});

async function write(tx: Queryable, key: string, record: SignInFailures): Promise<void> {
  await tx.query('UPDATE sign_in_failure SET failures = $2, window_started_at = $3 WHERE key = $1', [
    key,
    record.failures,
    new Date(record.periodStartedAt),
  ]);
}

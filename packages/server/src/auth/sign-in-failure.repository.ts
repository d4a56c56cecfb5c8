import type { PairFailures } from '@torque/domain/session';
import type { Database } from '../db/database.js';

/** What the throttle needs to know about an attempt: its pair's failures and its address's. */
export type SignInFailures = {
  readonly pair: PairFailures | null;
  /** Distinct accounts that have failed from the address after `since` (the pair's included). */
  readonly failingAccounts: number;
};

type PairRow = { failures: number; lastFailedAt: Date };

/** Wrong passwords per account-and-address pair (migration 038), shared by every instance. */
export class SignInFailureRepository {
  constructor(private readonly db: Database) {}

  async find(pairKey: string, addressKey: string, since: Date): Promise<SignInFailures> {
    const [row] = await this.db.query<{
      failures: number | null;
      lastFailedAt: Date | null;
      accounts: number;
    }>(
      `SELECT p.failures, p.last_failed_at AS "lastFailedAt",
              (SELECT count(*)::int FROM sign_in_failure a
                WHERE a.address_key = $2 AND a.last_failed_at > $3 AND a.failures > 0) AS accounts
         FROM (SELECT 1) one LEFT JOIN sign_in_failure p ON p.pair_key = $1`,
      [pairKey, addressKey, since],
    );
    return {
      pair:
        row?.failures && row.lastFailedAt
          ? pairOf({ failures: row.failures, lastFailedAt: row.lastFailedAt })
          : null,
      failingAccounts: row?.accounts ?? 0,
    };
  }

  /**
   * Reads the pair's record under a row lock, writes what `count` makes of it and answers the
   * address's failing accounts afterwards, in one transaction: wrong passwords of one pair from
   * several instances wait for each other, so none goes uncounted.
   */
  async recordFailure(
    pairKey: string,
    addressKey: string,
    now: Date,
    since: Date,
    count: (pair: PairFailures | null) => PairFailures,
  ): Promise<SignInFailures> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sign_in_failure (pair_key, address_key, failures, last_failed_at)
         VALUES ($1, $2, 0, $3) ON CONFLICT (pair_key) DO NOTHING`,
        [pairKey, addressKey, now],
      );
      const [row] = await tx.query<PairRow>(
        `SELECT failures, last_failed_at AS "lastFailedAt" FROM sign_in_failure WHERE pair_key = $1 FOR UPDATE`,
        [pairKey],
      );
      const pair = count(row && row.failures > 0 ? pairOf(row) : null);
      await tx.query('UPDATE sign_in_failure SET failures = $2, last_failed_at = $3 WHERE pair_key = $1', [
        pairKey,
        pair.failures,
        new Date(pair.lastFailedAt),
      ]);
      const [accounts] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sign_in_failure
          WHERE address_key = $1 AND last_failed_at > $2 AND failures > 0`,
        [addressKey, since],
      );
      return { pair, failingAccounts: accounts?.n ?? 0 };
    });
  }

  /** A pair starts afresh after a right password (and no longer counts towards a spray). */
  async forget(pairKey: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failure WHERE pair_key = $1', [pairKey]);
  }

  /** Forgets pairs whose last failure was before `before`: they no longer hold anyone back. */
  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failure WHERE last_failed_at < $1', [before]);
  }
}

const pairOf = (row: PairRow): PairFailures => ({
  failures: row.failures,
  lastFailedAt: row.lastFailedAt.getTime(),
});

import { vi } from 'vitest';
import { PgliteDatabase } from '../db/pglite.database.js';
import { TEST_DATABASE_URL } from './test-database.js';

/**
 * Setup file of the server and contract projects. In the PostgreSQL pass (TORQUE_TEST_DATABASE_URL
 * set), opening PGlite fails the test that does it: a file that opens its database by itself instead
 * of through openTestDatabase / openEmptyTestDatabase would otherwise pass on PGlite a second time
 * and prove nothing about PostgreSQL. Tests of PGlite itself are named *.pglite.test.ts and are left
 * out of that pass (vitest.config.ts).
 */
if (TEST_DATABASE_URL) {
  vi.spyOn(PgliteDatabase, 'open').mockImplementation(() => {
    throw new Error(
      'PGlite opened in the PostgreSQL pass (TORQUE_TEST_DATABASE_URL is set): open the database with ' +
        'openTestDatabase() or openEmptyTestDatabase() from packages/server/src/testing/test-database.ts',
    );
  });
}

import { readFileSync } from 'node:fs';
import { PgliteDatabase } from '../db/pglite.database.js';

/** Where pglite-templates.global-setup.ts left its dumps for the test files of this run. */
export const EMPTY_TEMPLATE_ENV = 'TORQUE_TEST_PGLITE_EMPTY';
export const SEEDED_TEMPLATE_ENV = 'TORQUE_TEST_PGLITE_SEEDED';

/**
 * An in-memory PGlite started from the run's dump named by `env` (empty, or migrated with the demo
 * data), or null when there is none (a test run without the global setup) and the caller builds it.
 */
export async function openFromTemplate(env: typeof EMPTY_TEMPLATE_ENV | typeof SEEDED_TEMPLATE_ENV) {
  const path = process.env[env];
  if (!path) return null;
  return PgliteDatabase.open(undefined, new Blob([readFileSync(path)]));
}

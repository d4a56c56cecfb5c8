import type { Database } from './database.js';
import { PgliteDatabase } from './pglite.database.js';
import { PostgresDatabase } from './postgres.database.js';

export type DatabaseOptions = {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  readonly databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means an in-memory database. */
  readonly dataDir?: string | undefined;
};

export function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return PostgresDatabase.open(options.databaseUrl);
  return PgliteDatabase.open(options.dataDir);
}

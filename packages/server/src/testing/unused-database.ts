import type { Database } from '../db/database.js';

/** For apps whose tests ask the database nothing (static files, headers): any query fails the test. */
export const unusedDb: Database = {
  kind: 'pglite',
  query: async () => {
    throw new Error('not expected');
  },
  exec: async () => undefined,
  transaction: async () => {
    throw new Error('not expected');
  },
  listen: async () => Object.assign(async () => undefined, { caughtUp: async () => undefined }),
  close: async () => undefined,
};

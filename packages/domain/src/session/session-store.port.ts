import type { UserSession } from './user-session.schema.js';

/** Where the signed-in session lives between page loads (browser storage as `userData`). */
export interface SessionStore {
  load(): UserSession | null;
  save(session: UserSession): void;
  clear(): void;
}

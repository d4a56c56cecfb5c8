import type { Database } from '../db/database.js';
import { LastingListener } from '../db/lasting-listener.js';
import { SESSION_ENDED_CHANNEL } from '../auth/session.repository.js';

/**
 * Sign-outs on any server instance, heard through the database (PostgreSQL NOTIFY, or PGlite's
 * in-process one): each payload is the token hash of a session just revoked. If the LISTEN
 * connection drops it listens again with backoff; meanwhile the streams' periodic session check
 * still ends a signed-out session's streams, only later.
 */
export class SessionEndListener extends LastingListener {
  constructor(db: Database, onEnded: (tokenHash: string) => void, onError: (error: unknown) => void) {
    super(db, SESSION_ENDED_CHANNEL, { onNotify: onEnded, onError });
  }
}

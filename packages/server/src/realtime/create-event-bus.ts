import type { Database } from '../db/database.js';
import type { EventBus } from './event-bus.port.js';
import { InProcessEventBus } from './in-process.event-bus.js';
import { PostgresEventBus } from './postgres.event-bus.js';

/** One bus per server instance, chosen by the database: in-process for PGlite, LISTEN/NOTIFY for PostgreSQL. */
export function createEventBus(db: Database, onError: (error: unknown) => void): EventBus {
  return db.kind === 'postgres' ? new PostgresEventBus(db, onError) : new InProcessEventBus(db, onError);
}

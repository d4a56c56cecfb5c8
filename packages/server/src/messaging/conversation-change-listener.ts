import type { Database } from '../db/database.js';
import { LastingListener } from '../db/lasting-listener.js';
import { CONVERSATION_CHANGED_CHANNEL, type ConversationCache } from './conversation-cache.js';

/**
 * Feeds the conversation cache the database's notices of changed conversations (migration 052),
 * written on any instance. The cache serves only while this listens: if the LISTEN connection
 * drops, the cache is emptied and bypassed until this listens again (with backoff).
 */
export class ConversationChangeListener extends LastingListener {
  constructor(db: Database, cache: ConversationCache, onError: (error: unknown) => void) {
    super(db, CONVERSATION_CHANGED_CHANNEL, {
      onNotify: (payload) => cache.changed(payload),
      onListening: (unlisten) => cache.listeningStarted(unlisten.caughtUp),
      onDeaf: () => cache.listeningStopped(),
      onError,
    });
  }
}

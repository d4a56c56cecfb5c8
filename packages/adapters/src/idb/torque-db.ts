import { SERVICE_TYPES, type Lead } from '@torque/domain';
import { Dexie, type Table } from 'dexie';

export const TORQUE_DB_NAME = 'torque';
/** Spec 1 §3 and §9: local database version 1. */
export const TORQUE_DB_VERSION = 1;

export type CachedLead = Lead & { readonly cachedAt: number };
export type TimestampRow = { readonly serviceType: string; readonly fetchedAt: number };
export type UnreadMessageRow = { readonly id: number; readonly leadId: number; readonly receivedAt: string };
export type InboxCacheRow = {
  readonly key: string;
  readonly leadIds: readonly number[];
  /** Each lead's service type store, in the order of leadIds. */
  readonly serviceTypes?: readonly string[];
  readonly total?: number;
  readonly savedAt: number;
};
export type SavedChatRow = {
  readonly id: number;
  /** ISO time of the last save (the domain's saveChatRecord stamp); sorts oldest first. */
  readonly savedAt: string;
  readonly [field: string]: unknown;
};

/**
 * One Dexie database, version 1 as the spec says: one store per service type, a timestamps
 * store, an unread-message store, the inbox cache and the saved chat records.
 */
export class TorqueDb extends Dexie {
  timestamps!: Table<TimestampRow, string>;
  unreadMessages!: Table<UnreadMessageRow, number>;
  inboxCache!: Table<InboxCacheRow, string>;
  savedChats!: Table<SavedChatRow, number>;

  /**
   * @param signedIn whether a session is open now. Writes are dropped without one: a list or a
   * conversation that answers after sign-out must not refill what sign-out just cleared (spec 1 §4).
   */
  constructor(
    name: string = TORQUE_DB_NAME,
    private readonly signedIn: () => boolean = () => true,
  ) {
    super(name);
    const serviceStores = Object.fromEntries(SERVICE_TYPES.map((type) => [type, 'id, cachedAt']));
    this.version(TORQUE_DB_VERSION).stores({
      ...serviceStores,
      timestamps: 'serviceType',
      unreadMessages: 'id, leadId',
      inboxCache: 'key',
      savedChats: 'id, savedAt',
    });
  }

  /** Whether the browser may keep data now: only while someone is signed in. */
  keepsData(): boolean {
    return this.signedIn();
  }

  /**
   * Runs a write only while someone is signed in, asked again inside the transaction: IndexedDB runs
   * it wholly before or wholly after sign-out's clear, and a write asked for just before sign-out can
   * start after the clear (while the database is still opening), so only the second look is safe.
   */
  async keep(tables: readonly Table[], write: () => Promise<unknown>): Promise<void> {
    if (!this.keepsData()) return;
    await this.transaction('rw', [...tables], async () => {
      if (this.keepsData()) await write();
    });
  }

  /** The store of one service type; unknown types share the default store. */
  leadsOf(serviceType: string): Table<CachedLead, number> {
    const known = (SERVICE_TYPES as readonly string[]).includes(serviceType);
    return this.table(known ? serviceType : 'SALES_THANKS');
  }
}

import type { Lead } from './lead.schema.js';

/** The first page of a list as last seen, kept in the browser to show before the network answers. */
export type CachedLeadPage = {
  readonly leads: readonly Lead[];
  readonly total: number;
  /** Epoch milliseconds. */
  readonly savedAt: number;
};

/**
 * The inbox cache of spec 1 §3 (local browser storage): per list and query, its first page. Cleared
 * with the rest of the local database on sign-out, on a 401 and at idle sign-out.
 */
export interface InboxCache {
  load(key: string): Promise<CachedLeadPage | undefined>;
  save(key: string, page: { readonly leads: readonly Lead[]; readonly total: number }): Promise<void>;
}

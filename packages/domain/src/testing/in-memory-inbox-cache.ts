import type { CachedLeadPage, InboxCache } from '../leads/inbox-cache.port.js';
import type { Lead } from '../leads/lead.schema.js';

/** The inbox cache in memory: what a list showed last, by list and query. */
export class InMemoryInboxCache implements InboxCache {
  readonly #pages = new Map<string, CachedLeadPage>();

  constructor(private readonly now: () => number = Date.now) {}

  async load(key: string): Promise<CachedLeadPage | undefined> {
    return this.#pages.get(key);
  }

  async save(key: string, page: { readonly leads: readonly Lead[]; readonly total: number }): Promise<void> {
    this.#pages.set(key, { leads: [...page.leads], total: page.total, savedAt: this.now() });
  }

  clear(): void {
    this.#pages.clear();
  }
}

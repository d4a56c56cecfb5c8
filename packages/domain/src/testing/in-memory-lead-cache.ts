import type { Lead } from '../leads/lead.schema.js';
import type { LeadCache } from '../leads/lead-cache.port.js';

/**
 * The local lead stores in memory, one per service type, keyed by lead id like the IndexedDB
 * stores: putting a lead again replaces it, and reads come back in id order.
 */
export class InMemoryLeadCache implements LeadCache {
  readonly #stores = new Map<string, Map<number, Lead>>();

  async put(serviceType: string, leads: readonly Lead[]): Promise<void> {
    const store = this.#stores.get(serviceType) ?? new Map<number, Lead>();
    for (const lead of leads) store.set(lead.id, lead);
    this.#stores.set(serviceType, store);
  }

  async read(serviceType: string): Promise<readonly Lead[]> {
    return [...(this.#stores.get(serviceType)?.values() ?? [])].sort((a, b) => a.id - b.id);
  }

  async clear(): Promise<void> {
    this.#stores.clear();
  }
}

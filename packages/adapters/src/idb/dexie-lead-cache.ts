import type { Lead, LeadCache } from '@torque/domain';
import type { TorqueDb } from './torque-db.js';

/** Bulk writes go in chunks so a 10,000-lead cache never holds one huge transaction buffer. */
export const CACHE_CHUNK = 1000;

export class DexieLeadCache implements LeadCache {
  constructor(private readonly db: TorqueDb) {}

  async put(serviceType: string, leads: readonly Lead[]): Promise<void> {
    const table = this.db.leadsOf(serviceType);
    const cachedAt = Date.now();
    await this.db.keep([table, this.db.timestamps], async () => {
      for (let start = 0; start < leads.length; start += CACHE_CHUNK) {
        const chunk = leads.slice(start, start + CACHE_CHUNK).map((lead) => ({ ...lead, cachedAt }));
        await table.bulkPut(chunk);
      }
      await this.db.timestamps.put({ serviceType, fetchedAt: cachedAt });
    });
  }

  async read(serviceType: string): Promise<readonly Lead[]> {
    const rows = await this.db.leadsOf(serviceType).toArray();
    return rows.map(({ cachedAt: _cachedAt, ...lead }) => lead as Lead);
  }

  /** Sign-out and idle sign-out remove everything (spec 1 §4). */
  async clear(): Promise<void> {
    await Promise.all(this.db.tables.map((table) => table.clear()));
  }
}

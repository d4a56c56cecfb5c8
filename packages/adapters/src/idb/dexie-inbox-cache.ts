import type { CachedLeadPage, InboxCache, Lead } from '@torque/domain';
import type { TorqueDb } from './torque-db.js';

/**
 * The inbox cache in IndexedDB: a list's first page as its lead ids (the inboxCache store) with the
 * leads themselves in their service type's store, where the lead cache keeps them.
 */
export class DexieInboxCache implements InboxCache {
  constructor(
    private readonly db: TorqueDb,
    private readonly now: () => number = Date.now,
  ) {}

  async save(key: string, page: { readonly leads: readonly Lead[]; readonly total: number }): Promise<void> {
    const savedAt = this.now();
    const byType = new Map<string, Lead[]>();
    for (const lead of page.leads) {
      const list = byType.get(lead.plannedServiceType) ?? [];
      list.push(lead);
      byType.set(lead.plannedServiceType, list);
    }
    const tables = [...new Set([...byType.keys()].map((type) => this.db.leadsOf(type)))];
    await this.db.keep([this.db.inboxCache, this.db.timestamps, ...tables], async () => {
      for (const [type, leads] of byType) {
        await this.db.leadsOf(type).bulkPut(leads.map((lead) => ({ ...lead, cachedAt: savedAt })));
        await this.db.timestamps.put({ serviceType: type, fetchedAt: savedAt });
      }
      await this.db.inboxCache.put({
        key,
        leadIds: page.leads.map((lead) => lead.id),
        serviceTypes: page.leads.map((lead) => lead.plannedServiceType),
        total: page.total,
        savedAt,
      });
    });
  }

  async load(key: string): Promise<CachedLeadPage | undefined> {
    const row = await this.db.inboxCache.get(key);
    if (!row) return undefined;
    const found = await Promise.all(
      row.leadIds.map((id, index) => this.db.leadsOf(row.serviceTypes?.[index] ?? '').get(id)),
    );
    const leads: Lead[] = [];
    for (const cached of found) {
      if (!cached) continue;
      const { cachedAt: _cachedAt, ...lead } = cached;
      leads.push(lead as Lead);
    }
    return { leads, total: row.total ?? leads.length, savedAt: row.savedAt };
  }
}

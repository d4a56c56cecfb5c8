import { describe, expect, it } from 'vitest';
import { InMemoryAssistantGateway } from './in-memory-assistant-gateway.js';
import { InMemoryLeadCache } from './in-memory-lead-cache.js';
import { InMemorySessionStore } from './in-memory-session-store.js';
import { leadId, sampleAssistant, sampleLead, sampleUserSession } from './samples.js';
import { serverRejection } from './server-rejection.js';

describe('InMemorySessionStore', () => {
  it('loads what was saved, and nothing once cleared', () => {
    const store = new InMemorySessionStore();
    expect(store.load()).toBeNull();
    store.save(sampleUserSession());
    expect(store.load()).toEqual(sampleUserSession());
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('reads corrupt or outdated stored text as no session', () => {
    const store = new InMemorySessionStore(sampleUserSession());
    store.writeRaw('{not json');
    expect(store.load()).toBeNull();
    store.writeRaw(JSON.stringify({ ...sampleUserSession(), roles: [] }));
    expect(store.load()).toBeNull();
  });
});

describe('InMemoryLeadCache', () => {
  it('keeps one store per service type, one record per lead id, read in id order', async () => {
    const cache = new InMemoryLeadCache();
    await cache.put('OIL_CHANGE', [sampleLead({ id: leadId(3) }), sampleLead({ id: leadId(1) })]);
    await cache.put('OIL_CHANGE', [sampleLead({ id: leadId(3), totalUnreadCount: 2 })]);
    await cache.put('CHECK_UP', [sampleLead({ id: leadId(9) })]);
    const oil = await cache.read('OIL_CHANGE');
    expect(oil.map((l) => [l.id, l.totalUnreadCount])).toEqual([
      [1, 0],
      [3, 2],
    ]);
    expect(await cache.read('SALES_THANKS')).toEqual([]);
    await cache.clear();
    expect(await cache.read('CHECK_UP')).toEqual([]);
  });
});

describe('InMemoryAssistantGateway', () => {
  const query = { bocId: 2, storeId: 3, divisionId: 'DIV004' as const };

  it("answers the store and division's assistants, none for another division", async () => {
    const gateway = new InMemoryAssistantGateway();
    gateway.set(query, [sampleAssistant()]);
    expect(await gateway.list(query)).toEqual({ ok: true, value: [sampleAssistant()] });
    expect(await gateway.list({ ...query, divisionId: 'DIV001' })).toEqual({ ok: true, value: [] });
    expect(gateway.queries).toHaveLength(2);
  });

  it('fails the next call as told', async () => {
    const gateway = new InMemoryAssistantGateway();
    gateway.failNext(serverRejection(500, 'boom'));
    const failed = await gateway.list(query);
    expect(failed.ok ? undefined : failed.error.message).toBe(
      'Inconsistent data in request. Please check data',
    );
    expect((await gateway.list(query)).ok).toBe(true);
  });
});

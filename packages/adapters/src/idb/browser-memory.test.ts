import 'fake-indexeddb/auto';
import { type Clock } from '@torque/domain';
import {
  InMemoryConversationGateway,
  InMemoryLeadGateway,
  leadId,
  sampleLead,
  sampleMessageInstance,
} from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberingConversations } from '../http/remembering-conversation-gateway.js';
import { DexieInboxCache } from './dexie-inbox-cache.js';
import { DexieLeadCache } from './dexie-lead-cache.js';
import { DexieSavedChats } from './dexie-saved-chats.js';
import { TorqueDb } from './torque-db.js';

let db: TorqueDb | undefined;
const open = () => (db = new TorqueDb(`torque-memory-${Math.random()}`));
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

/** A clock that moves a second on every read, so saves have distinct stamps. */
const ticking = (): Clock => {
  let at = Date.parse('2026-11-24T10:00:00Z');
  return { now: () => new Date((at += 1000)) };
};
const lead = (id: number, serviceType: string) =>
  sampleLead({ id: leadId(id), plannedServiceType: serviceType, totalUnreadCount: id % 3 });

describe('DexieInboxCache (spec 1 §3 inbox cache)', () => {
  it("keeps a list's first page in order, each lead in its service type's store", async () => {
    const database = open();
    const cache = new DexieInboxCache(database, () => 42);
    const leads = [lead(7, 'OIL_CHANGE'), lead(3, 'SALES_THANKS'), lead(5, 'OIL_CHANGE')];
    await cache.save('["lead-manager"]', { leads, total: 120 });

    const page = await cache.load('["lead-manager"]');
    expect(page?.leads.map((row) => row.id)).toEqual([7, 3, 5]);
    expect(page?.leads[0]).toEqual(leads[0]);
    expect(page?.total).toBe(120);
    expect(page?.savedAt).toBe(42);
    expect(await database.leadsOf('OIL_CHANGE').count()).toBe(2);
    expect(await cache.load('["archived"]')).toBeUndefined();
  });

  it('is emptied with the rest of the local database (sign-out, 401, idle sign-out)', async () => {
    const database = open();
    const cache = new DexieInboxCache(database);
    await cache.save('k', { leads: [lead(1, 'OIL_CHANGE')], total: 1 });
    await new DexieLeadCache(database).clear();
    expect(await cache.load('k')).toBeUndefined();
    expect(await database.leadsOf('OIL_CHANGE').count()).toBe(0);
  });
});

describe('DexieSavedChats (spec 1 §9)', () => {
  it('keeps one record per lead, merged, and at most 15, dropping the oldest', async () => {
    const chats = new DexieSavedChats(open(), ticking());
    for (let id = 1; id <= 17; id++)
      await chats.save({ id: leadId(id), messages: [sampleMessageInstance({ id: id * 10 })] });
    await chats.save({ id: leadId(5), messages: [sampleMessageInstance({ id: 51 })] });
    const kept = await chats.list();
    expect(kept).toHaveLength(15);
    // 1 and 2 were the oldest; saving 5 again merged it and made it the newest.
    expect(kept.map((chat) => chat.id)).toEqual([3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 5]);
    expect(kept.at(-1)?.messages.map((message) => message.id)).toEqual([51]);
  });
});

describe('rememberingConversations', () => {
  const world = () => {
    const leads = new InMemoryLeadGateway([sampleLead({ id: leadId(101), totalUnreadCount: 2 })]);
    const inner = new InMemoryConversationGateway({
      leads,
      messages: [
        sampleMessageInstance({ id: 1, jaguarFutureServiceInteractionId: 101 }),
        sampleMessageInstance({ id: 2, jaguarFutureServiceInteractionId: 101, direction: 'RECEIVED' }),
      ],
    });
    const database = open();
    const chats = new DexieSavedChats(database, ticking());
    return { inner, database, chats, gateway: rememberingConversations(inner, { db: database, chats }) };
  };

  it('saves each history and answers from it when the server cannot be reached', async () => {
    const { inner, chats, gateway } = world();
    const first = await gateway.history(leadId(101));
    expect(first.ok && first.value.map((message) => message.id)).toEqual([1, 2]);
    expect((await chats.load(leadId(101)))?.messages).toHaveLength(2);

    inner.failNext('history', { code: 'NETWORK', message: 'Server is not responding', tone: 'danger' });
    const offline = await gateway.history(leadId(101));
    expect(offline.ok && offline.value.map((message) => message.id)).toEqual([1, 2]);

    // A refusal is not hidden behind the saved copy.
    inner.failNext('history', { code: 'X', message: 'Lead not found.', tone: 'warning', status: 404 });
    expect((await gateway.history(leadId(101))).ok).toBe(false);
  });

  it('keeps a read in the unread-message store until the server confirms it', async () => {
    const { inner, database, gateway } = world();
    inner.failNext('markRead', { code: 'NETWORK', message: 'Server is not responding', tone: 'danger' });
    expect((await gateway.markRead(leadId(101), 2)).ok).toBe(false);
    expect(await database.unreadMessages.toArray()).toEqual([
      { id: 2, leadId: 101, receivedAt: expect.any(String) },
    ]);
    expect((await gateway.markRead(leadId(101), 2)).ok).toBe(true);
    expect(await database.unreadMessages.count()).toBe(0);
  });

  it('passes every other call to the wrapped gateway', async () => {
    const { gateway } = world();
    const transcript = await gateway.transcript(leadId(101));
    expect(transcript.ok).toBe(true);
  });
});

describe('writes after sign-out (spec 1 §4: nothing is left behind)', () => {
  it('drops a list, a lead cache, a chat and a read that answer once the session is gone', async () => {
    let signedIn = true;
    const database = (db = new TorqueDb(`torque-memory-${Math.random()}`, () => signedIn));
    const cache = new DexieInboxCache(database);
    const chats = new DexieSavedChats(database, ticking());
    await cache.save('kept', { leads: [lead(1, 'OIL_CHANGE')], total: 1 });

    signedIn = false;
    await new DexieLeadCache(database).clear();
    await cache.save('late', { leads: [lead(2, 'OIL_CHANGE')], total: 1 });
    await new DexieLeadCache(database).put('SALES_THANKS', [lead(3, 'SALES_THANKS')]);
    await chats.save({ id: leadId(2), messages: [sampleMessageInstance({ id: 9 })] });
    const conversations = rememberingConversations(new InMemoryConversationGateway(), {
      db: database,
      chats,
    });
    await conversations.markRead(leadId(2), 9);

    const counts = await Promise.all(database.tables.map((table) => table.count()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(0);
  });

  it('drops writes begun while signed in when sign-out clears before the database has opened', async () => {
    let signedIn = true;
    const database = (db = new TorqueDb(`torque-memory-${Math.random()}`, () => signedIn));
    const chats = new DexieSavedChats(database, ticking());
    const conversations = rememberingConversations(new InMemoryConversationGateway(), {
      db: database,
      chats,
    });
    // Each write is asked for while the session is open and the database is still opening...
    const writes = [
      new DexieInboxCache(database).save('k', { leads: [lead(1, 'OIL_CHANGE')], total: 1 }),
      new DexieLeadCache(database).put('SALES_THANKS', [lead(3, 'SALES_THANKS')]),
      chats.save({ id: leadId(2), messages: [sampleMessageInstance({ id: 9 })] }),
      conversations.history(leadId(2)),
    ];
    // ...then sign-out forgets the session and clears, as useSignOut and the 401 handler do.
    signedIn = false;
    await new DexieLeadCache(database).clear();
    await Promise.all(writes);

    const counts = await Promise.all(database.tables.map((table) => table.count()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(0);
  });
});

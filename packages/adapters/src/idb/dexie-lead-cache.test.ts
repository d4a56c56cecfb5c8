import 'fake-indexeddb/auto';
import { SERVICE_TYPES, type Lead } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { DexieLeadCache } from './dexie-lead-cache.js';
import { TORQUE_DB_VERSION, TorqueDb } from './torque-db.js';

const lead = (id: number): Lead =>
  ({
    id,
    plannedServiceType: 'OIL_CHANGE',
    stage: 'INITIATED',
    customerMaster: {
      id,
      firstName: `First${id}`,
      lastName: 'Last',
      cellular: '+15551230000',
      blockSms: false,
    },
  }) as unknown as Lead;

let db: TorqueDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('TorqueDb', () => {
  it('opens version 1 with a store per service type and the spec stores', async () => {
    db = new TorqueDb(`torque-test-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(TORQUE_DB_VERSION);
    const names = db.tables.map((table) => table.name);
    for (const type of SERVICE_TYPES) expect(names).toContain(type);
    expect(names).toEqual(
      expect.arrayContaining(['timestamps', 'unreadMessages', 'inboxCache', 'savedChats']),
    );
  });
});

describe('DexieLeadCache', () => {
  it('stores leads per service type in chunks and reads them back', async () => {
    db = new TorqueDb(`torque-test-${Math.random()}`);
    const cache = new DexieLeadCache(db);
    const leads = Array.from({ length: 2500 }, (_, index) => lead(index + 1));
    await cache.put('OIL_CHANGE', leads);
    const read = await cache.read('OIL_CHANGE');
    expect(read).toHaveLength(2500);
    expect(read.find((row) => row.id === 1234)?.customerMaster.firstName).toBe('First1234');
    expect(await cache.read('SALES_THANKS')).toHaveLength(0);
    expect(await db.timestamps.get('OIL_CHANGE')).toBeDefined();
  });

  it('removes everything on clear (sign-out)', async () => {
    db = new TorqueDb(`torque-test-${Math.random()}`);
    const cache = new DexieLeadCache(db);
    await cache.put('OIL_CHANGE', [lead(1)]);
    await db.unreadMessages.put({ id: 9, leadId: 1, receivedAt: '2026-11-20T10:00:00Z' });
    await cache.clear();
    expect(await cache.read('OIL_CHANGE')).toHaveLength(0);
    expect(await db.unreadMessages.count()).toBe(0);
    expect(await db.timestamps.count()).toBe(0);
  });
});

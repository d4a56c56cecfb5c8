import {
  InMemoryLeadCache,
  InMemorySessionStore,
  sampleLead,
  sampleUserSession,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { BrowserDeepLinkStore, storedUrlOf } from './deep-link-store.js';
import { DomIdleWatch } from './idle-watch.js';
import { BrowserLocalDataWiper } from './local-data-wiper.js';
import { removeServiceWorkers } from './service-workers.js';

describe('BrowserDeepLinkStore', () => {
  it('keeps the deep-link values under their own keys and forgets stale ones', () => {
    const storage = new MemoryStorage();
    const store = new BrowserDeepLinkStore(storage);
    store.save({ deeplinking: 'true', companyId: '2', contactId: '77' });
    expect(storage.getItem('companyId')).toBe('2');
    store.save({ deeplinking: 'true', officeId: '3' });
    expect(store.load()).toEqual({ deeplinking: 'true', officeId: '3' });
  });

  it('gives the return path back once', () => {
    const store = new BrowserDeepLinkStore(new MemoryStorage());
    store.saveReturnPath('/leadmanager?servicepage=true');
    expect(store.takeReturnPath()).toBe('/leadmanager?servicepage=true');
    expect(store.takeReturnPath()).toBeNull();
  });

  it('reads the stored url value', () => {
    const storage = new MemoryStorage();
    expect(storedUrlOf(storage)).toBeNull();
    storage.setItem('url', 'https://agent.torque.example');
    expect(storedUrlOf(storage)).toBe('https://agent.torque.example');
  });
});

describe('DomIdleWatch', () => {
  it('fires once after the timeout without input, and input postpones it', () => {
    const target = new EventTarget();
    let now = 0;
    const pending: { run: () => void; at: number }[] = [];
    const timers = {
      setTimeout: (run: () => void, ms: number) => pending.push({ run, at: now + ms }),
      clearTimeout: () => undefined,
    };
    const advance = (to: number) => {
      now = to;
      const due = pending.filter((t) => t.at <= to);
      pending.splice(0, pending.length, ...pending.filter((t) => t.at > to));
      for (const timer of due) timer.run();
    };
    let idle = 0;
    new DomIdleWatch(target, timers, () => now).watch(1000, () => (idle += 1));
    advance(600);
    target.dispatchEvent(new Event('keydown'));
    advance(1000);
    expect(idle).toBe(0);
    advance(1600);
    expect(idle).toBe(1);
  });
});

describe('BrowserLocalDataWiper', () => {
  it('clears the session, both storages and every cached lead', async () => {
    const sessionStore = new InMemorySessionStore(sampleUserSession());
    const storage = new MemoryStorage();
    const tabStorage = new MemoryStorage();
    const leadCache = new InMemoryLeadCache();
    storage.setItem('deeplinking', 'true');
    tabStorage.setItem('x', '1');
    await leadCache.put('OIL_CHANGE', [sampleLead()]);
    const wiper = new BrowserLocalDataWiper({ sessionStore, storage, sessionStorage: tabStorage, leadCache });
    wiper.clearSession();
    wiper.clearLocalStorage();
    await wiper.clearLocalDatabase();
    expect([sessionStore.load(), storage.length, tabStorage.length]).toEqual([null, 0, 0]);
    expect(await leadCache.read('OIL_CHANGE')).toHaveLength(0);
  });
});

describe('removeServiceWorkers', () => {
  it('unregisters every registration', async () => {
    let unregistered = 0;
    const registration = { unregister: async () => (unregistered += 1) > 0 };
    const container = { getRegistrations: async () => [registration, registration] };
    expect(await removeServiceWorkers(container as never)).toBe(2);
    expect(unregistered).toBe(2);
    expect(await removeServiceWorkers(undefined)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { sampleSession } from '../test/sample-session.js';
import { BrowserSessionStore, USER_DATA_KEY } from './browser-session-store.js';

describe('BrowserSessionStore', () => {
  it('keeps the session under userData and reads it back', () => {
    const storage = new MemoryStorage();
    const store = new BrowserSessionStore(storage);
    store.save(sampleSession);
    expect(JSON.parse(storage.getItem(USER_DATA_KEY) ?? '{}').authToken).toBe('token-123');
    expect(store.load()).toEqual(sampleSession);
  });

  it('treats a corrupt or foreign value as signed out', () => {
    const storage = new MemoryStorage();
    const store = new BrowserSessionStore(storage);
    storage.setItem(USER_DATA_KEY, '{not json');
    expect(store.load()).toBeNull();
    storage.setItem(USER_DATA_KEY, JSON.stringify({ authToken: 'x', roles: ['NOT_A_ROLE'] }));
    expect(store.load()).toBeNull();
  });

  it('forgets the session on clear', () => {
    const store = new BrowserSessionStore(new MemoryStorage());
    store.save(sampleSession);
    store.clear();
    expect(store.load()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../test/memory-storage.js';
import { BrowserShellPreferenceStore, NAV_COLLAPSED_KEY } from './shell-preference-store.js';

describe('BrowserShellPreferenceStore', () => {
  it('starts expanded and remembers a collapsed sidebar across instances (a reload)', () => {
    const storage = new MemoryStorage();
    expect(new BrowserShellPreferenceStore(storage).navCollapsed()).toBe(false);
    new BrowserShellPreferenceStore(storage).setNavCollapsed(true);
    expect(storage.getItem(NAV_COLLAPSED_KEY)).toBe('true');
    expect(new BrowserShellPreferenceStore(storage).navCollapsed()).toBe(true);
    new BrowserShellPreferenceStore(storage).setNavCollapsed(false);
    expect(new BrowserShellPreferenceStore(storage).navCollapsed()).toBe(false);
  });

  it('keeps working when storage refuses to write', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = new BrowserShellPreferenceStore(storage);
    expect(() => store.setNavCollapsed(true)).not.toThrow();
    expect(store.navCollapsed()).toBe(false);
  });
});

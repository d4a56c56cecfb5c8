import { describe, expect, it } from 'vitest';
import { shouldRecordPersonalRead } from './personal-read.rules.js';
import { shouldMarkReadOnServer } from './unread.rules.js';

const base = { storeId: null, enterpriseId: 5, messageCount: 3, unreadCount: 2 };

describe('shouldRecordPersonalRead', () => {
  it('records a read outside a store or enterprise context when something was unread', () => {
    expect(shouldRecordPersonalRead(base)).toBe(true);
    expect(shouldRecordPersonalRead({ ...base, storeId: 3, enterpriseId: null })).toBe(true);
  });

  it('records nothing without messages or without unread ones', () => {
    expect(shouldRecordPersonalRead({ ...base, messageCount: 0 })).toBe(false);
    expect(shouldRecordPersonalRead({ ...base, unreadCount: 0 })).toBe(false);
  });

  it('never doubles the store read: in a store and enterprise context the spec rule sends it', () => {
    for (const unreadCount of [0, 1, 4])
      for (const messageCount of [0, 1, 5]) {
        const input = { storeId: 3, enterpriseId: 5, messageCount, unreadCount };
        expect(shouldRecordPersonalRead(input)).toBe(false);
        expect(shouldMarkReadOnServer(input)).toBe(messageCount > 0 && unreadCount > 0);
      }
  });
});

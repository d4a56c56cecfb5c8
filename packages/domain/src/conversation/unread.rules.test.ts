import { describe, expect, it } from 'vitest';
import { countsAsUnread, shouldMarkReadOnServer } from './unread.rules.js';

describe('countsAsUnread (spec 1 §4)', () => {
  it('counts a received customer message to a closed chat box', () => {
    expect(countsAsUnread({ direction: 'RECEIVED', notificationType: 'MESSAGE_FROM_CUSTOMER' }, false)).toBe(
      true,
    );
  });

  it.each([
    ['an open chat box', { direction: 'RECEIVED', notificationType: 'MESSAGE_FROM_CUSTOMER' }, true],
    ['MESSAGE_TO_CUSTOMER', { direction: 'RECEIVED', notificationType: 'MESSAGE_TO_CUSTOMER' }, false],
    ['a sent message', { direction: 'SENT', notificationType: 'MESSAGE_FROM_USER' }, false],
  ] as const)('does not count %s', (_, message, open) => {
    expect(countsAsUnread(message, open)).toBe(false);
  });
});

describe('shouldMarkReadOnServer (spec 1 §4)', () => {
  const context = { storeId: 3, enterpriseId: 5, messageCount: 2, unreadCount: 1 };

  it('marks read in a store and enterprise context with messages and an unread count', () => {
    expect(shouldMarkReadOnServer(context)).toBe(true);
  });

  it.each([
    { storeId: null },
    { storeId: undefined },
    { enterpriseId: null },
    { messageCount: 0 },
    { unreadCount: 0 },
  ])('does not with %j', (change) => {
    expect(shouldMarkReadOnServer({ ...context, ...change })).toBe(false);
  });
});

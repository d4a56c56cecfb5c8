import { InMemoryUnreadResponseOutbox } from '@torque/domain/testing';
import { outboxState, unreadResponseOutboxContract } from './unread-response-outbox.suite.js';

unreadResponseOutboxContract(async (stored) => {
  const { leads, conversations } = outboxState();
  return { outbox: new InMemoryUnreadResponseOutbox(conversations, stored), leads };
});

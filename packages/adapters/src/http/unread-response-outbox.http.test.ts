import 'fake-indexeddb/auto';
import { INCONSISTENT_DATA } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgement,
  bodyOf,
  createFakeServer,
  id,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import {
  outboxState,
  unreadResponseOutboxContract,
} from '../contract-suites/unread-response-outbox.suite.js';
import { TorqueDb } from '../idb/torque-db.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpUnreadResponseOutbox } from './unread-response-outbox.http.js';

let current: FakeServer | undefined;
let databases = 0;

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

unreadResponseOutboxContract(async (stored) => {
  const { leads, conversations } = outboxState();
  current = createFakeServer({
    markConversationRead: async (call) => {
      const body = bodyOf<{ futureServiceInteractionId: number; lastReadMessageInstanceId: number }>(call);
      return acknowledgement(
        await conversations.markRead(id(body.futureServiceInteractionId), body.lastReadMessageInstanceId),
      );
    },
  });
  const db = new TorqueDb(`outbox-${(databases += 1)}`);
  await db.unreadMessages.bulkPut([...stored]);
  return { outbox: new HttpUnreadResponseOutbox(current.api, db), leads };
});

describe('HttpUnreadResponseOutbox failures', () => {
  const row = { id: 1, leadId: 2, receivedAt: '2025-03-14T09:00:00.000Z' };

  it("turns a 500 into 'Inconsistent data in request. Please check data', keeping the response", async () => {
    const db = new TorqueDb(`outbox-${(databases += 1)}`);
    await db.unreadMessages.put(row);
    const result = await new HttpUnreadResponseOutbox(rawAnswer(500, {}).api, db).report(row);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
    expect(await db.unreadMessages.count()).toBe(1);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const db = new TorqueDb(`outbox-${(databases += 1)}`);
    const result = await new HttpUnreadResponseOutbox(rawAnswer(200, {}).api, db).report(row);
    expect(result.ok ? '' : result.error.message).toContain('(message)');
  });
});

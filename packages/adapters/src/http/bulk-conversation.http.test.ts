import { INCONSISTENT_DATA } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bulkConversationContract,
  bulkConversationState,
} from '../contract-suites/bulk-conversation.suite.js';
import { answer, createFakeServer, num, type FakeServer } from '../contract-suites/fake-server.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpBulkConversationGateway } from './bulk-conversation.http.js';

let current: FakeServer | undefined;

function subject() {
  const server = bulkConversationState();
  current = createFakeServer({
    getBulkConversationStatus: async () => answer(await server.status()),
    getBulkConversationCurrentDate: async () => answer(await server.today()),
    getBulkConversationFailures: async ({ query }) =>
      answer(await server.failures(num(query.page), num(query.size))),
  });
  return { gateway: new HttpBulkConversationGateway(current.api), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

bulkConversationContract(subject);

describe('HttpBulkConversationGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpBulkConversationGateway(rawAnswer(500, {}).api).status();
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpBulkConversationGateway(
      rawAnswer(200, { date: '2025-03-14', total: 1 }).api,
    ).today();
    expect(result.ok ? '' : result.error.message).toContain('(sent)');
  });
});

import { INCONSISTENT_DATA } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, createFakeServer, num, type FakeServer } from '../contract-suites/fake-server.js';
import { unreadCountsContract, unreadCountsState } from '../contract-suites/unread-counts.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpUnreadCountsGateway } from './unread-counts.http.js';

let current: FakeServer | undefined;

const storeOf = ({ query }: ContractCall) =>
  query.storeIdPk === undefined ? undefined : num(query.storeIdPk);

function subject() {
  const server = unreadCountsState();
  current = createFakeServer({
    getUnreadByService: async (call) => answer(await server.byService(storeOf(call))),
    getUnreadByStoreId: async () => answer(await server.byStore()),
    getUnreadByRoStatus: async (call) => answer(await server.byRepairOrderStatus(storeOf(call))),
    getUnreadByAppointment: async (call) => answer(await server.byAppointment(num(call.query.storeIdPk))),
  });
  return { gateway: new HttpUnreadCountsGateway(current.api, current.sessionStore), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  // Every unread-count call carries the session's enterprise (openapi README, Security).
  expect(current?.calls.every((call) => call.headers.get('enterpriseId') === '1') ?? true).toBe(true);
  current = undefined;
});

unreadCountsContract(subject);

describe('HttpUnreadCountsGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const { api, sessionStore } = rawAnswer(500, {});
    const result = await new HttpUnreadCountsGateway(api, sessionStore).byStore();
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const { api, sessionStore } = rawAnswer(200, { total: 1, counts: [{ key: 'OIL_CHANGE', count: -1 }] });
    const result = await new HttpUnreadCountsGateway(api, sessionStore).byService();
    expect(result.ok ? '' : result.error.message).toContain('(counts.0.count)');
  });
});

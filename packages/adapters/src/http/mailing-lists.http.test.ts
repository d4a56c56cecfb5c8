import {
  INCONSISTENT_DATA,
  LIST_SHOULD_START_WITH,
  SERVER_ERROR,
  type NewMailingListEntries,
  type NewMailingListEntry,
} from '@torque/domain';
import { InMemoryMailingListGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acknowledgement,
  answer,
  bodyOf,
  createFakeServer,
  envelope,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { mailingListsContract } from '../contract-suites/mailing-lists.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpMailingListGateway } from './mailing-lists.http.js';

let current: FakeServer | undefined;

function subject() {
  const server = new InMemoryMailingListGateway();
  current = createFakeServer({
    createMailingList: async (call) => {
      const body = bodyOf<{ tenantId: number; code: string }>(call);
      return answer(await server.create(body.tenantId, body.code));
    },
    getMailingLists: async ({ query }) => answer(await server.lists(num(query.tenantId)), envelope),
    deleteMailingList: async ({ query }) =>
      acknowledgement(await server.delete(num(query.tenantId), num(query.mailingListMasterId))),
    addMailingListDetail: async (call) => answer(await server.addEntry(bodyOf<NewMailingListEntry>(call))),
    getMailingListDetails: async ({ query }) =>
      answer(await server.entries(num(query.tenantId), num(query.mailingListMasterId)), envelope),
    deleteMailingListDetail: async ({ query }) =>
      acknowledgement(await server.deleteEntry(num(query.tenantId), num(query.mailingListDetailsId))),
    addMailingListDetails: async (call) =>
      answer(await server.addEntries(bodyOf<NewMailingListEntries>(call))),
    getMailingListAudience: async ({ query }) =>
      answer(await server.audience(num(query.tenantId), num(query.mailingListMasterId))),
  });
  return { gateway: new HttpMailingListGateway(current.api), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

mailingListsContract(subject);

describe('HttpMailingListGateway create failures (spec 1 §8)', () => {
  const refusedWith = async (status: number, body: unknown) => {
    const result = await new HttpMailingListGateway(rawAnswer(status, body).api).create(1, 'LIST-A');
    return result.ok ? undefined : result.error;
  };

  it("reads a first error saying 'should begin with' as 'List Should Start With LIST-'", async () => {
    const error = await refusedWith(400, {
      statusCode: 400,
      message: 'Bad Request',
      errors: ['Code Should Begin With LIST-'],
    });
    expect(error).toMatchObject({ message: LIST_SHOULD_START_WITH, status: 400, tone: 'warning' });
  });

  it("reads any other refusal, a 500 included, as 'Server Error!'", async () => {
    expect(
      (await refusedWith(400, { statusCode: 400, message: 'should begin with', errors: ['Duplicate code'] }))
        ?.message,
    ).toBe(SERVER_ERROR);
    expect((await refusedWith(500, {}))?.message).toBe(SERVER_ERROR);
  });

  it('still signs out on 401', async () => {
    const onUnauthorized = vi.fn();
    const result = await new HttpMailingListGateway(rawAnswer(401, { message: 'expired' }).api, {
      onUnauthorized,
    }).create(1, 'LIST-A');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result.ok ? undefined : result.error.code).toBe('UNAUTHORIZED');
  });
});

describe('HttpMailingListGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data' (other than create)", async () => {
    const result = await new HttpMailingListGateway(rawAnswer(500, {}).api).lists(1);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpMailingListGateway(
      rawAnswer(200, { code: 'LIST-A', tenantId: 1 }).api,
    ).create(1, 'LIST-A');
    expect(result.ok ? '' : result.error.message).toContain('(mailingListMasterId)');
  });
});

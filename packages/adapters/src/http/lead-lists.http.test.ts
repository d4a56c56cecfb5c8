import { INCONSISTENT_DATA, type LeadList, type LeadListSearch, type OfficeScope } from '@torque/domain';
import { InMemoryLeadListGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, bodyOf, createFakeServer, num, type FakeServer } from '../contract-suites/fake-server.js';
import { leadListsContract } from '../contract-suites/lead-lists.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpLeadListGateway, LEAD_LIST_PATHS } from './lead-lists.http.js';

const listOfPath = new Map(Object.entries(LEAD_LIST_PATHS).map(([list, path]) => [path, list as LeadList]));
let current: FakeServer | undefined;

function subject() {
  const server = new InMemoryLeadListGateway();
  current = createFakeServer(async (call) => {
    const filter = bodyOf<Omit<LeadListSearch, 'page' | 'size'>>(call);
    const list = listOfPath.get(call.path);
    if (list)
      return answer(
        await server.search(list, { ...filter, page: num(call.query.page), size: num(call.query.size) }),
      );
    switch (call.operationId) {
      case 'countAppointmentSet':
      case 'lisaCountAppointmentSet': {
        const variant = call.operationId === 'lisaCountAppointmentSet' ? 'lisa' : 'lead-manager';
        return answer(await server.countAppointmentSet(filter, variant), (count) => ({ count }));
      }
      case 'lisaSwimlanePreCsi': {
        const storeId = call.query.store_id_pk === undefined ? undefined : num(call.query.store_id_pk);
        return answer(
          await server.preCsi({
            ...(storeId ? { storeId } : {}),
            page: num(call.query.page),
            size: num(call.query.size),
          }),
        );
      }
      case 'getLeadManagerData':
        return answer(await server.leadManagerData(call.query as unknown as OfficeScope));
      default:
        return undefined;
    }
  });
  return { gateway: new HttpLeadListGateway(current.api, current.sessionStore), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

leadListsContract(subject);

describe('HttpLeadListGateway on the wire', () => {
  it('sends the enterpriseId header only where the contract has it, and never a UI-only flag', async () => {
    const { gateway } = subject();
    const search = { page: 0, size: 5, followupScreen: true } as LeadListSearch;
    await gateway.search('lisa-email', search);
    await gateway.search('global-inbox', search);
    const [lisa, inbox] = current?.calls ?? [];
    expect(lisa?.headers.get('enterpriseId')).toBe('1');
    expect(inbox?.headers.get('enterpriseId')).toBeNull();
    expect(lisa?.body).toEqual({});
  });

  it('gives every list its own documented call', async () => {
    const { gateway } = subject();
    for (const list of Object.keys(LEAD_LIST_PATHS) as LeadList[])
      await gateway.search(list, { page: 0, size: 1 });
    expect(new Set(current?.calls.map((call) => call.operationId)).size).toBe(
      Object.keys(LEAD_LIST_PATHS).length,
    );
  });
});

describe('HttpLeadListGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const { api, sessionStore } = rawAnswer(500, {});
    const result = await new HttpLeadListGateway(api, sessionStore).search('archived', { page: 0, size: 5 });
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const { api, sessionStore } = rawAnswer(200, { count: 'three' });
    const result = await new HttpLeadListGateway(api, sessionStore).countAppointmentSet({}, 'lisa');
    expect(result.ok ? undefined : result.error).toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(result.ok ? '' : result.error.message).toContain('(count)');
  });
});

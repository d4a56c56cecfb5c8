import type {
  ClosedRoSearchQuery,
  OpcodeSearchRequest,
  ServiceClosedSearch,
  ServiceClosedSearchRequest,
  SwimlaneQuery,
  SwimlaneStatusCode,
} from '@torque/domain';
import { closedRoSearchQuery } from '@torque/domain';
import { InMemoryRepairOrderGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { repairOrdersContract } from '../contract-suites/repair-orders.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import {
  fromResult,
  opsHarness,
  textAnswer,
  windowOf,
  type OpsHarness,
  type Routes,
} from '../test/ops-harness.js';
import { HttpRepairOrderGateway } from './repair-orders.http.js';

const storeOf = (call: ContractCall) => ({
  bocId: Number(call.pathParams.bocId),
  storeId: Number(call.pathParams.storeId),
});

function repairOrderRoutes(server: InMemoryRepairOrderGateway): Routes {
  const closed = (search: ServiceClosedSearch) => async (call: ContractCall) =>
    fromResult(await server.serviceClosed(search, storeOf(call), call.body as ServiceClosedSearchRequest));
  /** DD.MM.YYYY back to an ISO date for the fake's date input. */
  const iso = (dotted: string | undefined) => (dotted ?? '').split('.').reverse().join('-');
  return {
    getOpenRoAdvisors: async (call) => fromResult(await server.openRoAdvisors(storeOf(call))),
    getOpenRo: async (call) =>
      fromResult(await server.openRo(storeOf(call), Number(call.pathParams.svcOpenRoIdPK))),
    searchOpenRosByDate: async (call) =>
      fromResult(
        await server.openRosByDate(
          storeOf(call),
          { startDate: iso(call.query.startDate), endDate: iso(call.query.endDate) },
          windowOf(call),
        ),
      ),
    searchOpenRosByStatus: async (call) =>
      fromResult(
        await server.openRosByStatus({
          storeIdPk: Number(call.query.store_id_pk),
          statusCode: call.query.statusCode as SwimlaneStatusCode,
          advisorNo: call.query.advisorNo,
        }),
      ),
    lisaSwimlaneRoStatus: async (call) =>
      fromResult(await server.swimlaneRosByStatus(call.body as SwimlaneQuery)),
    searchClosedRosByClosedDate: async (call) => {
      const { store_id_pk, startDate, endDate, lastMessageReceived } = call.query;
      const query: ClosedRoSearchQuery = {
        store_id_pk: Number(store_id_pk),
        startDate: startDate ?? '',
        endDate: endDate ?? '',
        ...(lastMessageReceived === undefined ? {} : { lastMessageReceived: lastMessageReceived === 'true' }),
      };
      return fromResult(await server.closedRos(query));
    },
    lisaSwimlaneRoClosed: async (call) =>
      fromResult(await server.swimlaneClosedRos(call.body as SwimlaneQuery)),
    searchServiceClosedByDate: closed('by-date'),
    getStateInspectionReport: closed('state-inspection-report'),
    searchServiceClosedByAdvisor: closed('by-advisor'),
    searchOpcodes: async (call) => fromResult(await server.searchOpcodes(call.body as OpcodeSearchRequest)),
    downloadOpcodes: async (call) => {
      const csv = await server.downloadOpcodes(call.body as OpcodeSearchRequest);
      return csv.ok ? textAnswer(csv.value) : fromResult(csv);
    },
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryRepairOrderGateway) {
  harness = opsHarness(repairOrderRoutes(server));
  return { gateway: new HttpRepairOrderGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

repairOrdersContract(subject);

describe('HttpRepairOrderGateway on the wire', () => {
  const store = { bocId: 2, storeId: 3 };

  it('reaches all 12 repair-order operations', async () => {
    const { gateway, harness: h } = subject(new InMemoryRepairOrderGateway());
    await gateway.openRoAdvisors(store);
    await gateway.openRo(store, 1);
    await gateway.openRosByDate(
      store,
      { startDate: '2025-03-01', endDate: '2025-03-31' },
      { page: 0, size: 10 },
    );
    await gateway.openRosByStatus({ storeIdPk: 3, statusCode: 'HOLD' });
    await gateway.swimlaneRosByStatus({ status: ['HOLD'] });
    await gateway.closedRos(
      closedRoSearchQuery({ storeIdPk: 3, startDate: '2025-03-01', endDate: '2025-03-02' }),
    );
    await gateway.swimlaneClosedRos({ date: '2025-03-01' });
    for (const search of ['by-date', 'state-inspection-report', 'by-advisor'] as const) {
      await gateway.serviceClosed(search, store, { opCodes: ['SI01'], page: 0, size: 5 });
    }
    await gateway.searchOpcodes({ storeId: 3 });
    await gateway.downloadOpcodes({ storeId: 3 });
    expect(new Set(h.operationIds()).size).toBe(12);
  });

  it('sends the status search with advisor ALL and the closed-RO dates DD.MM.YYYY, the end one day on', async () => {
    const { gateway, harness: h } = subject(new InMemoryRepairOrderGateway());
    await gateway.openRosByStatus({ storeIdPk: 3, statusCode: 'Appt' });
    await gateway.closedRos(
      closedRoSearchQuery({ storeIdPk: 3, startDate: '2025-03-14', endDate: '2025-03-31' }),
    );
    expect(h.callsOf('searchOpenRosByStatus')[0]?.query).toEqual({
      store_id_pk: '3',
      statusCode: 'Appt',
      advisorNo: 'ALL',
    });
    expect(h.callsOf('searchClosedRosByClosedDate')[0]?.query).toMatchObject({
      startDate: '14.03.2025',
      endDate: '01.04.2025',
    });
  });

  it("reads a malformed answer by its field and a 500 as 'Inconsistent data'", async () => {
    const { gateway, harness: h } = subject(new InMemoryRepairOrderGateway());
    h.raw(200, { roNumber: 7, statusCode: 'HOLD' });
    const malformed = await gateway.openRo(store, 1);
    expect(malformed.ok ? '' : malformed.error.message).toContain('(roNumber)');
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.searchOpcodes({});
    expect(failed.ok ? '' : failed.error.message).toBe('Inconsistent data in request. Please check data');
  });
});

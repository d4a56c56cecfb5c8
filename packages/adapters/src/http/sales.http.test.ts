import type { SalesSearch, VcpMaster } from '@torque/domain';
import { InMemorySalesGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { salesContract } from '../contract-suites/sales.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, opsHarness, windowOf, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpSalesGateway } from './sales.http.js';

const storeOf = (call: ContractCall) => ({
  bocId: Number(call.pathParams.bocId),
  storeId: Number(call.pathParams.storeId),
});
/** DD.MM.YYYY back to an ISO date for the fake's date input. */
const iso = (dotted: string | undefined) => (dotted ?? '').split('.').reverse().join('-');

function salesRoutes(server: InMemorySalesGateway): Routes {
  return {
    searchSalesBySoldDate: async (call) =>
      fromResult(await server.salesOn(storeOf(call), iso(call.query.sold_date), windowOf(call))),
    searchSales: async (call) =>
      fromResult(await server.search(storeOf(call), call.body as SalesSearch, windowOf(call))),
    searchSalesWithClosedService: async (call) =>
      fromResult(
        await server.salesWithClosedService(
          storeOf(call),
          { startSoldDate: iso(call.query.start_sold_date), endSoldDate: iso(call.query.end_sold_date) },
          (call.body as { dealTypes: string[] }).dealTypes,
          windowOf(call),
        ),
      ),
    getVcpMaster: async (call) => fromResult(await server.vcpMasters(storeOf(call))),
    saveVcpMaster: async (call) =>
      fromResult(await server.saveVcpMaster(storeOf(call), call.body as VcpMaster)),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemorySalesGateway) {
  harness = opsHarness(salesRoutes(server));
  return { gateway: new HttpSalesGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

salesContract(subject);

describe('HttpSalesGateway on the wire', () => {
  const store = { bocId: 2, storeId: 3 };
  const window = { page: 0, size: 10 };

  it('reaches all 5 sales operations with sold dates as DD.MM.YYYY', async () => {
    const { gateway, harness: h } = subject(new InMemorySalesGateway());
    await gateway.salesOn(store, new Date('2025-03-14T15:00:00Z'), window);
    await gateway.search(store, { dealTypes: ['New'], end_sold_date: '31.03.2025' }, window);
    await gateway.salesWithClosedService(
      store,
      { startSoldDate: '2025-03-01', endSoldDate: '2025-03-31' },
      ['New'],
      window,
    );
    await gateway.vcpMasters(store);
    await gateway.saveVcpMaster(store, { planCode: 'VCP-2' });
    expect(new Set(h.operationIds()).size).toBe(5);
    expect(h.callsOf('searchSalesBySoldDate')[0]?.query.sold_date).toBe('14.03.2025');
    expect(h.callsOf('searchSalesWithClosedService')[0]?.query).toMatchObject({
      start_sold_date: '01.03.2025',
      end_sold_date: '31.03.2025',
    });
  });

  it("reads a malformed answer by its field and a 500 as 'Inconsistent data'", async () => {
    const { gateway, harness: h } = subject(new InMemorySalesGateway());
    h.raw(200, { data: [{ id: 1 }], response: 'SUCCESS', total: 1, size: 1, page: 0 });
    const malformed = await gateway.vcpMasters(store);
    expect(malformed.ok ? '' : malformed.error.message).toContain('(data.0.planCode)');
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.salesOn(store, '2025-03-14', window);
    expect(failed.ok ? '' : failed.error.message).toBe('Inconsistent data in request. Please check data');
  });
});

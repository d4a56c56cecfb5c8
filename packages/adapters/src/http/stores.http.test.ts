import type { Enterprise, ServiceInteractionStoresQuery } from '@torque/domain';
import { InMemoryStoresGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { storesContract, storesSeed } from '../contract-suites/stores.suite.js';
import { fromResult, num, opsHarness, windowOf, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpStoresGateway } from './stores.http.js';

function storeRoutes(server: InMemoryStoresGateway): Routes {
  return {
    getEnterpriseStores: async (call) =>
      fromResult(await server.enterpriseStores(Number(call.pathParams.enterpriseId))),
    listEnterprises: async (call) => fromResult(await server.enterprises(windowOf(call))),
    updateEnterprise: async (call) => fromResult(await server.updateEnterprise(call.body as Enterprise)),
    listStores: async (call) =>
      fromResult(
        await server.stores({
          ...windowOf(call),
          enterpriseId: num(call.query.enterpriseId),
          bocId: num(call.query.bocId),
        }),
      ),
    listBrands: async (call) => fromResult(await server.brands(num(call.query.enterpriseId))),
    listBocs: async (call) => fromResult(await server.bocs(num(call.query.enterpriseId))),
    getStoresByBrandsAndZone: async (call, request) =>
      fromResult(
        await server.storesByBrandsAndZone(
          call.query.zone ?? '',
          new URL(request.url).searchParams.getAll('brands'),
        ),
      ),
    getBrandTimezones: async () => fromResult(await server.brandTimezones()),
    getServiceInteractionStores: async (call) =>
      fromResult(await server.serviceInteractionStores(call.body as ServiceInteractionStoresQuery)),
    getInteractionCustomerType: async (call) =>
      fromResult(await server.interactionCustomerType(Number(call.pathParams.interactionId))),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryStoresGateway) {
  harness = opsHarness(storeRoutes(server));
  return { gateway: new HttpStoresGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.violations()).toEqual([]);
  harness = undefined;
});

storesContract(subject);

describe('HttpStoresGateway on the wire', () => {
  it('reaches all 10 store operations; brands go as a repeated query parameter', async () => {
    const { gateway, harness: h } = subject(new InMemoryStoresGateway(storesSeed));
    await gateway.enterpriseStores(1);
    await gateway.enterprises({ page: 0, size: 5 });
    await gateway.updateEnterprise({ id: 1, name: 'Torque Motor Group' });
    await gateway.stores({ page: 0, size: 5 });
    await gateway.brands();
    await gateway.bocs();
    await gateway.storesByBrandsAndZone('America/New_York', ['Honda', 'Toyota']);
    await gateway.brandTimezones();
    await gateway.serviceInteractionStores({ serviceTypes: ['OIL_CHANGE'] });
    await gateway.interactionCustomerType(101);
    expect(new Set(h.operationIds()).size).toBe(10);
    const [byBrands] = h.callsOf('getStoresByBrandsAndZone');
    expect(byBrands?.path).toBe('/api/store/brands-timezone');
  });

  it("reads a malformed answer by its field and a 500 as 'Inconsistent data'", async () => {
    const { gateway, harness: h } = subject(new InMemoryStoresGateway());
    h.raw(200, {
      data: [{ id: 1, store_id: 3, storeName: 'x' }],
      response: 'SUCCESS',
      total: 1,
      size: 1,
      page: 0,
    });
    const malformed = await gateway.enterpriseStores(1);
    expect(malformed.ok ? '' : malformed.error.message).toContain('(data.0.store_id)');
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.brandTimezones();
    expect(failed.ok ? '' : failed.error.message).toBe('Inconsistent data in request. Please check data');
  });
});

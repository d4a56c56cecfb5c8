import { SWIMLANE_NOTICES, type SwimlaneStatusCode } from '@torque/domain';
import { InMemorySwimlaneBridgeGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { swimlaneBridgeContract } from '../contract-suites/swimlane-bridge.suite.js';
import { fromResult, opsHarness, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { createBridgeClient } from './host-clients.js';
import { HttpSwimlaneBridgeGateway } from './swimlane-bridge.http.js';

function bridgeRoutes(server: InMemorySwimlaneBridgeGateway): Routes {
  return {
    getBridgeOpenRos: async (call) => {
      const body = call.body as { statusCode: SwimlaneStatusCode[]; storeId: string; advisorNo: string };
      return fromResult(
        await server.serviceOrders({
          statusCode: body.statusCode[0] ?? 'Appt',
          storeId: body.storeId,
          advisorNo: body.advisorNo,
        }),
      );
    },
    getBridgeStores: async () => fromResult(await server.stores()),
    getBridgeAdvisors: async (call) => fromResult(await server.advisors(call.pathParams.store ?? '')),
    getBridgeClosedRos: async ({ pathParams: p }) =>
      fromResult(await server.closedRos(p.store ?? '', p.date ?? '', p.advisor)),
    getBridgeAppointments: async ({ pathParams: p }) =>
      fromResult(await server.appointments(p.store ?? '', p.date ?? '')),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemorySwimlaneBridgeGateway) {
  harness = opsHarness(bridgeRoutes(server));
  return { gateway: new HttpSwimlaneBridgeGateway(harness.bridge), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

swimlaneBridgeContract(subject);

describe('HttpSwimlaneBridgeGateway on the wire', () => {
  it("reaches all 5 bridge operations on the bridge host, each with the session's token", async () => {
    const { gateway, harness: h } = subject(new InMemorySwimlaneBridgeGateway());
    await gateway.serviceOrders({ statusCode: 'BOOKED', storeId: 'S3' });
    await gateway.stores();
    await gateway.advisors('S3');
    await gateway.closedRos('S3', new Date('2025-03-14T15:00:00Z'));
    await gateway.appointments('S3', '2025-03-14');
    expect(new Set(h.operationIds()).size).toBe(5);
    // Issue 28: the answers hold customer data, so the server asks for a staff session.
    const token = h.sessionStore.load()?.authToken;
    expect(h.double.calls.map((call) => call.headers.get('Authorization'))).toEqual(
      Array.from({ length: 5 }, () => `Bearer ${token}`),
    );
    expect(h.hostOf('getBridgeStores')).toBe('bridge.test');
    expect(h.callsOf('getBridgeOpenRos')[0]?.body).toEqual({
      statusCode: ['BOOKED'],
      storeId: 'S3',
      advisorNo: 'ALL',
    });
    expect(h.callsOf('getBridgeClosedRos')[0]?.path).toBe(
      '/api/getClosedRoByStoreIdAndDateAndAdvisorNo/S3/2025-03-14/ALL',
    );
  });

  it('shows a 401, a 500, an unreachable host and a malformed answer as the notice, and never signs out', async () => {
    const { gateway, harness: h } = subject(new InMemorySwimlaneBridgeGateway());
    h.raw(401, { statusCode: 401, message: 'Unauthorized', errors: [] });
    h.raw(500, { statusCode: 500, message: 'boom', errors: ['boom'] });
    h.raw(200, { data: [{ storeId: 3 }], response: 'SUCCESS', total: 1, size: 1, page: 0 });
    for (let i = 0; i < 3; i += 1) {
      const failed = await gateway.stores();
      expect(failed.ok ? '' : failed.error.message).toBe(SWIMLANE_NOTICES.stores);
    }
    const offline = new HttpSwimlaneBridgeGateway(
      createBridgeClient({
        baseUrl: 'http://bridge.test',
        sessionStore: h.sessionStore,
        fetch: () => Promise.reject(new TypeError('offline')),
      }),
    );
    const unreachable = await offline.advisors('S3');
    expect(unreachable.ok ? '' : unreachable.error.message).toBe(SWIMLANE_NOTICES.advisors);
    expect(h.signOuts).toEqual([]);
  });
});

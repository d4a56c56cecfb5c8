import type { UserUpdate } from '@torque/domain';
import type { InMemoryUserAdminGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { adminServer, userAdminContract } from '../contract-suites/user-admin.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, opsHarness, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpUserAdminGateway } from './user-admin.http.js';

function userAdminRoutes(server: InMemoryUserAdminGateway): Routes {
  const user = (call: ContractCall) => Number(call.pathParams.userMasterId);
  return {
    updateUser: async (call) => fromResult(await server.updateUser(call.body as UserUpdate)),
    deleteGuestUser: async (call) => fromResult(await server.deleteGuest(user(call))),
    blockUser: async (call) => fromResult(await server.block(user(call))),
    unblockUser: async (call) => fromResult(await server.unblock(user(call))),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryUserAdminGateway) {
  harness = opsHarness(userAdminRoutes(server));
  return { gateway: new HttpUserAdminGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

userAdminContract(subject);

describe('HttpUserAdminGateway on the wire', () => {
  it('reaches all 4 user-admin operations', async () => {
    const { gateway, harness: h } = subject(adminServer());
    await gateway.updateUser({ userMasterId: 7, colorCode: '#4263eb' });
    await gateway.block(7);
    await gateway.unblock(7);
    await gateway.deleteGuest(8);
    expect(h.operationIds()).toEqual(['updateUser', 'blockUser', 'unblockUser', 'deleteGuestUser']);
  });

  it("reads a malformed answer by its field and a 500 as 'Inconsistent data'", async () => {
    const { gateway, harness: h } = subject(adminServer());
    h.raw(200, { done: true });
    const malformed = await gateway.block(7);
    expect(malformed.ok ? '' : malformed.error.message).toContain('(message)');
    h.raw(500, { statusCode: 500, message: 'boom', errors: [] });
    const failed = await gateway.unblock(7);
    expect(failed.ok ? '' : failed.error.message).toBe('Inconsistent data in request. Please check data');
  });
});

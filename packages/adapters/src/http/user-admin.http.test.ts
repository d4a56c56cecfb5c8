import type { UserInvite, UserUpdate } from '@torque/domain';
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
    listUsers: async (call) =>
      fromResult(
        await server.listUsers({
          page: Number(call.query.page ?? 0),
          size: Number(call.query.size ?? 25),
          ...(call.query.search ? { search: String(call.query.search) } : {}),
        }),
      ),
    inviteUser: async (call) => fromResult(await server.invite(call.body as UserInvite)),
    setInvitedPassword: async (call) => {
      const body = call.body as { token: string; password: string };
      return fromResult(await server.setInvitedPassword(body.token, body.password));
    },
    listAdminLog: async () => fromResult(await server.adminLog({ page: 0, size: 25 })),
    getInvitationLink: async (call) => fromResult(await server.invitationLink(String(call.query.token))),
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
  it('reaches all 9 user-admin operations', async () => {
    const { gateway, harness: h } = subject(adminServer());
    await gateway.updateUser({ userMasterId: 7, colorCode: '#4263eb' });
    await gateway.block(7);
    await gateway.unblock(7);
    await gateway.deleteGuest(8);
    await gateway.listUsers({ page: 0, size: 25, search: 'sam' });
    await gateway.invite({
      email: 'n@d.example',
      firstName: 'N',
      lastName: 'D',
      role: 'SALES_REP',
      storeId: 2,
    });
    await gateway.adminLog({ page: 0, size: 25 });
    await gateway.setInvitedPassword('invited-9', 'a long enough password');
    await gateway.invitationLink('invited-9');
    expect(h.operationIds()).toEqual([
      'updateUser',
      'blockUser',
      'unblockUser',
      'deleteGuestUser',
      'listUsers',
      'inviteUser',
      'listAdminLog',
      'setInvitedPassword',
      'getInvitationLink',
    ]);
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

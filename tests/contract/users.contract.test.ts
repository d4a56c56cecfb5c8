import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { USERS_OPERATIONS } from './support/users-operations.js';

// Issue 20 against openapi/: the user-management calls answer as documented, refusals included.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('user management keeps the contract', () => {
  it('lists, invites, updates, blocks, unblocks and deletes a guest, and reads the admin log', async () => {
    const listed = await call('listUsers', {
      url: '/user/list?search=torque.demo&role=SALES_REP&page=0&size=5',
    });
    expect(listed.status).toBe(200);
    expect(listed.body['total']).toBe(1);
    const invited = await call('inviteUser', {
      payload: {
        email: 'contract@dealer.example',
        firstName: 'Con',
        lastName: 'Tract',
        role: 'OFFICE_USER',
        storeId: 1,
      },
    });
    expect(invited.status).toBe(200);
    const user = invited.body['user'] as { userMasterId: number };
    const path = invited.body['setPasswordPath'] as string;
    const token = new URL(path, 'http://x').searchParams.get('token');
    expect(
      (
        await call('setInvitedPassword', {
          payload: { token, password: 'x' },
          headers: { authorization: '' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('updateUser', { payload: { userMasterId: user.userMasterId, divisionId: 'DIV001' } }))
        .status,
    ).toBe(200);
    expect((await call('blockUser', { url: `/user/block/${user.userMasterId}` })).status).toBe(200);
    expect((await call('unblockUser', { url: `/user/unblock/${user.userMasterId}` })).status).toBe(200);
    const linkUrl = `/user/set-password?token=${encodeURIComponent(token ?? '')}`;
    expect((await call('getInvitationLink', { url: linkUrl, headers: { authorization: '' } })).body).toEqual({
      state: 'LIVE',
    });
    expect(
      (await call('setInvitedPassword', { payload: { token, password: 'twelve chars or more' } })).status,
    ).toBe(200);
    expect((await call('getInvitationLink', { url: linkUrl, headers: { authorization: '' } })).body).toEqual({
      state: 'USED',
    });
    expect((await call('deleteGuestUser', { url: `/user/guest/${user.userMasterId}` })).status).toBe(200);
    const log = await call('listAdminLog', { url: '/user/admin-log?page=0&size=10' });
    expect((log.body['data'] as unknown[]).length).toBe(5);
  });

  it('answers a refusal, an unknown user and a broken request as documented', async () => {
    const rep = await server.signIn('SALES_REP');
    expect((await call('listUsers', { headers: rep })).status).toBe(403);
    expect((await call('listAdminLog', { headers: rep })).status).toBe(403);
    expect((await call('blockUser', { url: '/user/block/999999' })).status).toBe(404);
    expect((await call('unblockUser', { url: '/user/unblock/0' })).status).toBe(400);
    expect((await call('deleteGuestUser', { url: '/user/guest/999999' })).status).toBe(404);
    expect((await call('updateUser', { payload: { userMasterId: 1, roles: ['KING'] } })).status).toBe(400);
    expect((await call('inviteUser', { payload: { email: 'a@b.example' } })).status).toBe(400);
    expect((await call('listUsers', { url: '/user/list?size=1000' })).status).toBe(400);
  });

  it('exercised every operation of its list', () => {
    expect([...USERS_OPERATIONS].filter((id) => !exercised.has(id))).toEqual([]);
  });
});

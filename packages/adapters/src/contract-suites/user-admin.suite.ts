import type { UserAdminGateway } from '@torque/domain';
import { InMemoryUserAdminGateway, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type UserAdminSubject = { readonly gateway: UserAdminGateway };

export const adminServer = () =>
  new InMemoryUserAdminGateway([
    { userMasterId: 7, firstName: 'Sam', roles: ['OFFICE_USER'] },
    { userMasterId: 8, firstName: 'Guest', guest: true },
  ]);

export function userAdminContract(makeSubject: (server: InMemoryUserAdminGateway) => UserAdminSubject): void {
  describe('UserAdminGateway contract', () => {
    it('blocks and unblocks a user', async () => {
      const server = adminServer();
      const { gateway } = makeSubject(server);
      expect((await gateway.block(7)).ok).toBe(true);
      expect(server.find(7)?.blocked).toBe(true);
      expect((await gateway.unblock(7)).ok).toBe(true);
      expect(server.find(7)?.blocked).toBe(false);
    });

    it('updates a user’s name and roles', async () => {
      const server = adminServer();
      const { gateway } = makeSubject(server);
      expect(
        (await gateway.updateUser({ userMasterId: 7, lastName: 'Reyes', roles: ['OFFICE_MANAGER'] })).ok,
      ).toBe(true);
      expect(server.find(7)).toMatchObject({
        firstName: 'Sam',
        lastName: 'Reyes',
        roles: ['OFFICE_MANAGER'],
      });
    });

    it('deletes a guest, and only a guest', async () => {
      const server = adminServer();
      const { gateway } = makeSubject(server);
      expect((await gateway.deleteGuest(8)).ok).toBe(true);
      expect(server.find(8)).toBeUndefined();
      expect(await gateway.deleteGuest(7)).toEqual({
        ok: false,
        error: serverRejection(400, 'User 7 is not a guest'),
      });
    });

    it('lists users by search, and invites one who is listed as a guest with a set-password link', async () => {
      const server = adminServer();
      const { gateway } = makeSubject(server);
      const found = await gateway.listUsers({ page: 0, size: 25, search: 'sam' });
      expect(found.ok && found.value.data.map((user) => user.userMasterId)).toEqual([7]);
      const invited = await gateway.invite({
        email: 'nia@dealer.example',
        firstName: 'Nia',
        lastName: 'Shaw',
        role: 'SALES_REP',
        storeId: 2,
      });
      expect(invited.ok && invited.value.user).toMatchObject({ role: 'SALES_REP', guest: true });
      expect(invited.ok && invited.value.setPasswordPath).toMatch(/^\/set-password\?token=/);
      const again = await gateway.invite({
        email: 'nia@dealer.example',
        firstName: 'N',
        lastName: 'S',
        role: 'SALES_REP',
      });
      expect(again.ok).toBe(false);
      const token = invited.ok
        ? new URL(invited.value.setPasswordPath, 'http://x').searchParams.get('token')
        : '';
      expect((await gateway.setInvitedPassword(token ?? '', 'a long enough password')).ok).toBe(true);
      expect((await gateway.setInvitedPassword(token ?? '', 'a long enough password')).ok).toBe(false);
      const log = await gateway.adminLog({ page: 0, size: 25 });
      expect(log.ok && log.value.total).toBe(0);
    });

    it('answers 404 for a user it does not know', async () => {
      const { gateway } = makeSubject(adminServer());
      for (const answer of [
        await gateway.block(99),
        await gateway.unblock(99),
        await gateway.updateUser({ userMasterId: 99 }),
      ]) {
        expect(answer).toEqual({ ok: false, error: serverRejection(404, 'No user 99') });
      }
    });
  });
}

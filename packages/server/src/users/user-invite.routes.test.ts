import { LINK_USED } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
});
afterAll(() => server?.close());

const invite = async (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/user/invite', headers: await server.signIn('SUPER_ADMIN'), payload });
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/user/v2/login', payload: { email, password } });
const setPassword = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/user/set-password', payload: { token, password } });

describe('inviting a user (issue 20)', () => {
  it('creates a guest who sets a password once through the link, then signs in and is a guest no more', async () => {
    const answer = await invite({
      email: ' Nia@Dealer.example ',
      firstName: 'Nia',
      lastName: 'Shaw',
      role: 'SALES_REP',
      storeId: 2,
      divisionId: 'DIV001',
    });
    expect(answer.statusCode).toBe(200);
    const invitation = answer.json() as { user: Record<string, unknown>; setPasswordPath: string };
    expect(invitation.user).toMatchObject({
      email: 'Nia@Dealer.example',
      role: 'SALES_REP',
      empLevel: 'OFFICE',
      store: { id: 2 },
      divisionId: 'DIV001',
      guest: true,
      blocked: false,
      lastSignedInAt: null,
    });
    const token = new URL(invitation.setPasswordPath, 'http://x').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(40);
    // The account exists but no password anyone knows opens it.
    expect((await signIn('nia@dealer.example', 'a brand new password')).statusCode).toBe(401);
    expect((await setPassword(token, 'short')).json()).toMatchObject({
      message: 'The password must be at least 12 characters.',
    });
    const linkState = async (of: string) =>
      (await app.inject({ method: 'GET', url: `/user/set-password?token=${encodeURIComponent(of)}` })).json();
    expect(await linkState(token)).toEqual({ state: 'LIVE' });
    expect((await setPassword(token, 'a brand new password')).statusCode).toBe(200);
    // Issue 30: a used link says it has been used, asked or tried again.
    expect(await linkState(token)).toEqual({ state: 'USED' });
    expect(await linkState(`${token}x`)).toEqual({ state: 'UNKNOWN' });
    expect((await setPassword(token, 'another new password')).json()).toMatchObject({
      statusCode: 400,
      message: LINK_USED,
    });
    const session = await signIn('nia@dealer.example', 'a brand new password');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ roles: ['SALES_REP'], officeId: 2, firstName: 'Nia' });
    const listed = await app.inject({
      method: 'GET',
      url: '/user/list?search=nia@dealer&role=SALES_REP',
      headers: await server.signIn('SUPER_ADMIN'),
    });
    expect(listed.json()).toMatchObject({ total: 1, data: [{ guest: false }] });
  });

  it('refuses a taken e-mail, a bad e-mail, a store role without a store and a role above the admin', async () => {
    const taken = await invite({
      email: 'sales_rep@torque.demo',
      firstName: 'A',
      lastName: 'B',
      role: 'OFFICE_USER',
      storeId: 1,
    });
    expect(taken.json()).toMatchObject({
      statusCode: 400,
      message: 'sales_rep@torque.demo already has an account.',
    });
    const bad = await invite({
      email: 'not-an-address',
      firstName: 'A',
      lastName: 'B',
      role: 'CORPORATE_USER',
    });
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      message: 'not-an-address is not an e-mail address.',
    });
    const noStore = await invite({
      email: 'c@d.example',
      firstName: 'A',
      lastName: 'B',
      role: 'OFFICE_USER',
    });
    expect(noStore.json()).toMatchObject({
      statusCode: 400,
      message: 'A OFFICE_USER works in a store: choose one.',
    });
    const above = await invite({ email: 'e@f.example', firstName: 'A', lastName: 'B', role: 'SUPER_USER' });
    expect(above.json()).toMatchObject({ statusCode: 403, message: 'You may not give this role.' });
    const badRole = await invite({ email: 'g@h.example', firstName: 'A', lastName: 'B', role: 'KING' });
    expect(badRole.statusCode).toBe(400);
  });

  it('updates a user’s role, store and names, deletes a guest only, and logs each change', async () => {
    const admin = await server.signIn('SUPER_ADMIN');
    const created = (
      await invite({
        email: 'guest@dealer.example',
        firstName: 'Gus',
        lastName: 'Guest',
        role: 'OFFICE_USER',
        storeId: 1,
      })
    ).json() as {
      user: { userMasterId: number };
    };
    const id = created.user.userMasterId;
    const update = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: '/user/update',
        headers: admin,
        payload: { userMasterId: id, ...payload },
      });
    expect((await update({ roles: ['CORPORATE_ADMIN'], lastName: 'Gray' })).statusCode).toBe(200);
    const [row] = await server.db.query<{
      role: string;
      emp_level: string;
      store_id: number | null;
      last_name: string;
    }>('SELECT role, emp_level, store_id, last_name FROM app_user WHERE id = $1', [id]);
    expect(row).toEqual({
      role: 'CORPORATE_ADMIN',
      emp_level: 'CORPORATE',
      store_id: null,
      last_name: 'Gray',
    });
    expect((await update({ roles: ['SALES_REP'] })).json()).toMatchObject({
      message: 'A SALES_REP works in a store: choose one.',
    });
    expect((await update({ roles: ['SALES_REP'], storeId: 3 })).statusCode).toBe(200);
    expect((await update({ storeId: 999999 })).json()).toMatchObject({
      message: 'There is no store 999999.',
    });
    expect((await update({ email: 'office_user@torque.demo' })).statusCode).toBe(400);
    expect((await update({ roles: ['SALES_REP', 'OFFICE_USER'] })).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/user/update',
          headers: admin,
          payload: { userMasterId: 999999 },
        })
      ).statusCode,
    ).toBe(404);

    const repId = (
      await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE email = 'sales_rep@torque.demo'")
    )[0]?.id;
    await server.signIn('SALES_REP');
    const notGuest = await app.inject({ method: 'DELETE', url: `/user/guest/${repId}`, headers: admin });
    expect(notGuest.json()).toMatchObject({
      message: 'Only a guest (a user who has never signed in) can be deleted.',
    });
    expect((await app.inject({ method: 'DELETE', url: `/user/guest/${id}`, headers: admin })).json()).toEqual(
      {
        message: 'Successfully Deleted',
      },
    );
    expect(await server.db.query('SELECT 1 FROM app_user WHERE id = $1', [id])).toEqual([]);

    const log = (
      await app.inject({ method: 'GET', url: '/user/admin-log?size=10', headers: admin })
    ).json() as {
      data: { action: string; subject: string; detail: string }[];
    };
    expect(
      log.data.filter((entry) => entry.subject.includes('guest@dealer.example')).map((e) => e.action),
    ).toEqual(['delete guests', 'change users', 'change users', 'invite users']);
    expect(log.data.find((entry) => entry.detail.includes('role: OFFICE_USER'))?.detail).toContain(
      'lastName: Guest → Gray; role: OFFICE_USER → CORPORATE_ADMIN',
    );
  });
});

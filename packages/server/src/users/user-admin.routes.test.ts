import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUserEmail } from '../seed/demo-organisation.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = server.app;
});
afterAll(() => server?.close());

const signIn = (email: string, password = DEMO_PASSWORD) =>
  app.inject({ method: 'POST', url: '/user/v2/login', payload: { email, password } });
const bearer = async (email: string) => {
  const response = await signIn(email);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${(response.json() as { authToken: string }).authToken}` };
};
type Listed = { userMasterId: number; email: string; blocked: boolean; guest: boolean; role: string };
const listUsers = async (headers: Record<string, string>, query = '') =>
  (await app.inject({ method: 'GET', url: `/user/list${query}`, headers })).json() as {
    data: Listed[];
    total: number;
  };
const userId = async (email: string) => {
  const page = await listUsers(await server.signIn('SUPER_USER'), `?search=${encodeURIComponent(email)}`);
  const user = page.data.find((row) => row.email === email);
  if (!user) throw new Error(`${email} not listed`);
  return user.userMasterId;
};
const put = async (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'PUT', url, headers });

describe('blocking a user (issue 20)', () => {
  it('ends their open session at once, refuses their sign-in, and unblocking lets them back; both are logged', async () => {
    const admin = await server.signIn('SUPER_ADMIN');
    const repEmail = demoUserEmail('SALES_REP');
    const rep = await bearer(repEmail);
    const repId = await userId(repEmail);
    const stores = '/api/enterprise/1/store';
    expect((await app.inject({ method: 'GET', url: stores, headers: rep })).statusCode).toBe(200);

    const blocked = await put(`/user/block/${repId}`, admin);
    expect(blocked.json()).toEqual({ message: 'Successfully Updated' });
    expect((await app.inject({ method: 'GET', url: stores, headers: rep })).statusCode).toBe(401);
    const refused = await signIn(repEmail);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'This account is blocked. Ask your administrator.' });
    // A wrong password still says only that the credentials are wrong.
    expect((await signIn(repEmail, 'not the password')).json()).toMatchObject({
      message: 'Invalid e-mail or password.',
    });
    expect((await listUsers(admin, `?search=${repEmail}`)).data[0]).toMatchObject({ blocked: true });

    expect((await put(`/user/unblock/${repId}`, admin)).statusCode).toBe(200);
    expect((await signIn(repEmail)).statusCode).toBe(200);

    const log = (await app.inject({ method: 'GET', url: '/user/admin-log', headers: admin })).json() as {
      data: { actorName: string; action: string; subject: string; detail: string }[];
    };
    expect(log.data.slice(0, 2)).toMatchObject([
      {
        actorName: 'Grace Holloway',
        action: 'block users',
        subject: `Dave Kowalczyk (${repEmail})`,
        detail: 'Unblocked.',
      },
      {
        actorName: 'Grace Holloway',
        action: 'block users',
        detail: expect.stringMatching(/^Blocked; 1 open/),
      },
    ]);
  });

  it('refuses a role the table does not name, blocking oneself, and an unknown user', async () => {
    const rep = await server.signIn('OFFICE_USER');
    expect((await put('/user/block/1', rep)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/user/list', headers: rep })).statusCode).toBe(403);
    const admin = await server.signIn('SUPER_ADMIN');
    const self = await put(`/user/block/${await userId(demoUserEmail('SUPER_ADMIN'))}`, admin);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      message: 'You cannot block, delete or change the role of your own account.',
    });
    expect((await put('/user/block/999999', admin)).statusCode).toBe(404);
  });

  it('keeps an enterprise admin to their own enterprise and below the platform roles', async () => {
    const enterpriseAdmin = await server.signIn('ENTERPRISE_ADMIN');
    const superUser = await put(`/user/block/${await userId(demoUserEmail('SUPER_USER'))}`, enterpriseAdmin);
    expect(superUser.statusCode).toBe(403);
    const [other] = await server.db.query<{ id: number }>(
      "INSERT INTO enterprise (name) VALUES ('Elsewhere Motors') RETURNING id",
    );
    const invited = await app.inject({
      method: 'POST',
      url: '/user/invite',
      headers: await server.signIn('SUPER_USER'),
      payload: {
        email: 'far@elsewhere.example',
        firstName: 'Far',
        lastName: 'Away',
        role: 'CORPORATE_USER',
        enterpriseId: other?.id,
      },
    });
    expect(invited.statusCode).toBe(200);
    const farId = (invited.json() as { user: { userMasterId: number } }).user.userMasterId;
    expect((await put(`/user/block/${farId}`, enterpriseAdmin)).json()).toMatchObject({
      message: 'This user belongs to another enterprise.',
    });
    const seen = await listUsers(enterpriseAdmin, '?size=100');
    expect(seen.data.map((user) => user.email)).not.toContain('far@elsewhere.example');
    const log = (
      await app.inject({ method: 'GET', url: '/user/admin-log?size=100', headers: enterpriseAdmin })
    ).json() as {
      data: { subject: string }[];
    };
    expect(log.data.map((entry) => entry.subject)).not.toContain('Far Away (far@elsewhere.example)');
  });
});

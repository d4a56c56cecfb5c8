import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoUserEmail } from '../seed/demo-organisation.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 32 point 1: sessions are checked from memory, and a signed-out or blocked token is refused
// at once, without waiting for the cache to expire.
describe('the session cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const stores = (authorization: string) =>
    server.app.inject({ method: 'GET', url: '/api/enterprise/1/store', headers: { authorization } });
  const signIn = async (email: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/user/v2/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return `Bearer ${(response.json() as { authToken: string }).authToken}`;
  };
  /** The session queries the database answered while `work` ran. */
  const sessionQueries = async (work: () => Promise<unknown>) => {
    const query = vi.spyOn(server.db, 'query');
    try {
      await work();
      return query.mock.calls.filter(([sql]) => String(sql).includes('FROM user_session')).length;
    } finally {
      query.mockRestore();
    }
  };

  it('asks the database once for a session used again and again', async () => {
    const token = await signIn(demoUserEmail('SALES_REP'));
    const looked = await sessionQueries(async () => {
      for (let i = 0; i < 5; i++) expect((await stores(token)).statusCode).toBe(200);
    });
    expect(looked).toBe(1);
  });

  it('refuses a signed-out token at once, and from then on without asking the database', async () => {
    const token = await signIn(demoUserEmail('OFFICE_USER'));
    expect((await stores(token)).statusCode).toBe(200);
    const logout = await server.app.inject({
      method: 'GET',
      url: '/user/logout',
      headers: { authorization: token },
    });
    expect(logout.statusCode).toBe(200);
    const looked = await sessionQueries(async () => {
      for (let i = 0; i < 3; i++) expect((await stores(token)).statusCode).toBe(401);
    });
    expect(looked).toBe(0);
  });

  it("refuses a blocked user's token at once", async () => {
    const email = demoUserEmail('OFFICE_MANAGER');
    const token = await signIn(email);
    expect((await stores(token)).statusCode).toBe(200);
    const admin = await server.signIn('SUPER_ADMIN');
    const users = await server.app.inject({
      method: 'GET',
      url: `/user/list?search=${email}`,
      headers: admin,
    });
    const userId = (users.json() as { data: { userMasterId: number }[] }).data[0]!.userMasterId;
    const blocked = await server.app.inject({ method: 'PUT', url: `/user/block/${userId}`, headers: admin });
    expect(blocked.statusCode).toBe(200);
    expect((await stores(token)).statusCode).toBe(401);
  });

  it('refuses a made-up token from memory the second time', async () => {
    const token = 'Bearer made-up-token-0123456789abcdef';
    expect(await sessionQueries(async () => expect((await stores(token)).statusCode).toBe(401))).toBe(1);
    expect(await sessionQueries(async () => expect((await stores(token)).statusCode).toBe(401))).toBe(0);
  });
});

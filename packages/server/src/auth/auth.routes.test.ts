import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { INVALID_CREDENTIALS, SESSION_EXPIRED } from './auth.messages.js';
import { tokenHash } from './session-token.js';

describe('sign-in and sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/user/v2/login', payload: payload as object });
  const logout = (authorization?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/user/logout',
      headers: authorization ? { authorization } : {},
    });

  it('returns the session of the contract for a demo user', async () => {
    const response = await login({ email: 'Office_User@torque.demo', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({
      roles: ['OFFICE_USER'],
      roleDtos: [{ name: 'OFFICE_USER' }],
      empLevel: 'OFFICE',
      enterprise: { id: 1, name: 'Torque Motor Group' },
      officeId: 1,
      companyId: 1,
      divisionId: 'DIV004',
      realTimeSync: true,
      email: 'office_user@torque.demo',
    });
    expect(session.contactId).toBe(session.userMasterId);
    expect(session).not.toHaveProperty('passwordHash');
  });

  it('gives the enterprise admin no tenant and no office', async () => {
    const session = (await login({ email: 'enterprise_admin@torque.demo', password: DEMO_PASSWORD })).json();
    expect(session).toMatchObject({ empLevel: 'ENTERPRISE', tenant: null, tenantId: null, officeId: null });
  });

  it('stores only the hash of the token', async () => {
    const { authToken } = (await login({ email: 'super_user@torque.demo', password: DEMO_PASSWORD })).json();
    const rows = await server.db.query<{ token_hash: string; hours: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int / 3600 AS hours FROM user_session WHERE token_hash = $1`,
      [tokenHash(authToken)],
    );
    expect(rows).toEqual([{ token_hash: tokenHash(authToken), hours: 12 }]);
    expect(
      await server.db.query('SELECT 1 FROM user_session WHERE token_hash = $1', [authToken]),
    ).toHaveLength(0);
  });

  it.each([
    ['a wrong password', { email: 'super_user@torque.demo', password: 'wrong-password' }],
    ['an unknown e-mail', { email: 'nobody@torque.demo', password: DEMO_PASSWORD }],
  ])('refuses %s with one message', async (_, credentials) => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: INVALID_CREDENTIALS,
      errors: [INVALID_CREDENTIALS],
    });
  });

  it.each([
    [{ email: 'super_user@torque.demo' }, "body must have required property 'password'"],
    [{ password: 'x' }, "body must have required property 'email'"],
    [
      { email: 'super_user@torque.demo', password: 'x', remember: true },
      "body must NOT have additional property 'remember'",
    ],
    [{ email: 5, password: 'x' }, 'body/email must be string'],
  ])('answers a contract violation with 400 naming the field (%j)', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, errors: [message] });
  });

  it.each([
    ['no body at all', {}, undefined],
    ['a text/plain body', { 'content-type': 'text/plain' }, 'email=a&password=b'],
  ])('validates %s against the contract too', async (_, headers, payload) => {
    const response = await server.app.inject({ method: 'POST', url: '/user/v2/login', headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'body must be object' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/user/v2/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(1);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'Bearer not-a-real-token'],
    ['a token without the Bearer scheme', 'abc'],
  ])('answers %s with 401 session expired', async (_, authorization) => {
    const response = await logout(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      message: SESSION_EXPIRED,
      errors: [SESSION_EXPIRED],
    });
  });

  it('checks the token before the body: an unsigned invalid request is 401', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      payload: { messageType: 'FAX' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { authToken } = (await login({ email: 'sales_rep@torque.demo', password: DEMO_PASSWORD })).json();
    const first = await logout(`Bearer ${authToken}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: expect.any(String) });
    expect((await logout(`Bearer ${authToken}`)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { authToken } = (
      await login({ email: 'corporate_user@torque.demo', password: DEMO_PASSWORD })
    ).json();
    await server.db.query(
      "UPDATE user_session SET expires_at = now() - interval '1 minute' WHERE token_hash = $1",
      [tokenHash(authToken)],
    );
    const response = await logout(`Bearer ${authToken}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SESSION_EXPIRED);
  });

  it.each(['/api/no-such-thing', '/user/no-such-thing', '/assistant/v9/nothing'])(
    'answers unknown API route %s with JSON 404',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({
        statusCode: 404,
        error: 'Not Found',
        errors: [expect.any(String)],
      });
    },
  );

  it('offers the demo sign-in only where the installation has the demo data (issue 13, finding 2)', async () => {
    const offered = (await server.app.inject({ method: 'GET', url: '/user/demo-sign-in' })).json();
    expect(offered).toEqual({ available: false });
    const demo = await buildApp({ db: server.db, demoSignIns: true });
    try {
      const answer = (await demo.inject({ method: 'GET', url: '/user/demo-sign-in' })).json();
      expect(answer).toEqual({ available: true, email: 'super_user@torque.demo', password: DEMO_PASSWORD });
      const withCredentials = await demo.inject({
        method: 'POST',
        url: '/user/v2/login',
        payload: { email: answer.email, password: answer.password },
      });
      expect(withCredentials.statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});

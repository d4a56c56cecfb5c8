import { INCONSISTENT_DATA, type Credentials } from '@torque/domain';
import { InMemoryAuthGateway, sampleUserSession } from '@torque/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authContract } from '../contract-suites/auth.suite.js';
import {
  acknowledgement,
  answer,
  bodyOf,
  createFakeServer,
  refusal,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpAuthGateway } from './auth.http.js';

let current: FakeServer | undefined;

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

authContract(async () => {
  const server = new InMemoryAuthGateway();
  const account = { email: 'office_user@torque.demo', password: 'torque-demo' };
  server.addAccount(account.email, account.password, sampleUserSession());
  server.offerDemo(account);
  current = createFakeServer(
    {
      demoSignIn: async () => {
        const demo = await server.demoSignIn();
        return { body: demo ? { available: true, ...demo } : { available: false } };
      },
      login: async (call) => {
        const signedIn = await server.login(bodyOf<Credentials>(call));
        return signedIn.ok ? answer(signedIn) : refusal(signedIn.error, [signedIn.error.message]);
      },
      logout: async () => acknowledgement(await server.logout()),
    },
    false,
  );
  const { sessionStore } = current;
  return {
    gateway: new HttpAuthGateway(current.api),
    account,
    keep: (session) => sessionStore.save(session),
  };
});

describe('HttpAuthGateway failures', () => {
  it('signs in without a token and does not sign out on a wrong password', async () => {
    const onUnauthorized = vi.fn();
    const { api, requests } = rawAnswer(401, { statusCode: 401, message: 'Invalid credentials', errors: [] });
    const refused = await new HttpAuthGateway(api, { onUnauthorized }).login({
      email: 'a@b.c',
      password: 'x',
    });
    expect(refused.ok ? undefined : refused.error.message).toBe('Invalid credentials');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(requests[0]?.url).toContain('/user/v2/login');
  });

  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpAuthGateway(rawAnswer(500, {}).api).logout();
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpAuthGateway(
      rawAnswer(200, { ...sampleUserSession(), authToken: '' }).api,
    ).login({
      email: 'a@b.c',
      password: 'x',
    });
    expect(result.ok ? '' : result.error.message).toContain('(authToken)');
  });
});

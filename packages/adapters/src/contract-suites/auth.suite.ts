import type { AuthGateway, Credentials, UserSession } from '@torque/domain';
import { describe, expect, it } from 'vitest';

/**
 * An auth gateway over some server, an account that server knows, and `keep`, which stores a session
 * as the app does after sign-in (the HTTP adapter signs out with the stored token).
 */
export type AuthSubject = {
  readonly gateway: AuthGateway;
  readonly account: Credentials;
  readonly keep: (session: UserSession) => void;
};

export function authContract(makeSubject: () => Promise<AuthSubject>): void {
  describe('AuthGateway contract', () => {
    it('signs in with e-mail and password (the e-mail trimmed) and answers the session', async () => {
      const { gateway, account } = await makeSubject();
      const session = await gateway.login({ ...account, email: `  ${account.email} ` });
      if (!session.ok) throw new Error(session.error.message);
      expect(session.value.authToken.length).toBeGreaterThan(0);
      expect(session.value.roles.length).toBeGreaterThan(0);
    });

    it('refuses a wrong password as wrong credentials (401), not as an ended session', async () => {
      const { gateway, account } = await makeSubject();
      const refused = await gateway.login({ ...account, password: `${account.password}-wrong` });
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        code: 'WRONG_CREDENTIALS',
        status: 401,
        tone: 'danger',
      });
    });

    it('signs out the session it signed in', async () => {
      const { gateway, account, keep } = await makeSubject();
      const session = await gateway.login(account);
      if (!session.ok) throw new Error(session.error.message);
      keep(session.value);
      expect(await gateway.logout()).toEqual({ ok: true, value: undefined });
    });

    it('offers either no demo sign-in or one that signs in', async () => {
      const { gateway } = await makeSubject();
      const demo = await gateway.demoSignIn();
      if (demo === null) return;
      expect((await gateway.login(demo)).ok).toBe(true);
    });
  });
}

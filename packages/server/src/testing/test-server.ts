import type { Role } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import { newEmailResponseSecret } from '../config/email-response-secret.js';
import type { Database } from '../db/database.js';
import { DEMO_PASSWORD, demoUserEmail } from '../seed/demo-organisation.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export type TestServer = {
  readonly db: Database;
  /** The test database, for a second (or restarted) server instance on the same data. */
  readonly database: TestDatabase;
  readonly app: FastifyInstance;
  /** Signs in the demo user of a role and returns its bearer header. */
  readonly signIn: (role: Role) => Promise<{ authorization: string }>;
  /** The random secret this server signs e-mail auto-response links with (tests make links with it). */
  readonly emailResponseSecret: string;
  readonly close: () => Promise<void>;
};

/**
 * A fresh database with the demo data behind an app (in-memory PGlite, or PostgreSQL when
 * TORQUE_TEST_DATABASE_URL is set); start once per test file (PGlite takes seconds).
 */
export async function startTestServer(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const db = database.db;
  const emailResponseSecret = options.emailResponseSecret ?? newEmailResponseSecret();
  const app = await buildApp({ db, ...options, emailResponseSecret });
  const tokens = new Map<Role, string>();
  return {
    db,
    database,
    app,
    emailResponseSecret,
    signIn: async (role) => {
      let token = tokens.get(role);
      if (!token) {
        const response = await app.inject({
          method: 'POST',
          url: '/user/v2/login',
          payload: { email: demoUserEmail(role), password: DEMO_PASSWORD },
        });
        if (response.statusCode !== 200) throw new Error(`sign-in as ${role} failed: ${response.body}`);
        token = (response.json() as { authToken: string }).authToken;
        tokens.set(role, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

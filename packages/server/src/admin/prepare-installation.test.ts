import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { demoModeFromEnv, firstAdministratorFromEnv } from '../config/startup-settings.js';
import type { Database } from '../db/database.js';
import { DEMO_PASSWORD, demoUserEmail } from '../seed/demo-organisation.js';
import { openEmptyTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { runCreateAdmin } from './create-admin.command.js';
import { prepareInstallation } from './prepare-installation.js';

// Issue 13 finding 2: the demo sign-ins (published password) belong to the embedded default only.
const POSTGRES_ENV = { DATABASE_URL: 'postgres://torque@db.internal/torque' };

const signIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/user/v2/login', payload: { email, password } });

describe('demo mode from the environment', () => {
  it('is on for the embedded default only, unless TORQUE_DEMO says otherwise', () => {
    expect(demoModeFromEnv({}, 'loopback')).toBe(true);
    expect(demoModeFromEnv(POSTGRES_ENV, 'loopback')).toBe(false);
    expect(demoModeFromEnv({}, 'twilio')).toBe(false);
    expect(demoModeFromEnv({ ...POSTGRES_ENV, TORQUE_DEMO: '1' }, 'bandwidth')).toBe(true);
    expect(demoModeFromEnv({ TORQUE_DEMO: '0' }, 'loopback')).toBe(false);
    expect(() => demoModeFromEnv({ TORQUE_DEMO: 'yes please' }, 'loopback')).toThrow(/TORQUE_DEMO/);
  });

  it('needs the administrator e-mail and password together', () => {
    expect(firstAdministratorFromEnv({})).toBeNull();
    expect(() => firstAdministratorFromEnv({ TORQUE_ADMIN_EMAIL: 'a@b.co' })).toThrow(/together/);
  });
});

describe('an installation on PostgreSQL (DATABASE_URL, no TORQUE_DEMO)', () => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('has no demo sign-in and says no one can sign in yet', async () => {
    const state = await prepareInstallation(db, {
      demo: demoModeFromEnv(POSTGRES_ENV, 'loopback'),
      administrator: firstAdministratorFromEnv(POSTGRES_ENV),
    });
    expect(state).toMatchObject({ demoSignIns: false, strayDemoSignIns: false, noUsers: true });
    app = await buildApp({ db });
    const demo = await signIn(app, demoUserEmail('SUPER_USER'), DEMO_PASSWORD);
    expect(demo.statusCode).toBe(401);
    expect(await db.query('SELECT 1 FROM customer')).toEqual([]);
  });

  it('creates the first administrator from TORQUE_ADMIN_EMAIL / _PASSWORD, once', async () => {
    const env = {
      ...POSTGRES_ENV,
      TORQUE_ADMIN_EMAIL: 'owner@dealer.example',
      TORQUE_ADMIN_PASSWORD: 'a long start-up password',
    };
    const settings = {
      demo: demoModeFromEnv(env, 'loopback'),
      administrator: firstAdministratorFromEnv(env),
    };
    const state = await prepareInstallation(db, settings);
    expect(state.administrator).toMatchObject({ created: true, email: 'owner@dealer.example' });
    expect(state.noUsers).toBe(false);
    const session = await signIn(app, 'owner@dealer.example', 'a long start-up password');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ roles: ['SUPER_USER'] });
    // The tenant the administrator is in has its record (the company master list's Tenants tab).
    expect(await db.query('SELECT name FROM tenant')).toEqual([{ name: 'TORQUE' }]);
    // A restart with the variables still set leaves the account alone.
    const again = await prepareInstallation(db, {
      ...settings,
      administrator: { email: 'other@dealer.example', password: 'another long password' },
    });
    expect(again.administrator).toMatchObject({ created: false, code: 'users-exist' });
    expect((await signIn(app, 'other@dealer.example', 'another long password')).statusCode).toBe(401);
  });

  it('npm run create-admin creates another administrator who can sign in', async () => {
    const printed: string[] = [];
    const answers = ['second@dealer.example', 'typed at the prompt!'];
    const code = await runCreateAdmin(['--first-name', 'Rita'], {
      env: POSTGRES_ENV,
      // The test's own database, left open for the checks below.
      openDatabase: async () => keepOpen(db),
      ask: async () => answers.shift() ?? '',
      print: (line) => printed.push(line),
    });
    expect(printed.join('\n')).toContain('Administrator second@dealer.example created');
    expect(code).toBe(0);
    const session = await signIn(app, 'second@dealer.example', 'typed at the prompt!');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ firstName: 'Rita', roles: ['SUPER_USER'] });
  });

  it('create-admin refuses a taken e-mail or a short password with a plain message', async () => {
    const printed: string[] = [];
    const run = (argv: string[]) =>
      runCreateAdmin(argv, {
        env: POSTGRES_ENV,
        openDatabase: async () => keepOpen(db),
        ask: null,
        print: (line) => printed.push(line),
      });
    expect(await run(['--email', 'owner@dealer.example', '--password', 'another long password'])).toBe(1);
    expect(printed.pop()).toBe('owner@dealer.example already has an account.');
    expect(await run(['--email', 'third@dealer.example', '--password', 'short'])).toBe(1);
    expect(printed.pop()).toMatch(/at least 12 characters/);
    expect(await run([])).toBe(2);
  });
});

describe('the embedded default', () => {
  let database: TestDatabase;
  afterAll(() => database?.close());

  it('has the demo sign-ins, and the banner may list them', async () => {
    database = await openEmptyTestDatabase();
    const state = await prepareInstallation(database.db, {
      demo: demoModeFromEnv({}, 'loopback'),
      administrator: null,
    });
    expect(state).toMatchObject({ demoSignIns: true, noUsers: false });
    const app = await buildApp({ db: database.db });
    try {
      expect((await signIn(app, demoUserEmail('SUPER_USER'), DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/** The same database with a close that does nothing, for a command that closes what it opened. */
function keepOpen(db: Database): Database {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    listen: (channel, onNotify, onLost) => db.listen(channel, onNotify, onLost),
    close: async () => undefined,
  };
}

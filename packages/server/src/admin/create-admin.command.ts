import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import type { DatabaseOptions } from '../db/open-database.js';
import { createAdministrator, type AdministratorInput } from './first-administrator.js';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- [--email a@b.c] [--password ...] [--first-name ...] [--last-name ...] [--enterprise ...]
Creates a super user who can sign in. The database is DATABASE_URL (PostgreSQL) or the embedded one in
DATA_DIR (default .data; stop the server first, the embedded database takes one process at a time).
E-mail and password come from the flags, else TORQUE_ADMIN_EMAIL / TORQUE_ADMIN_PASSWORD, else a prompt.`;

export type CreateAdminDeps = {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly openDatabase: (options: DatabaseOptions) => Promise<Database>;
  /** Asks for a missing value; null when no one can answer (not a terminal). */
  readonly ask: ((question: string, secret: boolean) => Promise<string>) | null;
  readonly print: (line: string) => void;
};

/** `npm run create-admin`: resolves to the process exit code (0 created, 1 refused, 2 usage). */
export async function runCreateAdmin(argv: readonly string[], deps: CreateAdminDeps): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        enterprise: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    deps.print(`${error instanceof Error ? error.message : String(error)}\n${CREATE_ADMIN_USAGE}`);
    return 2;
  }
  if (values['help']) {
    deps.print(CREATE_ADMIN_USAGE);
    return 0;
  }
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const email = text('email') ?? deps.env['TORQUE_ADMIN_EMAIL'] ?? (await deps.ask?.('E-mail: ', false));
  const password =
    text('password') ?? deps.env['TORQUE_ADMIN_PASSWORD'] ?? (await deps.ask?.('Password: ', true));
  if (!email || !password) {
    deps.print(`The administrator's e-mail and password are needed.\n${CREATE_ADMIN_USAGE}`);
    return 2;
  }
  const input: AdministratorInput = {
    email,
    password,
    firstName: text('first-name') ?? deps.env['TORQUE_ADMIN_FIRST_NAME'],
    lastName: text('last-name') ?? deps.env['TORQUE_ADMIN_LAST_NAME'],
    enterpriseName: text('enterprise') ?? deps.env['TORQUE_ENTERPRISE_NAME'],
  };
  const databaseUrl = deps.env['DATABASE_URL'] || undefined;
  const db = await deps.openDatabase({ databaseUrl, dataDir: resolve(deps.env['DATA_DIR'] ?? '.data') });
  try {
    await migrate(db);
    const outcome = await createAdministrator(db, input);
    if (!outcome.created) {
      deps.print(outcome.reason);
      return 1;
    }
    deps.print(`Administrator ${outcome.email} created: sign in with this e-mail and password.`);
    return 0;
  } finally {
    await db.close();
  }
}

import type { AdministratorInput } from '../admin/first-administrator.js';
import type { CarrierKind } from './carrier-settings.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether this installation gets the demo organisation (one sign-in per role, all with the published
 * demo password): TORQUE_DEMO=1 or 0 decides; otherwise only the embedded default has it (no
 * DATABASE_URL and the loopback carrier), never a PostgreSQL database or a real carrier.
 */
export function demoModeFromEnv(env: Env, carrier: CarrierKind): boolean {
  const flag = env['TORQUE_DEMO'];
  if (flag === '1' || flag === 'true') return true;
  if (flag === '0' || flag === 'false') return false;
  if (flag) throw new Error(`TORQUE_DEMO must be 1 or 0, not '${flag}'`);
  return !env['DATABASE_URL'] && carrier === 'loopback';
}

/** TORQUE_ADMIN_EMAIL and TORQUE_ADMIN_PASSWORD (both or neither): the first administrator. */
export function firstAdministratorFromEnv(env: Env): AdministratorInput | null {
  const email = env['TORQUE_ADMIN_EMAIL'];
  const password = env['TORQUE_ADMIN_PASSWORD'];
  if (!email && !password) return null;
  if (!email || !password)
    throw new Error('TORQUE_ADMIN_EMAIL and TORQUE_ADMIN_PASSWORD must be set together');
  return {
    email,
    password,
    firstName: env['TORQUE_ADMIN_FIRST_NAME'],
    lastName: env['TORQUE_ADMIN_LAST_NAME'],
    enterpriseName: env['TORQUE_ENTERPRISE_NAME'],
  };
}

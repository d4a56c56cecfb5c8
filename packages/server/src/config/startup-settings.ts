import { variantFromHost, type DeploymentVariantOrUnknown } from '@torque/domain';
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

/** What Fastify's trustProxy takes: trust every proxy, the nearest n hops, or these addresses. */
export type TrustProxy = boolean | number | readonly string[];

/**
 * TRUST_PROXY: unset (default) trusts no X-Forwarded-* header, since any client could send them;
 * `true` trusts every hop (only when nothing reaches the server but through the proxy); a number
 * trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
export function trustProxyFromEnv(env: Env): TrustProxy {
  const value = (env['TRUST_PROXY'] ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** In the shape Fastify's types take: a hop count becomes "the nearest n hops", as Fastify reads it. */
export function fastifyTrustProxy(
  trust: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (typeof trust === 'object') return [...trust];
  return trust ?? false;
}

/**
 * The deployment variant (spec 1 §1) from PUBLIC_URL's host, as the web app reads it from its own: the
 * assistant's variant-only classification codes follow it. 'unknown' without one.
 */
export function deploymentVariantFromEnv(env: Env): DeploymentVariantOrUnknown {
  return variantFromHost(env['PUBLIC_URL'] ?? '');
}

import { isIPv6 } from 'node:net';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The interface the server listens on. HOST decides; without it the embedded default (no
 * DATABASE_URL), a demo whose sign-ins are published, is reachable only from this machine
 * ('localhost': Fastify listens on both 127.0.0.1 and ::1), while an installation on PostgreSQL
 * listens on every interface, as a server behind a load balancer must.
 */
export function listenHostFromEnv(env: Env): string {
  const host = env['HOST']?.trim();
  if (host) return host;
  return env['DATABASE_URL'] ? '0.0.0.0' : 'localhost';
}

const THIS_MACHINE = /^(?:localhost|0\.0\.0\.0|::|::1|127(?:\.\d{1,3}){3})$/;

/** The address the start banner shows: localhost when this machine reaches the server there. */
export function browseUrl(host: string, port: number): string {
  if (THIS_MACHINE.test(host)) return `http://localhost:${port}`;
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

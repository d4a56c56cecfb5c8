import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { unusedDb } from '../testing/unused-database.js';
import { isLoopbackAddress } from './same-machine.js';

// Issue 28 point 6: the demo offer hands out the super user's password, so only a browser on the
// server's own machine gets it; the socket's peer decides, and a forwarding header only takes it away.
const OFFER = { available: true, email: 'super_user@torque.demo', password: DEMO_PASSWORD };
const NONE = { available: false };

describe('the demo sign-in offer', () => {
  let app: FastifyInstance;
  let trusting: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: unusedDb, demoSignIns: true });
    trusting = await buildApp({ db: unusedDb, demoSignIns: true, trustProxy: true });
  });
  afterAll(async () => {
    await app.close();
    await trusting.close();
  });

  const offer = async (
    remoteAddress: string,
    headers: Record<string, string> = {},
    server: FastifyInstance = app,
  ): Promise<unknown> =>
    (await server.inject({ method: 'GET', url: '/user/demo-sign-in', remoteAddress, headers })).json();

  it('is made to a browser on this machine', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(await offer(address), address).toEqual(OFFER);
  });

  it('is not made to any other address', async () => {
    for (const address of [
      '203.0.113.5',
      '10.0.0.2',
      '192.168.1.20',
      '::ffff:10.0.0.2',
      'fd00::5',
      '0.0.0.0',
    ])
      expect(await offer(address), address).toEqual(NONE);
  });

  it('is not made through a proxy on this machine, whatever client the proxy names', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=198.51.100.7' },
      { 'x-real-ip': '203.0.113.5' },
    ];
    for (const headers of forwarded)
      expect(await offer('127.0.0.1', headers), JSON.stringify(headers)).toEqual(NONE);
  });

  it('is not made to a remote client that claims to be local, even when proxies are trusted', async () => {
    expect(await offer('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }, trusting)).toEqual(NONE);
    expect(await offer('203.0.113.5', {}, trusting)).toEqual(NONE);
  });
});

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1 in every form Node reports them', () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      undefined,
      '',
      '128.0.0.1',
      '126.255.255.255',
      '::2',
      '::ffff:128.0.0.1',
      'localhost',
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

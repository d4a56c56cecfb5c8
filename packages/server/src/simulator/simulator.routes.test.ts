import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import {
  carrierSettingsFromEnv,
  DEV_BANDWIDTH_WEBHOOK_PASSWORD,
  DEV_BANDWIDTH_WEBHOOK_USER,
} from '../config/carrier-settings.js';
import { countingCarrier } from '../testing/counting-carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 13 finding 9: the customer-phone simulator needs a staff sign-in and exists only with the
// loopback carrier; the published Bandwidth development credentials never pass beside real ones.
type Phone = { customerId: number; phone: string; storeName: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the customer-phone simulator (loopback carrier)', () => {
  const customers = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/simulator/customers', headers });

  it('serves its page with no inline script, and its script as a file', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/simulator' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/simulator/simulator.js" defer></script>');
    expect(page.body).not.toMatch(/<script>|<style>/);
    const script = await server.app.inject({ method: 'GET', url: '/simulator/simulator.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
  });

  it('refuses every call without a valid staff session: no customers, no texts', async () => {
    expect((await customers()).statusCode).toBe(401);
    expect((await customers({ authorization: 'Bearer not-a-session' })).statusCode).toBe(401);
    const [target] = (await customers(await server.signIn('SUPER_USER'))).json() as Phone[];
    const messages = await server.app.inject({
      method: 'GET',
      url: `/simulator/messages?customerId=${target?.customerId}`,
    });
    expect(messages.statusCode).toBe(401);
    const before = await server.db.query('SELECT 1 FROM message_instance');
    const send = await server.app.inject({
      method: 'POST',
      url: '/simulator/send',
      payload: { customerId: target?.customerId, text: 'injected without signing in' },
    });
    expect(send.statusCode).toBe(401);
    expect(send.json()).toMatchObject({ message: 'Session expired. Please sign in again.' });
    expect(await server.db.query('SELECT 1 FROM message_instance')).toHaveLength(before.length);
  });

  it('lists only the customers of the stores the staff member may see', async () => {
    const all = (await customers(await server.signIn('SUPER_USER'))).json() as Phone[];
    const office = (await customers(await server.signIn('OFFICE_USER'))).json() as Phone[];
    expect(new Set(all.map((phone) => phone.storeName)).size).toBeGreaterThan(1);
    expect(office.length).toBeGreaterThan(0);
    expect(new Set(office.map((phone) => phone.storeName)).size).toBe(1);
    const elsewhere = all.find((phone) => phone.storeName !== office[0]?.storeName);
    const hidden = await server.app.inject({
      method: 'GET',
      url: `/simulator/messages?customerId=${elsewhere?.customerId}`,
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("finds a customer's phone by full name in either order and by the vehicle's model", async () => {
    const [owner] = await server.db.query<{
      id: number;
      first_name: string;
      last_name: string;
      model: string;
    }>(
      `SELECT c.id, c.first_name, c.last_name, v.model FROM customer c
         JOIN service_vehicle v ON v.customer_id = c.id ORDER BY c.id LIMIT 1`,
    );
    if (!owner) throw new Error('no seeded customer');
    const staff = await server.signIn('SUPER_USER');
    for (const search of [
      `${owner.first_name} ${owner.last_name}`,
      `${owner.last_name} ${owner.first_name}`,
      `${owner.first_name} ${owner.model}`,
    ]) {
      const found = (
        await server.app.inject({
          method: 'GET',
          url: `/simulator/customers?search=${encodeURIComponent(search)}`,
          headers: staff,
        })
      ).json() as Phone[];
      expect(
        found.some((phone) => phone.customerId === owner.id),
        search,
      ).toBe(true);
    }
  });

  it('answers a bad customer id with a 400, never a 500', async () => {
    const staff = await server.signIn('SUPER_USER');
    for (const id of ['abc', '99999999999', '-1', '1.5']) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/simulator/messages?customerId=${id}`,
        headers: staff,
      });
      expect(response.statusCode, id).toBe(400);
    }
    const send = await server.app.inject({
      method: 'POST',
      url: '/simulator/send',
      headers: staff,
      payload: { customerId: 1e12, text: 'hi' },
    });
    expect(send.statusCode).toBe(400);
  });
});

describe('with a real carrier', () => {
  let real: FastifyInstance;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'torque-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Torque</title>');
    real = await buildApp({ db: server.db, carrier: countingCarrier().factory, webDist });
  });
  afterAll(async () => {
    await real?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('has no simulator: its page and calls are 404, not the web app', async () => {
    const staff = await server.signIn('SUPER_USER');
    expect(
      (await real.inject({ method: 'GET', url: '/leadmanager', headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ['GET', '/simulator'],
      ['GET', '/simulator/simulator.js'],
      ['GET', '/simulator/customers'],
      ['POST', '/simulator/send'],
    ] as const) {
      const response = await real.inject({
        method,
        url,
        headers: { ...staff, accept: 'text/html' },
        ...(method === 'POST' ? { payload: { customerId: 1, text: 'hi' } } : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('Bandwidth webhook credentials', () => {
  const dev = `Basic ${Buffer.from(`${DEV_BANDWIDTH_WEBHOOK_USER}:${DEV_BANDWIDTH_WEBHOOK_PASSWORD}`).toString('base64')}`;

  it('never completes a real user or password with the development half', () => {
    expect(() => carrierSettingsFromEnv({ BANDWIDTH_WEBHOOK_USER: 'dealer' })).toThrow(/set together/);
    expect(() => carrierSettingsFromEnv({ BANDWIDTH_WEBHOOK_PASSWORD: 'a real secret' })).toThrow(
      /set together/,
    );
    const real = carrierSettingsFromEnv({
      BANDWIDTH_WEBHOOK_USER: 'dealer',
      BANDWIDTH_WEBHOOK_PASSWORD: 'a real secret',
    });
    expect(real.webhooks.bandwidth).toEqual({ user: 'dealer', password: 'a real secret' });
  });

  it('refuses the development credentials when real ones are configured', async () => {
    const settings = carrierSettingsFromEnv({
      BANDWIDTH_WEBHOOK_USER: 'dealer',
      BANDWIDTH_WEBHOOK_PASSWORD: 'a real secret',
    });
    const app = await buildApp({ db: server.db, webhookSecrets: settings.webhooks });
    try {
      const post = (authorization: string) =>
        app.inject({
          method: 'POST',
          url: '/webhooks/bandwidth/messages',
          headers: { authorization },
          payload: [],
        });
      expect((await post(dev)).statusCode).toBe(403);
      const real = `Basic ${Buffer.from('dealer:a real secret').toString('base64')}`;
      expect((await post(real)).statusCode).not.toBe(403);
    } finally {
      await app.close();
    }
  });
});

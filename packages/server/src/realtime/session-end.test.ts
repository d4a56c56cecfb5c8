import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { openSseStream, type TestSseStream } from '../testing/sse-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { RealtimeEventRepository } from './realtime-event.repository.js';

const EVENTS = '/api/realtime/events';
/** Far below the 15 s heartbeat that used to be the only session check of an open stream. */
const ENDED_WITHIN_MS = 2000;

// Issue 13, finding 13: an event stream kept delivering for up to 15 s after its session signed out.
describe('signing out ends the event streams of that session at once', () => {
  let server: TestServer;
  let other: FastifyInstance;
  const base: Record<'one' | 'other', string> = { one: '', other: '' };
  const open: TestSseStream[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    base.one = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // A second server instance on the same database, as behind a load balancer.
    other = await buildApp({ db: server.db, simulator: false });
    base.other = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.splice(0).forEach((stream) => stream.close());
    await other?.close();
    await server?.close();
  });

  /** A session of its own (the test server's cached ones are shared by other tests). */
  async function freshToken(): Promise<string> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/user/v2/login',
      payload: { email: 'super_user@torque.demo', password: DEMO_PASSWORD },
    });
    return (response.json() as { authToken: string }).authToken;
  }

  async function stream(instance: 'one' | 'other', token: string): Promise<TestSseStream> {
    const opened = await openSseStream(`${base[instance]}${EVENTS}`, { authorization: `Bearer ${token}` });
    open.push(opened);
    expect(opened.status).toBe(200);
    return opened;
  }

  /** How long the stream took to end, or Infinity when it was still open after the bound. */
  async function endsWithin(opened: TestSseStream, boundMs: number): Promise<number> {
    const started = Date.now();
    const ended = await Promise.race([
      opened.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), boundMs)),
    ]);
    return ended ? Date.now() - started : Infinity;
  }

  /** A committed change that every super user's stream is sent (a lead's flags changed). */
  async function someEvent(): Promise<void> {
    const [lead] = await server.db.query<{ id: number }>('SELECT id FROM future_service_interaction LIMIT 1');
    await new RealtimeEventRepository(server.db).append('LEAD_FLAGS_CHANGED', lead!.id, {});
  }

  it('ends a stream on the instance that signed out, and it gets no event after', async () => {
    const token = await freshToken();
    const signedOut = await stream('one', token);
    const staying = await stream('one', await freshToken());
    const logout = await server.app.inject({
      method: 'GET',
      url: '/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await endsWithin(signedOut, ENDED_WITHIN_MS)).toBeLessThan(ENDED_WITHIN_MS);

    await someEvent();
    await staying.waitForData(1);
    expect(signedOut.events.filter((event) => event.data !== undefined)).toEqual([]);
  });

  it('ends a stream of that session on another instance too', async () => {
    const token = await freshToken();
    const elsewhere = await stream('other', token);
    const logout = await server.app.inject({
      method: 'GET',
      url: '/user/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await endsWithin(elsewhere, ENDED_WITHIN_MS)).toBeLessThan(ENDED_WITHIN_MS);
    // And the other instance refuses the token at once, not after its 5 s session cache.
    const again = await other.inject({
      method: 'GET',
      url: EVENTS,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });
});

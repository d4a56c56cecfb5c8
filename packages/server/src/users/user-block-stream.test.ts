import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-organisation.js';
import { openSseStream, type TestSseStream } from '../testing/sse-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const ENDED_WITHIN_MS = 2000;

// Issue 20: blocking a user ends their open event streams at once, as signing out does.
describe('blocking a user ends their event stream', () => {
  let server: TestServer;
  let base = '';
  const open: TestSseStream[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.splice(0).forEach((stream) => stream.close());
    await server?.close();
  });

  it('closes the stream within moments and refuses it when opened again', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/user/v2/login',
      payload: { email: 'office_manager@torque.demo', password: DEMO_PASSWORD },
    });
    const token = (login.json() as { authToken: string; userMasterId: number }).authToken;
    const userId = (login.json() as { userMasterId: number }).userMasterId;
    const headers = { authorization: `Bearer ${token}` };
    const stream = await openSseStream(`${base}/api/realtime/events`, headers);
    open.push(stream);
    expect(stream.status).toBe(200);

    const started = Date.now();
    const blocked = await server.app.inject({
      method: 'PUT',
      url: `/user/block/${userId}`,
      headers: await server.signIn('SUPER_USER'),
    });
    expect(blocked.statusCode).toBe(200);
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ENDED_WITHIN_MS)),
    ]);
    expect(ended, `still open ${Date.now() - started} ms after the block`).toBe(true);
    const again = await openSseStream(`${base}/api/realtime/events`, headers);
    open.push(again);
    expect(again.status).toBe(401);
  });
});

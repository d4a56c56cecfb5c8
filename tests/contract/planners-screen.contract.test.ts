import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { PLANNERS_SCREEN_OPERATIONS } from './support/planners-screen-operations.js';

// Issue 15 (the planners screen's bulk start confirmation) against openapi/.
let server: TestServer;
let auth: { authorization: string };
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('the bulk start confirmation keeps the contract', () => {
  it('answers the count, sample, time and exclusions, and refuses a bad body', async () => {
    const leads = await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f WHERE f.store_id = 1 AND NOT f.archived ORDER BY f.id LIMIT 3`,
    );
    expect(leads).toHaveLength(3);
    const shown = await call('previewBulkStart', {
      payload: { futureServiceInteractionIds: leads.map((lead) => lead.id) },
    });
    expect(shown.status).toBe(200);
    const excluded = shown.body.excluded as unknown[];
    expect((shown.body.willText as number) + excluded.length).toBe(3);
    const empty = await call('previewBulkStart', { payload: { futureServiceInteractionIds: [] } });
    expect(empty.status).toBe(400);
    const missing = await call('previewBulkStart', { payload: { futureServiceInteractionIds: [987_654] } });
    expect(missing.status).toBe(404);
  });

  it('exercises every operation of the screen', () => {
    expect([...exercised].sort()).toEqual([...PLANNERS_SCREEN_OPERATIONS].sort());
  });
});

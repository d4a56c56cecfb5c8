import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { ACTIONS_OPERATIONS } from './support/actions-operations.js';
import { contractCaller } from './support/contract-caller.js';

// Issue 14 (actions) against openapi/: each operation answers as documented, success and refusal.
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

describe('conversation starts keep the contract', () => {
  it('previews, starts, refuses a second start, follows up and starts in bulk', async () => {
    const [a, b] = await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE NOT f.conversation_initiated AND NOT f.archived AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
          AND NOT EXISTS (SELECT 1 FROM future_service_interaction o WHERE o.customer_id = c.id AND o.id <> f.id AND o.conversation_initiated)
        ORDER BY f.id LIMIT 2`,
    );
    const preview = await call('previewOutboundText', {
      payload: { id: a?.id, action: 'START_CONVERSATION' },
    });
    expect(preview.status).toBe(200);
    expect((await call('startConversation', { payload: { id: a?.id } })).status).toBe(200);
    expect((await call('startConversation', { payload: { id: a?.id } })).status).toBe(400);
    const followUp = await call('initiateFollowUp', {
      url: `/api/service-workflow/follow-up/initiate?future-service-interaction-id=${a?.id}&followupType=FU1`,
    });
    expect(followUp.status).toBe(200);
    expect((await call('initiateBulk', { payload: { futureServiceInteractionIds: [b?.id] } })).status).toBe(
      200,
    );
    expect((await call('initiateBulk', { payload: { futureServiceInteractionIds: [] } })).status).toBe(400);
  });

  it('exercised each operation it takes', () => {
    expect([...exercised].sort()).toEqual([...ACTIONS_OPERATIONS].sort());
  });
});

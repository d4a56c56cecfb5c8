import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTwilio, textFrom } from '../../packages/server/src/testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { POSSIBLE_OPT_OUT_OPERATIONS } from './support/possible-opt-out-operations.js';

// Issue 29 point 2 against openapi/: staff's answers to a possible opt-out, their refusals included.
let server: TestServer;
let auth: { authorization: string };
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);
const TOYOTA = '+17185550142';

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

const unsure = async (phone: string): Promise<number> => {
  await postTwilio(server.app, '/webhooks/twilio/sms', textFrom(phone, TOYOTA, 'enough already'));
  const [lead] = await server.db.query<{ id: number }>(
    `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
      WHERE c.cellular = $1 ORDER BY f.id DESC LIMIT 1`,
    [phone],
  );
  return lead!.id;
};
const url = (answer: string, leadId: number) =>
  `/api/future-service-interaction/possible-opt-out/${answer}?future-service-interaction-id=${leadId}`;

describe("staff's answers to a possible opt-out keep the contract", () => {
  it('answers "Not an opt-out" once, then refuses: nothing waits', async () => {
    const leadId = await unsure('+12125580001');
    expect((await call('dismissPossibleOptOut', { url: url('not-an-opt-out', leadId) })).status).toBe(200);
    const again = await call('dismissPossibleOptOut', { url: url('not-an-opt-out', leadId) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('No possible opt-out is waiting on this lead.');
  });

  it('confirms an opt-out, and answers 404 for a lead out of reach and 400 for a bad id', async () => {
    const leadId = await unsure('+12125580002');
    expect((await call('confirmPossibleOptOut', { url: url('confirm', leadId) })).status).toBe(200);
    expect((await call('confirmPossibleOptOut', { url: url('confirm', 987_654) })).status).toBe(404);
    expect((await call('confirmPossibleOptOut', { url: url('confirm', 0) })).status).toBe(400);
  });

  it('exercises every possible opt-out operation', () => {
    expect([...exercised].sort()).toEqual([...POSSIBLE_OPT_OUT_OPERATIONS].sort());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';

// Issue 14 (second list 3-6) against openapi/: a staff send names its sender, the session names the
// viewer's office zone, and intervening on a held reply either holds it for approval or discards it.
let server: TestServer;
let auth: { authorization: string };
const { call } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

/** A textable lead and its customer. */
async function textableLead() {
  const [lead] = await server.db.query<{ id: number; customerId: number; cellular: string }>(
    `SELECT f.id, c.id AS "customerId", c.cellular FROM future_service_interaction f
       JOIN customer c ON c.id = f.customer_id WHERE NOT c.block_sms
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
      ORDER BY f.id LIMIT 1`,
  );
  return lead!;
}

/** A held log-mode reply on a lead, its window open. */
async function heldNote(leadId: number): Promise<number> {
  const [note] = await server.db.query<{ id: number }>(
    `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type,
                                   message_sent_by, response_reqd, intervene_until)
     VALUES ($1, 'Held reply', now(), 'SEND', 'INTERNAL_NOTES', 'INTERNAL_NOTES', 'Ava Torque', true,
             now() + interval '40 seconds')
     RETURNING id`,
    [leadId],
  );
  return note!.id;
}

const historyOf = async (leadId: number) =>
  (
    await call('getConversationHistory', {
      url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${leadId}`,
    })
  ).body['data'] as Record<string, unknown>[];

describe('conversation (issue 14) keeps the contract', () => {
  it('a staff send answers with its sender; the history carries the new message fields', async () => {
    const lead = await textableLead();
    const sent = await call('sendMessage', {
      payload: {
        id: lead.customerId,
        jaguarFutureServiceInteractionId: lead.id,
        content: 'Contract check from staff',
        from: '+17185550142',
        fromName: 'Ava Torque',
        to: lead.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body['messageSentBy']).toBe('Samantha Ortiz');
    expect(sent.body['sentByUserId']).toEqual(expect.any(Number));
    expect(sent.body['scheduledFor']).toBeNull();
    const stored = (await historyOf(lead.id)).find((message) => message['id'] === sent.body['id']);
    expect(stored?.['sentByUserId']).toBe(sent.body['sentByUserId']);
  });

  it('the session names the viewer office zone', async () => {
    const session = await call('login', {
      payload: { email: 'super_user@torque.demo', password: 'torque-demo' },
      headers: { authorization: '' },
    });
    expect(session.body['officeTimeZone']).toEqual(expect.any(String));
  });

  it('intervening holds a reply for approval; discard drops it, and the note says so', async () => {
    const lead = await textableLead();
    const held = await heldNote(lead.id);
    const stepIn = await call('interveneInternalNote', {
      payload: { futureServiceInteractionId: lead.id, messageInstanceId: held },
    });
    expect(stepIn.status).toBe(200);
    let note = (await historyOf(lead.id)).find((message) => message['id'] === held);
    expect(note).toMatchObject({ responseReqd: true, interveneUntil: null, heldReplyOutcome: null });

    const discard = await call('interveneInternalNote', {
      payload: { futureServiceInteractionId: lead.id, messageInstanceId: held, discard: true },
    });
    expect(discard.status).toBe(200);
    note = (await historyOf(lead.id)).find((message) => message['id'] === held);
    expect(note).toMatchObject({ responseReqd: false, heldReplyOutcome: 'DISCARDED' });
  });
});

import { OPTED_OUT_MESSAGE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_OPT_OUT_ERROR } from '../carriers/carrier.port.js';
import { DEV_BANDWIDTH_WEBHOOK_PASSWORD, DEV_BANDWIDTH_WEBHOOK_USER } from '../config/carrier-settings.js';
import { postTwilio } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29, point 3: a carrier's "unsubscribed recipient" refusal (Twilio 21610, Bandwidth 4775)
// opts the customer out, in the consent ledger from the 'carrier', and the failed text says why.

const BASIC = `Basic ${Buffer.from(`${DEV_BANDWIDTH_WEBHOOK_USER}:${DEV_BANDWIDTH_WEBHOOK_PASSWORD}`).toString('base64')}`;

type Sent = { messageId: number; leadId: number; customerId: number; cellular: string; storePhone: string };

describe('a carrier’s unsubscribed-recipient refusal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A text of a textable Toyota lead, as the carrier accepted it under `providerId`. */
  async function sentText(offset: number, providerId: string): Promise<Sent> {
    const [row] = await server.db.query<Sent>(
      `SELECT m.id AS "messageId", f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS "storePhone"
         FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id
         JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND m.direction = 'SEND' AND m.message_type = 'SMS' AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark mk WHERE mk.intent_type = 'SMS_OPT_OUT' AND (mk.customer_id = c.id OR mk.fsi_id = f.id))
          AND m.id = (SELECT max(o.id) FROM message_instance o WHERE o.fsi_id = f.id AND o.direction = 'SEND')
        ORDER BY m.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!row) throw new Error('no sent text in the demo data');
    await server.db.query(
      "UPDATE message_instance SET provider_message_id = $2, message_status = 'sent', errors = NULL WHERE id = $1",
      [row.messageId, providerId],
    );
    return row;
  }
  const stateOf = async (t: Sent) => ({
    message: (
      await server.db.query('SELECT message_status, errors FROM message_instance WHERE id = $1', [
        t.messageId,
      ])
    )[0],
    blocked: (
      await server.db.query<{ block_sms: boolean }>('SELECT block_sms FROM customer WHERE id = $1', [
        t.customerId,
      ])
    )[0]?.block_sms,
    ledger: await server.db.query(
      'SELECT kind, source, phone, text, message_id FROM consent_ledger WHERE customer_id = $1 ORDER BY id',
      [t.customerId],
    ),
  });
  const staffText = async (t: Sent) =>
    server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('SUPER_USER'),
      payload: {
        id: t.customerId,
        jaguarFutureServiceInteractionId: t.leadId,
        content: 'Are you still there?',
        from: t.storePhone,
        fromName: 'Ava Torque',
        to: t.cellular,
        toName: 'Customer',
        direction: 'SEND',
        mediaUrl: '-',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });

  it('from Twilio’s status callback (21610) opts the customer out and shows why on the text', async () => {
    const t = await sentText(0, 'SMunsubscribed1');
    const callback = await postTwilio(server.app, '/webhooks/twilio/status', {
      MessageSid: 'SMunsubscribed1',
      MessageStatus: 'undelivered',
      ErrorCode: '21610',
    });
    expect(callback.statusCode).toBe(200);
    expect(await stateOf(t)).toEqual({
      message: { message_status: 'undelivered', errors: CARRIER_OPT_OUT_ERROR },
      blocked: true,
      ledger: [
        {
          kind: 'opt-out',
          source: 'carrier',
          phone: t.cellular,
          text: CARRIER_OPT_OUT_ERROR,
          message_id: t.messageId,
        },
      ],
    });
    const refused = await staffText(t);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: OPTED_OUT_MESSAGE });
  });

  it('from Bandwidth’s message-failed callback (4775) likewise, once however often it comes', async () => {
    const t = await sentText(1, 'bw-unsubscribed-1');
    const event = {
      type: 'message-failed',
      time: '2026-11-24T09:00:00Z',
      to: t.cellular,
      description: 'destination-rejected-due-to-user-opt-out',
      errorCode: 4775,
      message: {
        id: 'bw-unsubscribed-1',
        from: t.storePhone,
        to: [t.cellular],
        text: 'Hi',
        direction: 'out',
      },
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/webhooks/bandwidth/messages',
        headers: { authorization: BASIC },
        payload: [event],
      });
      expect(answer.statusCode).toBe(200);
    }
    const state = await stateOf(t);
    expect(state).toMatchObject({
      message: { message_status: 'failed', errors: CARRIER_OPT_OUT_ERROR },
      blocked: true,
    });
    expect(state.ledger).toEqual([expect.objectContaining({ kind: 'opt-out', source: 'carrier' })]);
  });

  it('leaves the customer alone on another failure (an unreachable handset)', async () => {
    const t = await sentText(2, 'SMunreachable1');
    await postTwilio(server.app, '/webhooks/twilio/status', {
      MessageSid: 'SMunreachable1',
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    expect(await stateOf(t)).toMatchObject({
      message: { message_status: 'undelivered', errors: 'Unreachable destination handset' },
      blocked: false,
      ledger: [],
    });
  });
});

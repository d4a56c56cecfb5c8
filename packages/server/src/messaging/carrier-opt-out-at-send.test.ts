import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRIER_OPT_OUT_ERROR } from '../carriers/carrier.port.js';
import { TwilioCarrier } from '../carriers/twilio/carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29, point 3: Twilio refuses a text to an unsubscribed recipient at once (400, code 21610).
// Through the real send path (staff text, outbox, Twilio's REST API on a local fake), the text shows
// why it failed and the customer is opted out from the 'carrier'.

describe('Twilio’s 21610 when the text is sent', () => {
  let server: TestServer;
  let twilio: Server;
  beforeAll(async () => {
    twilio = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 }),
        );
      });
    });
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
    const { port } = twilio.address() as AddressInfo;
    server = await startTestServer({
      carrier: () =>
        new TwilioCarrier({ accountSid: 'AC1', authToken: 'token', apiBase: `http://127.0.0.1:${port}` }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => twilio.close(resolve));
  });

  it('fails the text with the reason and opts the customer out', async () => {
    const [t] = await server.db.query<{
      leadId: number;
      customerId: number;
      cellular: string;
      phone: string;
    }>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
        ORDER BY f.id LIMIT 1`,
    );
    const sent = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('SUPER_USER'),
      payload: {
        id: t!.customerId,
        jaguarFutureServiceInteractionId: t!.leadId,
        content: 'Your car is ready.',
        from: t!.phone,
        fromName: 'Ava Torque',
        to: t!.cellular,
        toName: 'Customer',
        direction: 'SEND',
        mediaUrl: '-',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ messageStatus: 'failed', errors: CARRIER_OPT_OUT_ERROR });
    const [customer] = await server.db.query('SELECT block_sms FROM customer WHERE id = $1', [t!.customerId]);
    expect(customer).toEqual({ block_sms: true });
    const ledger = await server.db.query('SELECT kind, source FROM consent_ledger WHERE customer_id = $1', [
      t!.customerId,
    ]);
    expect(ledger).toEqual([{ kind: 'opt-out', source: 'carrier' }]);
  });
});

import {
  NOT_OPT_OUT_PHRASINGS,
  OPT_OUT_CONFIRMATION,
  OPT_OUT_PHRASINGS,
  OPTED_OUT_MESSAGE,
} from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
/** 212 is no demo store's area code, so these numbers are nobody's yet: each phrasing gets a fresh customer. */
const freshNumber = (n: number) => `+1212555${String(n).padStart(4, '0')}`;

type Consent = {
  block_sms: boolean;
  customer_marks: number;
  lead_marks: number;
  ledger: string | null;
  source: string | null;
};

describe('compliance of inbound texts', () => {
  let server: TestServer;
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({ carrier: carrier.factory, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  const consentOf = async (phone: string): Promise<Consent | undefined> =>
    (
      await server.db.query<Consent>(
        `SELECT c.block_sms,
                (SELECT count(*)::int FROM mark m WHERE m.customer_id = c.id AND m.intent_type = 'SMS_OPT_OUT') AS customer_marks,
                (SELECT count(*)::int FROM mark m JOIN future_service_interaction f ON f.id = m.fsi_id
                  WHERE f.customer_id = c.id AND m.intent_type = 'SMS_OPT_OUT') AS lead_marks,
                (SELECT l.kind || ':' || l.text FROM consent_ledger l WHERE l.customer_id = c.id ORDER BY l.id DESC LIMIT 1) AS ledger,
                (SELECT l.source FROM consent_ledger l WHERE l.customer_id = c.id ORDER BY l.id DESC LIMIT 1) AS source
           FROM customer c WHERE c.cellular = $1 ORDER BY c.id DESC LIMIT 1`,
        [phone],
      )
    )[0];

  it('has a table of at least 50 opt-out phrasings', () => {
    expect(OPT_OUT_PHRASINGS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(OPT_OUT_PHRASINGS.map((text, i) => [text, i] as const))(
    'blocks the customer who texts %j at once, marks SMS_OPT_OUT and records the ledger',
    async (text, i) => {
      const phone = freshNumber(i);
      expect((await postTwilio(server.app, INBOUND, textFrom(phone, TOYOTA, text))).statusCode).toBe(200);
      expect(await consentOf(phone)).toMatchObject({
        block_sms: true,
        customer_marks: 1,
        lead_marks: 1,
        ledger: `opt-out:${text}`,
        source: expect.stringMatching(/^sms-(keyword|free-text)$/),
      });
      // The confirmation carriers require is the one text a blocked number still gets.
      await vi.waitFor(() => expect(carrier.sent.filter((sms) => sms.to === phone)).toHaveLength(1));
      expect(carrier.sent.find((sms) => sms.to === phone)?.body).toBe(
        OPT_OUT_CONFIRMATION.replace('${lead.office.name}', 'Torque Toyota of Brooklyn'),
      );
    },
  );

  it.each(NOT_OPT_OUT_PHRASINGS.map((text, i) => [text, i + 500] as const))(
    'does not block the customer who texts %j',
    async (text, i) => {
      const phone = freshNumber(i);
      expect((await postTwilio(server.app, INBOUND, textFrom(phone, TOYOTA, text))).statusCode).toBe(200);
      expect(await consentOf(phone)).toMatchObject({
        block_sms: false,
        customer_marks: 0,
        lead_marks: 0,
        ledger: null,
      });
    },
  );

  it('a seeded customer who texts STOP is blocked on the customer and the lead, and START undoes it', async () => {
    const [row] = await server.db.query<{ cellular: string; leadId: number; customerId: number }>(
      `SELECT c.cellular, f.id AS "leadId", c.id AS "customerId" FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.store_id = 1 AND NOT c.block_sms AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
        ORDER BY c.id LIMIT 1`,
    );
    const phone = row!.cellular;
    await postTwilio(server.app, INBOUND, textFrom(phone, TOYOTA, 'STOP'));
    expect(await consentOf(phone)).toMatchObject({
      block_sms: true,
      customer_marks: 1,
      lead_marks: 1,
      source: 'sms-keyword',
    });
    const lead = await server.app.inject({
      method: 'GET',
      url: `/api/future-service-interaction?future-service-interaction-id=${row!.leadId}`,
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(lead.json()).toMatchObject({ customerMaster: { blockSms: true } });
    const [event] = await server.db.query<{ payload: { marks: { intentType: string }[] } }>(
      "SELECT payload FROM realtime_event WHERE type = 'LEAD_FLAGS_CHANGED' AND lead_id = $1 ORDER BY id DESC LIMIT 1",
      [row!.leadId],
    );
    expect(event?.payload.marks).toContainEqual({ intentType: 'SMS_OPT_OUT', value: 'STOP' });

    await postTwilio(server.app, INBOUND, textFrom(phone, TOYOTA, 'START'));
    expect(await consentOf(phone)).toMatchObject({
      block_sms: false,
      customer_marks: 0,
      lead_marks: 0,
      ledger: 'opt-in:START',
    });
    await vi.waitFor(() => expect(carrier.sent.filter((sms) => sms.to === phone)).toHaveLength(2));
  });

  it('refuses a send to a blocked customer: nothing reaches the outbox or the carrier', async () => {
    const [row] = await server.db.query<{ leadId: number; customerId: number; cellular: string }>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular FROM future_service_interaction f
         JOIN customer c ON c.id = f.customer_id WHERE c.cellular = $1`,
      [freshNumber(0)],
    );
    const outboxBefore = await server.db.query('SELECT id FROM outbox');
    const carrierBefore = carrier.sent.length;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('SUPER_USER'),
      payload: {
        id: row!.customerId,
        jaguarFutureServiceInteractionId: row!.leadId,
        content: 'Are you still there?',
        from: TOYOTA,
        to: row!.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: OPTED_OUT_MESSAGE, errors: [OPTED_OUT_MESSAGE] });
    expect(await server.db.query('SELECT id FROM outbox')).toHaveLength(outboxBefore.length);
    expect(carrier.sent.length).toBe(carrierBefore);
  });
});

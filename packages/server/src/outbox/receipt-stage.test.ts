import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Carrier, CarrierReceipt } from '../carriers/carrier.port.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Target = { id: number; customerId: number; cellular: string; storePhone: string };

// The receipt of a text moves the lead's stage on the conversation as it stands when the text went
// (issue 30 point 4): it locks the lead in its first statement and reads the conversation after that.
describe('the receipt of a staff text and the lead’s stage', () => {
  let server: TestServer;
  let answer: CarrierReceipt['status'] = 'sent';
  const held: (() => void)[] = [];
  let holding = false;
  const carrier: Carrier = {
    name: 'fake',
    send: async (sms) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      return { status: answer, providerMessageId: `FAKE-${sms.idempotencyKey}`, error: null };
    },
    lookup: async () => 'never',
    close: () => undefined,
  };
  beforeAll(async () => {
    server = await startTestServer({ carrier: () => carrier });
  });
  afterAll(() => server.close());

  const used: number[] = [];
  /** A store-1 lead at NOT_STARTED with no messages, its customer's only lead, that may be texted. */
  async function freshLead(): Promise<Target> {
    const [lead] = await server.db.query<Target>(
      `SELECT f.id, c.id AS "customerId", c.cellular, s.phone_number AS "storePhone"
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND NOT f.archived AND f.id <> ALL($1::int[]) AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND NOT EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY f.id LIMIT 1`,
      [used],
    );
    if (!lead) throw new Error('no suitable store-1 lead in the demo data');
    used.push(lead.id);
    await server.db.query(
      "UPDATE future_service_interaction SET stage = 'NOT_STARTED', outcome_reason = NULL, ai_enabled = false WHERE id = $1",
      [lead.id],
    );
    return lead;
  }
  const stageOf = async (id: number) =>
    (
      await server.db.query<{ stage: string; outcome_reason: string | null }>(
        'SELECT stage, outcome_reason FROM future_service_interaction WHERE id = $1',
        [id],
      )
    )[0];
  const staffText = async (lead: Target, content: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/svc-message-instance/svc-send-message',
      headers: await server.signIn('OFFICE_USER'),
      payload: {
        id: lead.customerId,
        jaguarFutureServiceInteractionId: lead.id,
        content,
        from: lead.storePhone,
        to: lead.cellular,
        direction: 'SEND',
        messageType: 'SMS',
        notificationType: 'MESSAGE_TO_CUSTOMER',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { messageStatus: string }).messageStatus;
  };
  const customerTexts = async (lead: Target, body: string) =>
    expect(
      (await postTwilio(server.app, '/webhooks/twilio/sms', textFrom(lead.cellular, lead.storePhone, body)))
        .statusCode,
    ).toBe(200);

  it('a reply that came while the answer was with the carrier makes a conversation once the answer went', async () => {
    const lead = await freshLead();
    await customerTexts(lead, 'Is my car ready?');
    expect(await stageOf(lead.id)).toEqual({ stage: 'RESPONDED', outcome_reason: null });
    holding = true;
    const answered = staffText(lead, 'Yes, since noon.');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // Our answer has not gone yet: two replies in a row are no conversation.
    await customerTexts(lead, 'Great, on my way');
    expect((await stageOf(lead.id))?.stage).toBe('RESPONDED');
    holding = false;
    held.splice(0).forEach((release) => release());
    expect(await answered).toBe('sent');
    expect(await stageOf(lead.id)).toEqual({ stage: 'ENGAGED', outcome_reason: null });
    const events = await server.db.query<{ payload: { flags?: { stage?: string } } }>(
      "SELECT payload FROM realtime_event WHERE type = 'LEAD_FLAGS_CHANGED' AND lead_id = $1 ORDER BY id",
      [lead.id],
    );
    expect(events.map((event) => event.payload.flags?.stage).filter(Boolean)).toEqual([
      'RESPONDED',
      'ENGAGED',
    ]);
  });

  it('a text the carrier failed moves nothing; the next that went initiates', async () => {
    const lead = await freshLead();
    answer = 'failed';
    try {
      expect(await staffText(lead, 'Your oil change is due.')).toBe('failed');
    } finally {
      answer = 'sent';
    }
    expect(await stageOf(lead.id)).toEqual({ stage: 'NOT_STARTED', outcome_reason: null });
    expect(await staffText(lead, 'Your oil change is due.')).toBe('sent');
    expect(await stageOf(lead.id)).toEqual({ stage: 'INITIATED', outcome_reason: null });
  });
});

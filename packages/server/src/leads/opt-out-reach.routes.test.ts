import { OPTED_OUT_MESSAGE, type Clock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { queueOutgoing } from '../outbox/queue-outgoing.js';
import { countingCarrier } from '../testing/counting-carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29, point 3: a customer who opted out at one store of the enterprise gets no text from any
// other, whoever sends it. The same person is a customer row at each store, with leads of its own.

/** Noon in New York: no quiet-hours hold gets in the way. */
const MIDDAY = new Date('2025-06-10T16:00:00Z');

type Twin = { leadId: number; customerId: number; cellular: string; storePhone: string };

describe('an opt-out reaches every store of the enterprise', () => {
  let server: TestServer;
  const clock: Clock = { now: () => MIDDAY };
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({ carrier: carrier.factory, clock, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  /**
   * A never-started lead of store 2 whose customer shares their cellular with a customer of store 1
   * who opted out there (the block flag and the SMS_OPT_OUT mark, as a STOP leaves them). The store-2
   * customer's own row says nothing of it.
   */
  async function twinOfOptedOut(offset: number): Promise<Twin> {
    const [twin] = await server.db.query<Twin>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS "storePhone"
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 2 AND NOT f.conversation_initiated AND NOT f.archived AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    const [optedOut] = await server.db.query<{ id: number; cellular: string }>(
      `SELECT c.id, c.cellular FROM customer c WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        ORDER BY c.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!twin || !optedOut) throw new Error('no suitable demo customers');
    await server.db.query('UPDATE customer SET cellular = $2 WHERE id = $1', [
      twin.customerId,
      optedOut.cellular,
    ]);
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [optedOut.id]);
    await server.db.query(
      `INSERT INTO mark (intent_type, value, customer_id) VALUES ('SMS_OPT_OUT', 'STOP', $1)`,
      [optedOut.id],
    );
    return { ...twin, cellular: optedOut.cellular };
  }

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: await server.signIn('SUPER_USER'),
      ...(payload ? { payload } : {}),
    });
  const textsOf = (leadId: number) =>
    server.db.query<{ message_status: string; errors: string | null }>(
      `SELECT message_status, errors FROM message_instance
        WHERE fsi_id = $1 AND direction = 'SEND' AND message_type = 'SMS' ORDER BY id`,
      [leadId],
    );
  const reachedCarrier = (phone: string) => carrier.sent.filter((sms) => sms.to === phone);

  it('shows staff the other store’s lead as opted out, and refuses their text', async () => {
    const twin = await twinOfOptedOut(0);
    const lead = await call(
      'GET',
      `/api/future-service-interaction?future-service-interaction-id=${twin.leadId}`,
    );
    expect(lead.json()).toMatchObject({ customerMaster: { blockSms: true } });
    const tcpa = await call('POST', '/api/lisa/custom-search/sms-opt-out?page=0&size=500', {});
    expect((tcpa.json() as { data: { id: number }[] }).data.map((one) => one.id)).toContain(twin.leadId);
    const response = await call('POST', '/api/svc-message-instance/svc-send-message', {
      id: twin.customerId,
      jaguarFutureServiceInteractionId: twin.leadId,
      content: 'Your car is ready.',
      from: twin.storePhone,
      fromName: 'Ava Torque',
      to: twin.cellular,
      toName: 'Customer',
      direction: 'SEND',
      mediaUrl: '-',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: OPTED_OUT_MESSAGE });
    expect(await textsOf(twin.leadId)).toEqual([]);
  });

  it('refuses to start the conversation, alone or in bulk, and says why in the preview', async () => {
    const twin = await twinOfOptedOut(1);
    const preview = await call('POST', '/api/service-workflow/preview', {
      id: twin.leadId,
      action: 'START_CONVERSATION',
    });
    expect(preview.json()).toMatchObject({ blockedReason: OPTED_OUT_MESSAGE });
    const refused = await call('POST', '/api/service-workflow/initiate', { id: twin.leadId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: OPTED_OUT_MESSAGE });
    const bulk = await call('POST', '/api/service-workflow/bulk/preview', {
      futureServiceInteractionIds: [twin.leadId],
    });
    expect(bulk.json()).toMatchObject({
      willText: 0,
      excluded: [
        expect.objectContaining({ futureServiceInteractionId: twin.leadId, reason: OPTED_OUT_MESSAGE }),
      ],
    });
    // A bulk start (staff's, or the nightly planner's) leaves the lead out and the lead says why, once.
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = await call('POST', '/api/service-workflow/bulk/initiate', {
        futureServiceInteractionIds: [twin.leadId],
      });
      expect(started.statusCode).toBe(400);
    }
    expect(await textsOf(twin.leadId)).toEqual([]);
    const notes = await server.db.query<{ content: string }>(
      "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL'",
      [twin.leadId],
    );
    expect(notes).toEqual([{ content: `The first text not sent: ${OPTED_OUT_MESSAGE}` }]);
  });

  it('refuses an appointment reminder', async () => {
    const twin = await twinOfOptedOut(2);
    const [appointment] = await server.db.query<{ id: number }>(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, fsi_id, customer_id, status)
       SELECT f.vehicle_id, f.store_id, $2::timestamptz + interval '1 day', f.id, f.customer_id, 'BOOKED'
         FROM future_service_interaction f WHERE f.id = $1 RETURNING id`,
      [twin.leadId, MIDDAY],
    );
    const shown = await call('GET', `/api/appointment/${appointment!.id}/reminder`);
    expect(shown.json()).toMatchObject({ blockedReason: OPTED_OUT_MESSAGE });
    const refused = await call('POST', `/api/appointment/${appointment!.id}/reminder`);
    expect(refused.statusCode).toBe(400);
    expect(await textsOf(twin.leadId)).toEqual([]);
  });

  it('cancels an assistant text queued for the other store’s lead before the carrier, and says why', async () => {
    const twin = await twinOfOptedOut(3);
    // The assistant's reply as the inbound responder queues it (its own check reads the lead's customer row).
    await server.db.transaction(async (tx) => {
      const context = await loadReplyContext(tx, twin.leadId, null);
      await queueOutgoing(
        tx,
        automatedText(context, 'Would Tuesday at 10 work?', MIDDAY),
        'assistant',
        MIDDAY,
      );
    });
    await vi.waitFor(async () =>
      expect(await textsOf(twin.leadId)).toEqual([{ message_status: 'failed', errors: OPTED_OUT_MESSAGE }]),
    );
    expect(reachedCarrier(twin.cellular)).toEqual([]);
  });
});

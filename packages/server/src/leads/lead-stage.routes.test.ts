import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody } from '../appointments/booking/booking-fixture.js';
import { csvOf, LEAD_FILE_HEADER, multipartBody, batchState } from '../imports/lead-import-test-support.js';
import { reportClient } from '../reports/report-test-client.js';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 30 point 4: a lead's stage follows what happens to it, on every path: a text that went
// (NOT_STARTED → INITIATED), a reply (RESPONDED), a conversation (ENGAGED), a booking, a recorded
// visit; an import is NOT_STARTED and leaves the Initiated count alone. Never backwards.
const INBOUND = '/webhooks/twilio/sms';
// A Monday of the booking fixture's week: 1 pm in New York, and 4 am there (quiet hours) the same day.
const AFTERNOON = new Date('2030-03-04T18:00:00Z');
const NIGHT = new Date('2030-03-04T09:00:00Z');
const TODAY = '2030-03-04';
let now = AFTERNOON;

let server: TestServer;
const carrier = countingCarrier();
beforeAll(async () => {
  server = await startTestServer({
    clock: { now: () => now },
    carrier: carrier.factory,
    outboxTiming: { pollMs: 20 },
  });
});
afterAll(() => server.close());
const { rows } = reportClient(() => server);

type Target = { id: number; customerId: number; cellular: string; storePhone: string };

const used: number[] = [];
/**
 * A store-1 lead set to `stage` that no other test here took. A lead to text (`texting`) also has no
 * messages yet, may be texted, and is its customer's only lead (a reply is routed to it).
 */
async function freshLead(stage: string, texting = false): Promise<Target> {
  const [lead] = await server.db.query<Target>(
    `SELECT f.id, c.id AS "customerId", c.cellular, s.phone_number AS "storePhone"
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
      WHERE f.store_id = 1 AND NOT f.archived AND f.id <> ALL($1::int[])
        AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
        AND (NOT $2 OR (NOT c.block_sms AND c.cellular IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
          AND NOT EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id)
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1))
      ORDER BY f.id LIMIT 1`,
    [used, texting],
  );
  if (!lead) throw new Error('no suitable store-1 lead in the demo data');
  used.push(lead.id);
  await server.db.query(
    'UPDATE future_service_interaction SET stage = $2, outcome_reason = NULL, ai_enabled = false WHERE id = $1',
    [lead.id, stage],
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
      fromName: 'Ava Torque',
      to: lead.cellular,
      toName: 'Customer',
      direction: 'SEND',
      mediaUrl: '-',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { messageStatus: string };
};
const customerTexts = async (lead: Target, body: string) =>
  expect(
    (await postTwilio(server.app, INBOUND, textFrom(lead.cellular, lead.storePhone, body))).statusCode,
  ).toBe(200);

describe('stages follow the conversation (issue 30 point 4)', () => {
  it('a staff text that went moves a NOT_STARTED lead to INITIATED', async () => {
    const lead = await freshLead('NOT_STARTED', true);
    expect(await stageOf(lead.id)).toEqual({ stage: 'NOT_STARTED', outcome_reason: null });
    const sent = await staffText(lead, 'Hi, your oil change is due next week.');
    expect(sent.messageStatus).toBe('sent');
    expect((await stageOf(lead.id))?.stage).toBe('INITIATED');
  });

  it('a reply moves the lead to RESPONDED at once and tells open screens; a second reply after our answer to ENGAGED', async () => {
    const lead = await freshLead('NOT_STARTED', true);
    await staffText(lead, 'Hi, your 10k service is due.');
    await customerTexts(lead, 'What does it cost?');
    expect(await stageOf(lead.id)).toEqual({ stage: 'RESPONDED', outcome_reason: null });
    const events = await server.db.query<{ payload: { flags?: { stage?: string } } }>(
      "SELECT payload FROM realtime_event WHERE type = 'LEAD_FLAGS_CHANGED' AND lead_id = $1 ORDER BY id",
      [lead.id],
    );
    expect(events.map((event) => event.payload.flags?.stage).filter(Boolean)).toEqual([
      'INITIATED',
      'RESPONDED',
    ]);
    // Two replies in a row are not a conversation; one after our answer is.
    await customerTexts(lead, 'And how long does it take?');
    expect((await stageOf(lead.id))?.stage).toBe('RESPONDED');
    await staffText(lead, 'About an hour, $89.');
    expect((await stageOf(lead.id))?.stage).toBe('RESPONDED');
    await customerTexts(lead, 'OK sounds good');
    expect((await stageOf(lead.id))?.stage).toBe('ENGAGED');
  });

  it('a reply to a lead at APPOINTMENT_SET keeps it there with its reason', async () => {
    const lead = await freshLead('NOT_STARTED', true);
    await server.db.query(
      "UPDATE future_service_interaction SET stage = 'APPOINTMENT_SET', outcome_reason = 'APPOINTMENT_SET' WHERE id = $1",
      [lead.id],
    );
    await customerTexts(lead, 'See you Tuesday');
    expect(await stageOf(lead.id)).toEqual({ stage: 'APPOINTMENT_SET', outcome_reason: 'APPOINTMENT_SET' });
  });

  it('a lead opened by a text from an unknown number is RESPONDED: the customer wrote', async () => {
    const [store] = await server.db.query<{ phone: string }>(
      'SELECT phone_number AS phone FROM store WHERE id = 1',
    );
    const phone = '+12125570930';
    expect(
      (await postTwilio(server.app, INBOUND, textFrom(phone, store!.phone, 'Do you do tires?'))).statusCode,
    ).toBe(200);
    const [lead] = await server.db.query<{ stage: string }>(
      'SELECT f.stage FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE c.cellular = $1',
      [phone],
    );
    expect(lead?.stage).toBe('RESPONDED');
  });

  it('a booking moves the lead to APPOINTMENT_SET, never back from a recorded visit', async () => {
    const lead = await freshLead('NOT_STARTED');
    const book = async (fsiId: number, time: string) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/nlp/booking',
        headers: await server.signIn('SUPER_USER'),
        payload: bookingBody(fsiId, { inpTime: time }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
    };
    await book(lead.id, '10:00');
    expect(await stageOf(lead.id)).toEqual({ stage: 'APPOINTMENT_SET', outcome_reason: 'APPOINTMENT_SET' });

    const visited = await freshLead('NOT_STARTED');
    await server.db.query(
      "UPDATE future_service_interaction SET stage = 'SHOW_OR_NO_SHOW', outcome_reason = 'SHOW' WHERE id = $1",
      [visited.id],
    );
    await book(visited.id, '11:00');
    expect(await stageOf(visited.id)).toEqual({ stage: 'SHOW_OR_NO_SHOW', outcome_reason: 'SHOW' });
  });

  it('a recorded visit moves the lead to SHOW_OR_NO_SHOW with SHOW or NO_SHOW', async () => {
    const appointmentOf = async (lead: Target) =>
      (
        await server.db.query<{ id: number }>(
          `INSERT INTO appointment (vehicle_id, store_id, appointment_at, fsi_id, customer_id, status)
           SELECT f.vehicle_id, f.store_id, $2, f.id, f.customer_id, 'BOOKED'
             FROM future_service_interaction f WHERE f.id = $1 RETURNING id`,
          // The day before the test clock: the visit is over.
          [lead.id, new Date('2030-03-03T15:00:00Z')],
        )
      )[0]!.id;
    const put = async (id: number, status: string) => {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/appointment/${id}/status/${status}`,
        headers: await server.signIn('OFFICE_MANAGER'),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const came = await freshLead('APPOINTMENT_SET');
    await put(await appointmentOf(came), 'SHOW');
    expect(await stageOf(came.id)).toEqual({ stage: 'SHOW_OR_NO_SHOW', outcome_reason: 'SHOW' });

    const missed = await freshLead('APPOINTMENT_SET');
    await put(await appointmentOf(missed), 'NO_SHOW');
    expect(await stageOf(missed.id)).toEqual({ stage: 'SHOW_OR_NO_SHOW', outcome_reason: 'NO_SHOW' });
  });

  it('staff may still set an earlier stage with a reason it allows', async () => {
    const lead = await freshLead('APPOINTMENT_SET');
    const headers = await server.signIn('OFFICE_MANAGER');
    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/leadManager/tracker',
      headers,
      payload: { id: lead.id, stage: 'INITIATED', reason: 'PRICE_HIGH' },
    });
    expect(refused.statusCode).toBe(400);
    const moved = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/leadManager/tracker',
      headers,
      payload: { id: lead.id, stage: 'INITIATED', reason: 'NOT_INTERESTED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stageOf(lead.id)).toEqual({ stage: 'INITIATED', outcome_reason: 'NOT_INTERESTED' });
  });
});

describe('a planner start (issue 30 point 4)', () => {
  const initiate = async (lead: Target) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/service-workflow/initiate',
      headers: await server.signIn('SUPER_USER'),
      payload: { id: lead.id },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('leaves the lead NOT_STARTED while its first text is held for quiet hours', async () => {
    now = NIGHT;
    try {
      const lead = await freshLead('NOT_STARTED', true);
      await initiate(lead);
      const [held] = await server.db.query<{ status: string }>(
        `SELECT o.status FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1`,
        [lead.id],
      );
      expect(held?.status).toBe('queued');
      await new Promise((resolve) => setTimeout(resolve, 200)); // several outbox polls
      expect((await stageOf(lead.id))?.stage).toBe('NOT_STARTED');
    } finally {
      now = AFTERNOON;
    }
  });

  it('moves the lead to INITIATED once its first text has gone', async () => {
    const lead = await freshLead('NOT_STARTED', true);
    await initiate(lead);
    await expect.poll(async () => (await stageOf(lead.id))?.stage, { timeout: 10_000 }).toBe('INITIATED');
  });
});

describe('an import of never-texted leads (issue 30 point 4)', () => {
  it('adds NOT_STARTED leads and leaves the Initiated count as it was', async () => {
    const range = { storeIds: [1], startDate: TODAY, endDate: TODAY };
    const [before] = await rows('/api/report/leadStatusReport', range);
    const body = multipartBody({
      name: 'stages.csv',
      bytes: csvOf([
        LEAD_FILE_HEADER,
        [
          'Nia',
          'Stageley',
          '2125557301',
          '',
          '1HGCM82633A009301',
          'Honda',
          'Civic',
          '2021',
          '2021-05-04',
          '12000',
        ],
        [
          'Omar',
          'Stageley',
          '2125557302',
          '',
          '1HGCM82633A009302',
          'Honda',
          'Accord',
          '2020',
          '2020-06-01',
          '22000',
        ],
      ]),
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/list-of-customer-vehicle-lead/import?enterprise_id=1&boc_id_pk=1&store_id_pk=1',
      headers: { ...(await server.signIn('ENTERPRISE_ADMIN')), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const batchId = (response.json() as { fileReportId: number }).fileReportId;
    await expect
      .poll(async () => (await batchState(server.db, batchId))?.status, { timeout: 15_000 })
      .toBe('COMPLETED');
    const imported = await server.db.query<{ stage: string }>(
      `SELECT f.stage FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE c.last_name = 'Stageley' ORDER BY f.id`,
    );
    expect(imported.map((lead) => lead.stage)).toEqual(['NOT_STARTED', 'NOT_STARTED']);
    const [after] = await rows('/api/report/leadStatusReport', range);
    expect(after?.['initiated'] ?? 0).toBe(before?.['initiated'] ?? 0);
    expect(after?.['notStarted']).toBe(((before?.['notStarted'] as number | undefined) ?? 0) + 2);
    expect(after?.['leads']).toBe(((before?.['leads'] as number | undefined) ?? 0) + 2);
  });
});

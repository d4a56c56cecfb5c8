import {
  FORCED_CONVERSATION_WARNINGS,
  LAST_MESSAGE_REQUIRED,
  OPTED_OUT_MESSAGE,
  SUCCESSFULLY_INITIATED,
  serviceTypeLabel,
} from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Fresh = { id: number; customerId: number; cellular: string; firstName: string; serviceType: string };

// Midday in every US zone, and 4 am in New York (quiet hours), earlier the same day so sessions stay fresh.
const MIDDAY = new Date('2026-11-24T18:00:00Z');
const NIGHT = new Date('2026-11-24T09:00:00Z');

describe('starting conversations (issue 14, first list 1)', () => {
  let server: TestServer;
  let now = MIDDAY;
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({
      carrier: carrier.factory,
      clock: { now: () => now },
      outboxTiming: { pollMs: 50 },
    });
  });
  afterAll(() => server.close());

  /** Never-started leads of Toyota (store 1) whose customer may be texted and is in no other conversation. */
  async function fresh(offset = 0): Promise<Fresh> {
    const rows = await server.db.query<Fresh>(
      `SELECT f.id, c.id AS "customerId", c.cellular, c.first_name AS "firstName", f.planned_service_type AS "serviceType"
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE NOT f.conversation_initiated AND NOT f.archived AND NOT c.block_sms
          AND c.cellular ~ '^\\+1[0-9]{10}$'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
          AND NOT EXISTS (SELECT 1 FROM future_service_interaction o WHERE o.customer_id = c.id AND o.id <> f.id
                           AND o.conversation_initiated AND NOT o.conversation_closed AND NOT o.archived)
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!rows[0]) throw new Error('no never-started lead in the demo data');
    return rows[0];
  }
  const post = async (url: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: await server.signIn('SUPER_USER'),
      ...(payload ? { payload } : {}),
    });
  const textsTo = (leadId: number) =>
    server.db.query<{
      content: string;
      to_address: string;
      message_status: string;
      message_sent_by: string;
      sent_by_user_id: number | null;
    }>(
      `SELECT content, to_address, message_status, message_sent_by, sent_by_user_id FROM message_instance
        WHERE fsi_id = $1 AND direction = 'SEND' AND message_type = 'SMS' ORDER BY id`,
      [leadId],
    );

  it('previews the first text from the service type template, then sends exactly that through the outbox', async () => {
    now = MIDDAY;
    const lead = await fresh();
    const preview = await post('/api/service-workflow/preview', {
      id: lead.id,
      action: 'START_CONVERSATION',
    });
    expect(preview.statusCode).toBe(200);
    const shown = preview.json();
    expect(shown).toMatchObject({
      to: lead.cellular,
      scheduledFor: null,
      blockedReason: null,
      warning: null,
    });
    expect(shown.text).toContain(`Hi ${lead.firstName}`);
    expect(shown.text).not.toContain('${');

    const started = await post('/api/service-workflow/initiate', { id: lead.id });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ id: lead.id, conversationInitiated: true });
    const [text] = await textsTo(lead.id);
    expect(text).toMatchObject({
      content: shown.text,
      to_address: lead.cellular,
      message_sent_by: 'Samantha Ortiz',
    });
    // Issue 30: sent in the user's name is sent by the user, as the agent report counts it.
    const [user] = await server.db.query<{ id: number }>(
      "SELECT id FROM app_user WHERE email = 'super_user@torque.demo'",
    );
    expect(text!.sent_by_user_id).toBe(user!.id);
    await expect
      .poll(() => carrier.sent.some((sms) => sms.to === lead.cellular && sms.body === shown.text))
      .toBe(true);
    const events = await server.db.query<{ payload: unknown }>(
      `SELECT payload FROM realtime_event WHERE lead_id = $1 AND type = 'LEAD_FLAGS_CHANGED'`,
      [lead.id],
    );
    expect(JSON.stringify(events)).toContain('"conversationInitiated":true');
  });

  it('refuses a second start with the spec 2 §7 warning unless forced', async () => {
    now = MIDDAY;
    const lead = await fresh();
    expect((await post('/api/service-workflow/initiate', { id: lead.id })).statusCode).toBe(200);
    const again = await post('/api/service-workflow/initiate', { id: lead.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      `${FORCED_CONVERSATION_WARNINGS[1]} ${serviceTypeLabel(lead.serviceType)}.`,
    );
    expect(await textsTo(lead.id)).toHaveLength(1);
    const forced = await post('/api/service-workflow/initiate', { id: lead.id, isForced: true });
    expect(forced.statusCode).toBe(200);
    expect(await textsTo(lead.id)).toHaveLength(2);
  });

  it("refuses a lead whose customer is in another conversation with 'An other interaction…'", async () => {
    now = MIDDAY;
    const lead = await fresh();
    const [other] = await server.db.query<{ id: number }>(
      `SELECT id FROM future_service_interaction WHERE conversation_initiated AND NOT conversation_closed
          AND NOT archived AND customer_id <> $1 ORDER BY id LIMIT 1`,
      [lead.customerId],
    );
    await server.db.query('UPDATE future_service_interaction SET customer_id = $1 WHERE id = $2', [
      lead.customerId,
      other?.id,
    ]);
    const preview = await post('/api/service-workflow/preview', {
      id: lead.id,
      action: 'START_CONVERSATION',
    });
    expect(preview.json().warning).toBe(FORCED_CONVERSATION_WARNINGS[0]);
    const refused = await post('/api/service-workflow/initiate', { id: lead.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FORCED_CONVERSATION_WARNINGS[0]);
    expect(await textsTo(lead.id)).toHaveLength(0);
    // A follow-up has no force: the other conversation stops it too.
    const followUp = await post(
      `/api/service-workflow/follow-up/initiate?future-service-interaction-id=${lead.id}&followupType=FU1`,
    );
    expect(followUp.statusCode).toBe(400);
    expect((await post('/api/service-workflow/initiate', { id: lead.id, isForced: true })).statusCode).toBe(
      200,
    );
  });

  it('holds the first text for quiet hours and says until when', async () => {
    now = NIGHT;
    const lead = await fresh();
    const preview = (
      await post('/api/service-workflow/preview', { id: lead.id, action: 'START_CONVERSATION' })
    ).json();
    expect(preview.scheduledFor).not.toBeNull();
    expect(new Date(preview.scheduledFor).getTime()).toBeGreaterThan(NIGHT.getTime());
    expect((await post('/api/service-workflow/initiate', { id: lead.id })).statusCode).toBe(200);
    const [row] = await server.db.query<{ not_before: Date }>(
      `SELECT o.not_before FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1`,
      [lead.id],
    );
    expect(row?.not_before.toISOString()).toBe(preview.scheduledFor);
    expect(carrier.sent.some((sms) => sms.to === lead.cellular)).toBe(false);
  });

  it('refuses an opted-out customer before anything is stored', async () => {
    now = MIDDAY;
    const lead = await fresh();
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [lead.customerId]);
    const preview = (
      await post('/api/service-workflow/preview', { id: lead.id, action: 'START_CONVERSATION' })
    ).json();
    expect(preview.blockedReason).toBe(OPTED_OUT_MESSAGE);
    const refused = await post('/api/service-workflow/initiate', { id: lead.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(OPTED_OUT_MESSAGE);
    expect(await textsTo(lead.id)).toHaveLength(0);
  });

  it('initiates a follow-up text and records it', async () => {
    now = MIDDAY;
    const lead = await fresh();
    const done = await post(
      `/api/service-workflow/follow-up/initiate?future-service-interaction-id=${lead.id}&followupType=FU2`,
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(SUCCESSFULLY_INITIATED);
    const [text] = await textsTo(lead.id);
    expect(text?.content).toContain('following up');
    const [event] = await server.db.query<{ value: string }>(
      `SELECT value FROM lead_workflow_event WHERE fsi_id = $1 AND kind = 'initiate-follow-up'`,
      [lead.id],
    );
    expect(event?.value).toBe('FU2');
  });

  it('starts leads in bulk, leaving out the ones the rule refuses, and refuses an unknown lead outright', async () => {
    now = MIDDAY;
    const [a, b] = [await fresh(), await fresh(1)];
    expect((await post('/api/service-workflow/initiate', { id: b.id })).statusCode).toBe(200);
    const unknown = await post('/api/service-workflow/bulk/initiate', {
      futureServiceInteractionIds: [a.id, 999_999],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await textsTo(a.id)).toHaveLength(0);
    const done = await post('/api/service-workflow/bulk/initiate', {
      futureServiceInteractionIds: [a.id, b.id],
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(new RegExp(`^${SUCCESSFULLY_INITIATED} 1 started; 1 left out`));
    expect(await textsTo(a.id)).toHaveLength(1);
    expect(await textsTo(b.id)).toHaveLength(1);
    const c = await fresh();
    const all = await post('/api/service-workflow/bulk/initiate', { futureServiceInteractionIds: [c.id] });
    expect(all.json().message).toBe(SUCCESSFULLY_INITIATED);
    const tooMany = await post('/api/service-workflow/bulk/initiate', {
      futureServiceInteractionIds: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('the date-time dialogue texts its Last Message (issue 14, first list 2)', () => {
  let server: TestServer;
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({
      carrier: carrier.factory,
      clock: { now: () => MIDDAY },
      outboxTiming: { pollMs: 50 },
    });
  });
  afterAll(() => server.close());

  it('refuses an empty Last Message in plain words and sends a written one through the outbox', async () => {
    const [lead] = await server.db.query<{ id: number; cellular: string }>(
      `SELECT f.id, c.cellular FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND NOT c.block_sms AND NOT f.appointment_set AND NOT f.conversation_closed
          AND c.cellular ~ '^\\+1[0-9]{10}$'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id LIMIT 1`,
    );
    const headers = await server.signIn('SUPER_USER');
    const send = (lastMessage: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/future-service-interaction/dtDialog/resume',
        headers,
        payload: { id: lead?.id, lastMessage, dtDialogEnabled: true, manualBooking: false },
      });
    const empty = await send('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(LAST_MESSAGE_REQUIRED);
    const sent = await send('Would Tuesday at 10 am or Wednesday at 2 pm suit you?');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('Date Time Dialogue Sent');
    await expect
      .poll(() =>
        carrier.sent.some(
          (sms) =>
            sms.to === lead?.cellular && sms.body === 'Would Tuesday at 10 am or Wednesday at 2 pm suit you?',
        ),
      )
      .toBe(true);
    const [flags] = await server.db.query<{ dt_dialog_enabled: boolean }>(
      'SELECT dt_dialog_enabled FROM future_service_interaction WHERE id = $1',
      [lead?.id],
    );
    expect(flags?.dt_dialog_enabled).toBe(true);
  });
});

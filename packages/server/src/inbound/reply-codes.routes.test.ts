import { canUseMessageOptions, ROLES } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 17 on the server: a reply is settled into a classification code and acted on, and staff's
// corrections are recorded, move the lead's marks and measure the classifier.
const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';

type Target = { leadId: number; vehicleId: number; cellular: string; plannedServiceType: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let next = 0;
/** A store-1 lead with the assistant on, whose customer has only it and may be texted. */
async function target(): Promise<Target> {
  const [row] = await server.db.query<Target>(
    `SELECT f.id AS "leadId", f.vehicle_id AS "vehicleId", c.cellular, f.planned_service_type AS "plannedServiceType"
       FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
      WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
      ORDER BY c.id OFFSET $1 LIMIT 1`,
    [next++],
  );
  await server.db.query(
    'UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false, hand_off = NULL WHERE id = $1',
    [row!.leadId],
  );
  return row!;
}

/** The customer texts in; answers the stored message's id. */
async function texts(who: Target, body: string): Promise<number> {
  const form = textFrom(who.cellular, TOYOTA, body);
  expect((await postTwilio(server.app, INBOUND, form)).statusCode).toBe(200);
  const [row] = await server.db.query<{ id: number }>(
    'SELECT id FROM message_instance WHERE provider_message_id = $1',
    [form.MessageSid],
  );
  return row!.id;
}

const leadMarks = async (leadId: number) =>
  (
    await server.db.query<{ intent_type: string }>(
      'SELECT intent_type FROM mark WHERE fsi_id = $1 ORDER BY id',
      [leadId],
    )
  ).map((row) => row.intent_type);

const notesOf = async (leadId: number) =>
  (
    await server.db.query<{ content: string }>(
      `SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' ORDER BY id`,
      [leadId],
    )
  ).map((row) => row.content);

describe('reply codes (issue 17)', () => {
  it('hands a complaint to staff with the customer’s words', async () => {
    const lead = await target();
    const said = 'You guys scratched my bumper last time and nobody called me back. Really disappointed.';
    await texts(lead, said);
    expect(await leadMarks(lead.leadId)).toContain('CC');
    expect((await notesOf(lead.leadId)).some((note) => note.includes(said))).toBe(true);
    const [row] = await server.db.query<{ hand_off: string | null }>(
      'SELECT hand_off FROM future_service_interaction WHERE id = $1',
      [lead.leadId],
    );
    expect(row!.hand_off).toBe('MANUAL');
  });

  it("marks the vehicle's planned service done when the customer had it done elsewhere", async () => {
    const lead = await target();
    await texts(lead, 'Already had it done at Jiffy Lube last week');
    const vehicleMarks = await server.db.query<{ intent_type: string; value: string }>(
      'SELECT intent_type, value FROM mark WHERE vehicle_id = $1',
      [lead.vehicleId],
    );
    expect(vehicleMarks).toContainEqual({ intent_type: 'SPA-AS', value: lead.plannedServiceType });
  });

  it('records a correction, moves the lead’s marks and counts it against the classifier', async () => {
    const lead = await target();
    const messageId = await texts(lead, 'my wife drives that one, text her instead');
    const url = `/api/future-service-interaction/intentDetails/classification?future-service-interaction-id=${lead.leadId}&messageId=${messageId}`;
    const headers = await server.signIn('SUPER_USER');
    const before = await server.app.inject({
      method: 'GET',
      url: `/api/future-service-interaction/intentDetails?future-service-interaction-id=${lead.leadId}&messageId=${messageId}`,
      headers,
    });
    const settled = before.json().classification.code as string;
    const checked = before.json().classifierCheck as { checked: number; agreed: number };
    const other = settled === 'TU' ? 'DD' : 'TU';

    const corrected = await server.app.inject({ method: 'PUT', url, headers, payload: { code: other } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().classification).toMatchObject({ code: settled, correctedCode: other });
    expect(corrected.json().classification.correctedBy).toMatch(/\S/);
    expect(corrected.json().classifierCheck).toEqual({
      checked: checked.checked + 1,
      agreed: checked.agreed,
    });
    expect(await leadMarks(lead.leadId)).toContain(other);
    expect(await leadMarks(lead.leadId)).not.toContain(settled);

    // Confirming the classifier's own code counts as agreement.
    const confirmed = await server.app.inject({ method: 'PUT', url, headers, payload: { code: settled } });
    expect(confirmed.json().classifierCheck).toEqual({
      checked: checked.checked + 1,
      agreed: checked.agreed + 1,
    });
    expect(await leadMarks(lead.leadId)).toContain(settled);
  });

  it('refuses an unknown code, a message the assistant never read, and roles without message options', async () => {
    const lead = await target();
    const messageId = await texts(lead, 'thanks!');
    const url = `/api/future-service-interaction/intentDetails/classification?future-service-interaction-id=${lead.leadId}&messageId=${messageId}`;
    const headers = await server.signIn('SUPER_USER');
    const unknown = await server.app.inject({ method: 'PUT', url, headers, payload: { code: 'SOLD' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('SOLD is not a classification code');
    const [outgoing] = await server.db.query<{ id: number }>(
      `SELECT id FROM message_instance WHERE fsi_id = $1 AND direction = 'SEND' ORDER BY id LIMIT 1`,
      [lead.leadId],
    );
    const unread = await server.app.inject({
      method: 'PUT',
      url: url.replace(`messageId=${messageId}`, `messageId=${outgoing!.id}`),
      headers,
      payload: { code: 'CQ' },
    });
    expect(unread.statusCode).toBe(404);
    const viewer = ROLES.find((role) => !canUseMessageOptions(role))!;
    const refused = await server.app.inject({
      method: 'PUT',
      url,
      headers: await server.signIn(viewer),
      payload: { code: 'CQ' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

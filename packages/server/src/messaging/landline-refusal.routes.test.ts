import { LANDLINE_CANNOT_TEXT } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29, point 5: a number a lookup found to be a landline is never texted, and staff are told why
// where they sent it (the send's answer, the start's preview), not left with a carrier failure.

type Target = { leadId: number; customerId: number; cellular: string; storePhone: string };

describe('a landline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock: { now: () => new Date('2025-06-10T16:00:00Z') } });
  });
  afterAll(() => server.close());

  async function landline(offset: number): Promise<Target> {
    const [row] = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS "storePhone"
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE f.store_id = 1 AND NOT f.conversation_initiated AND NOT f.archived AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!row) throw new Error('no lead');
    await server.db.query("UPDATE customer SET cellular_line_type = 'landline' WHERE id = $1", [
      row.customerId,
    ]);
    return row;
  }
  const call = async (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: await server.signIn('SUPER_USER'), payload });
  const texts = async (leadId: number) =>
    server.db.query(
      "SELECT id FROM message_instance WHERE fsi_id = $1 AND direction = 'SEND' AND message_type = 'SMS'",
      [leadId],
    );

  it('refuses a staff text with the reason', async () => {
    const t = await landline(0);
    const before = (await texts(t.leadId)).length;
    const refused = await call('/api/svc-message-instance/svc-send-message', {
      id: t.customerId,
      jaguarFutureServiceInteractionId: t.leadId,
      content: 'Your car is ready.',
      from: t.storePhone,
      fromName: 'Ava Torque',
      to: t.cellular,
      toName: 'Customer',
      direction: 'SEND',
      mediaUrl: '-',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LANDLINE_CANNOT_TEXT });
    expect(await texts(t.leadId)).toHaveLength(before);
  });

  it('shows the reason in the start preview and refuses the start', async () => {
    const t = await landline(1);
    const preview = await call('/api/service-workflow/preview', {
      id: t.leadId,
      action: 'START_CONVERSATION',
    });
    expect(preview.json()).toMatchObject({ blockedReason: LANDLINE_CANNOT_TEXT });
    const refused = await call('/api/service-workflow/initiate', { id: t.leadId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LANDLINE_CANNOT_TEXT });
  });
});

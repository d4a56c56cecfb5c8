import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29, point 4: a held text waits for the customer's state's hours in the customer's zone (from
// their number's area code), never the store's. Every control that texts a customer plans through
// planOutboundText; the preview says when it goes and the outbox holds it until exactly then.
type Fresh = { id: number; customerId: number; officeZone: string };

describe('quiet hours by the customer’s state and zone (issue 29)', () => {
  let server: TestServer;
  // The tests run from the latest instant to the earliest, so the staff session never expires.
  let now = new Date('2026-11-23T01:30:00Z');
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({
      carrier: carrier.factory,
      clock: { now: () => now },
      outboxTiming: { pollMs: 50 },
    });
  });
  afterAll(() => server.close());

  /** A never-started lead whose customer may be texted, given the number it is to be texted on. */
  async function freshWithNumber(offset: number, cellular: string): Promise<Fresh> {
    const rows = await server.db.query<Fresh>(
      `SELECT f.id, c.id AS "customerId", s.office_time_zone AS "officeZone"
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
         JOIN store s ON s.id = f.store_id
        WHERE NOT f.conversation_initiated AND NOT f.archived AND NOT c.block_sms
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
          AND NOT EXISTS (SELECT 1 FROM future_service_interaction x WHERE x.customer_id = c.id AND x.id <> f.id
                           AND x.conversation_initiated AND NOT x.conversation_closed AND NOT x.archived)
        ORDER BY f.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    const lead = rows[0];
    if (!lead) throw new Error('no never-started lead in the demo data');
    await server.db.query('UPDATE customer SET cellular = $2 WHERE id = $1', [lead.customerId, cellular]);
    return lead;
  }
  const post = async (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: await server.signIn('SUPER_USER'), payload });
  const scheduledFor = async (leadId: number): Promise<string | null> => {
    const preview = await post('/api/service-workflow/preview', { id: leadId, action: 'START_CONVERSATION' });
    expect(preview.statusCode).toBe(200);
    return preview.json().scheduledFor;
  };
  const heldUntil = async (leadId: number): Promise<string | undefined> => {
    const [row] = await server.db.query<{ not_before: Date }>(
      `SELECT o.not_before FROM outbox o JOIN message_instance m ON m.id = o.message_id WHERE m.fsi_id = $1`,
      [leadId],
    );
    return row?.not_before.toISOString();
  };

  it('holds a Florida customer’s text at 20:30 their time until 8:00 the next morning', async () => {
    now = new Date('2026-11-23T01:30:00Z'); // Sunday 20:30 in Miami (EST)
    const lead = await freshWithNumber(2, '+13055550143');
    expect(await scheduledFor(lead.id)).toBe('2026-11-23T13:00:00.000Z'); // Monday 8:00 in Miami
    expect((await post('/api/service-workflow/initiate', { id: lead.id })).statusCode).toBe(200);
    expect(await heldUntil(lead.id)).toBe('2026-11-23T13:00:00.000Z');
    expect(carrier.sent.some((sms) => sms.to === '+13055550143')).toBe(false);

    // The same instant is 20:30 in New York too, where the law allows until 21:00: it goes now.
    const newYorker = await freshWithNumber(3, '+12125550188');
    expect(await scheduledFor(newYorker.id)).toBeNull();
  });

  it('holds a Texas customer’s text on Sunday at 11:00 their time until 12:00, and sends one at 12:00', async () => {
    now = new Date('2026-11-22T17:00:00Z'); // Sunday 11:00 in Houston (CST)
    const lead = await freshWithNumber(0, '+17135550129');
    expect(await scheduledFor(lead.id)).toBe('2026-11-22T18:00:00.000Z'); // 12:00 in Houston
    expect((await post('/api/service-workflow/initiate', { id: lead.id })).statusCode).toBe(200);
    expect(await heldUntil(lead.id)).toBe('2026-11-22T18:00:00.000Z');

    now = new Date('2026-11-22T18:00:00Z'); // Sunday 12:00 in Houston: it goes now
    const noon = await freshWithNumber(1, '+12145550177');
    expect(await scheduledFor(noon.id)).toBeNull();
  });

  it('uses the customer’s zone when it is not the store’s', async () => {
    // 8:30 on the east coast, 5:30 in Los Angeles: a Los Angeles customer waits for 8:00 there.
    now = new Date('2026-11-22T13:30:00Z');
    const lead = await freshWithNumber(4, '+12135550161');
    expect(lead.officeZone).not.toBe('America/Los_Angeles');
    expect(await scheduledFor(lead.id)).toBe('2026-11-22T16:00:00.000Z'); // 8:00 in Los Angeles
  });
});

import { FORCED_CONVERSATION_WARNINGS, OPTED_OUT_MESSAGE, SUCCESSFULLY_INITIATED } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Fresh = { id: number; customerId: number; firstName: string; lastName: string };

// Midday in every US zone, and 4 am in New York (quiet hours).
const MIDDAY = new Date('2026-11-24T18:00:00Z');
const NIGHT = new Date('2026-11-24T09:00:00Z');

describe('the bulk start confirmation (issue 15)', () => {
  let server: TestServer;
  let now = MIDDAY;
  beforeAll(async () => {
    server = await startTestServer({
      carrier: countingCarrier().factory,
      clock: { now: () => now },
      outboxTiming: { pollMs: 50 },
    });
  });
  afterAll(() => server.close());

  /** Never-started leads whose customers may be texted, each customer in no other conversation. */
  async function freshLeads(count: number): Promise<Fresh[]> {
    const rows = await server.db.query<Fresh>(
      `SELECT DISTINCT ON (c.id) f.id, c.id AS "customerId", c.first_name AS "firstName", c.last_name AS "lastName"
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE NOT f.conversation_initiated AND NOT f.archived AND NOT c.block_sms
          AND c.cellular ~ '^\\+1[0-9]{10}$'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
          AND NOT EXISTS (SELECT 1 FROM future_service_interaction o WHERE o.customer_id = c.id
                           AND o.conversation_initiated AND NOT o.archived)
        ORDER BY c.id, f.id LIMIT $1`,
      [count],
    );
    if (rows.length < count) throw new Error(`only ${rows.length} never-started leads in the demo data`);
    return rows;
  }
  const post = async (url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: await server.signIn('SUPER_USER'), payload });
  const preview = (ids: readonly number[]) =>
    post('/api/service-workflow/bulk/preview', { futureServiceInteractionIds: ids });

  it('counts the texts, shows a sample and names who is left out and why, as the start then does', async () => {
    now = MIDDAY;
    const [first, second, optedOut, started] = await freshLeads(4);
    if (!first || !second || !optedOut || !started) throw new Error('four leads expected');
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [optedOut.customerId]);
    await server.db.query(
      'UPDATE future_service_interaction SET conversation_initiated = true WHERE id = $1',
      [started.id],
    );
    const ids = [first.id, optedOut.id, second.id, started.id];

    const outboxSize = async () => (await server.db.query('SELECT id FROM outbox')).length;
    const queuedBefore = await outboxSize();
    const shown = await preview(ids);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(body).toMatchObject({ willText: 2, scheduledFor: null });
    expect(body.sampleText).toContain(`Hi ${first.firstName}`);
    expect(body.sampleText).not.toContain('${');
    const reasons = Object.fromEntries(
      body.excluded.map((one: { futureServiceInteractionId: number; reason: string }) => [
        one.futureServiceInteractionId,
        one.reason,
      ]),
    );
    expect(reasons[optedOut.id]).toBe(OPTED_OUT_MESSAGE);
    expect(reasons[started.id]).toContain(FORCED_CONVERSATION_WARNINGS[1]);
    expect(Object.keys(reasons)).toHaveLength(2);
    expect(body.excluded).toContainEqual({
      futureServiceInteractionId: optedOut.id,
      customerName: `${optedOut.firstName} ${optedOut.lastName}`,
      reason: OPTED_OUT_MESSAGE,
    });
    expect(await outboxSize()).toBe(queuedBefore);

    const done = await post('/api/service-workflow/bulk/initiate', { futureServiceInteractionIds: ids });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(
      `${SUCCESSFULLY_INITIATED} 2 started; 2 left out (already in conversation or cannot be texted).`,
    );
    const after = (await preview([first.id, second.id])).json();
    expect(after.willText).toBe(0);
    expect(after.excluded).toHaveLength(2);
  });

  it('says when the texts go during quiet hours', async () => {
    now = NIGHT;
    const [lead] = await freshLeads(1);
    const body = (await preview([lead!.id])).json();
    expect(body.willText).toBe(1);
    expect(Date.parse(body.scheduledFor)).toBeGreaterThan(NIGHT.getTime());
  });

  it('refuses an empty list with a 400 and a lead the user may not see with a 404', async () => {
    now = MIDDAY;
    expect((await preview([])).statusCode).toBe(400);
    const [lead] = await freshLeads(1);
    expect((await preview([lead!.id, 987_654])).statusCode).toBe(404);
  });
});

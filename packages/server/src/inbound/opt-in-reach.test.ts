import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingCarrier } from '../testing/counting-carrier.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 29, point 3: consent is the number's across the enterprise. An opt-out at one store blocks
// every store (leads/opt-out-reach.routes.test.ts); so a START at any store must lift it everywhere,
// and the assistant must not write a reply to a number opted out at another store.
const INBOUND = '/webhooks/twilio/sms';
/** 212-557 is nobody's yet. */
const PHONE = '+12125570001';

describe('consent follows the number across the stores of an enterprise', () => {
  let server: TestServer;
  const carrier = countingCarrier();
  beforeAll(async () => {
    server = await startTestServer({ carrier: carrier.factory, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  const storeNumbers = async () =>
    server.db.query<{ id: number; phone: string }>(
      `SELECT s.id, s.phone_number AS phone FROM store s
        WHERE s.enterprise_id = (SELECT enterprise_id FROM store WHERE id = 1) AND s.phone_number IS NOT NULL
        ORDER BY s.id LIMIT 2`,
    );
  const text = async (to: string, body: string) =>
    expect((await postTwilio(server.app, INBOUND, textFrom(PHONE, to, body))).statusCode).toBe(200);
  const customers = () =>
    server.db.query<{ store_id: number; blocked: boolean; marks: number }>(
      `SELECT c.store_id, c.block_sms AS blocked,
              (SELECT count(*)::int FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT'
                 AND (m.customer_id = c.id OR m.fsi_id IN (SELECT id FROM future_service_interaction WHERE customer_id = c.id))) AS marks
         FROM customer c WHERE c.cellular = $1 ORDER BY c.store_id`,
      [PHONE],
    );

  const textsWrittenAt = async (storeId: number) =>
    (
      await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM message_instance m JOIN future_service_interaction f ON f.id = m.fsi_id
           JOIN customer c ON c.id = f.customer_id
          WHERE c.cellular = $1 AND f.store_id = $2 AND m.direction = 'SEND' AND m.message_type = 'SMS'`,
        [PHONE, storeId],
      )
    )[0]!.n;

  it('lifts an opt-out made at one store when the customer texts START to another', async () => {
    const [first, second] = await storeNumbers();
    await text(first!.phone, 'STOP');
    await text(second!.phone, 'Is my car ready?');
    // The second store's new customer is blocked by the number's opt-out at the first: the assistant
    // writes no answer to the question (a text it wrote would only fail at the outbox).
    expect((await customers()).map((c) => c.store_id)).toEqual([first!.id, second!.id]);
    await server.db.query(
      `UPDATE future_service_interaction SET ai_enabled = true
        WHERE customer_id IN (SELECT id FROM customer WHERE cellular = $1) AND store_id = $2`,
      [PHONE, second!.id],
    );
    await text(second!.phone, 'Yes please book me for Tuesday at 10');
    expect(await textsWrittenAt(second!.id)).toBe(0);

    await text(second!.phone, 'START');
    expect(await customers()).toEqual([
      { store_id: first!.id, blocked: false, marks: 0 },
      { store_id: second!.id, blocked: false, marks: 0 },
    ]);
  });
});

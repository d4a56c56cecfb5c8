import { OPTED_OUT_MESSAGE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issues 29 points 3 and 5: a customer who opted out at another store of the enterprise and fills in a
// store's lead form gets their lead, but no assistant text, and the lead says why nobody texted back.

const TOYOTA_FORM = '+15550100101';

describe('a lead form from a number opted out at another store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates the lead, texts nothing and notes why', async () => {
    const [ford] = await server.db.query<{ id: number; cellular: string }>(
      `SELECT c.id, c.cellular FROM customer c WHERE c.store_id = 2 AND c.cellular NOT LIKE '%0000'
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        ORDER BY c.id LIMIT 1`,
    );
    await server.db.query('UPDATE customer SET block_sms = true WHERE id = $1', [ford!.id]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/lead-submission',
      remoteAddress: '10.1.0.1',
      payload: {
        firstName: 'Nora',
        lastName: 'Quinlan',
        customerPhoneNumber: ford!.cellular,
        storePhoneNumber: TOYOTA_FORM,
        message: 'I would like to schedule an appointment. My name is Nora Quinlan',
      },
    });
    expect(response.statusCode).toBe(200);
    const messages = await server.db.query<{ direction: string; message_type: string; content: string }>(
      `SELECT m.direction, m.message_type, m.content FROM message_instance m
         JOIN future_service_interaction f ON f.id = m.fsi_id JOIN customer c ON c.id = f.customer_id
        WHERE c.cellular = $1 AND c.store_id = 1 ORDER BY m.id`,
      [ford!.cellular],
    );
    expect(messages.filter((m) => m.direction === 'SEND' && m.message_type === 'SMS')).toEqual([]);
    expect(messages).toContainEqual({
      direction: 'SEND',
      message_type: 'INTERNAL',
      content: `The assistant’s first text not sent: ${OPTED_OUT_MESSAGE}`,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierFactory } from '../carriers/carrier.port.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const TEXTS = 30;

/**
 * A carrier whose 'delivered' callback arrives the moment it answers the send, as a fast provider's
 * webhook can: the report's transaction runs alongside the one recording the receipt. On PostgreSQL
 * the report used to be kept as early while the receipt took no early reports, so the text stayed
 * 'sent' for good (the realtime test saw its third event go missing).
 */
const racingCarrier =
  (ids: string[]): CarrierFactory =>
  (onDeliveryReport) => ({
    name: 'racing',
    send: async (sms) => {
      const providerMessageId = `RACE-${sms.idempotencyKey}`;
      ids.push(providerMessageId);
      queueMicrotask(() => {
        void Promise.resolve(onDeliveryReport({ providerMessageId, status: 'delivered', error: null })).catch(
          () => undefined,
        );
      });
      return { status: 'sent', providerMessageId, error: null };
    },
    lookup: async () => 'never',
    close: () => undefined,
  });

describe('a delivery report that races the receipt', () => {
  let server: TestServer;
  const ids: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ carrier: racingCarrier(ids) });
  });
  afterAll(() => server.close());

  it(`marks every one of ${TEXTS} texts delivered, whichever transaction commits first`, async () => {
    const [target] = await server.db.query<{
      leadId: number;
      customerId: number;
      cellular: string;
      phone: string;
    }>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
         FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
        WHERE NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id LIMIT 1`,
    );
    const headers = await server.signIn('SUPER_USER');
    const messageIds: number[] = [];
    for (let n = 1; n <= TEXTS; n += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/svc-message-instance/svc-send-message',
        headers,
        payload: {
          id: target!.customerId,
          jaguarFutureServiceInteractionId: target!.leadId,
          content: `Race ${n}`,
          from: target!.phone,
          to: target!.cellular,
          direction: 'SEND',
          messageType: 'SMS',
          notificationType: 'MESSAGE_TO_CUSTOMER',
        },
      });
      expect(response.statusCode).toBe(200);
      messageIds.push((response.json() as { id: number }).id);
    }
    const statuses = () =>
      server.db.query<{ message_status: string }>(
        'SELECT message_status FROM message_instance WHERE id = ANY($1::int[])',
        [messageIds],
      );
    await expect
      .poll(async () => (await statuses()).filter((row) => row.message_status === 'delivered').length, {
        timeout: 20_000,
      })
      .toBe(TEXTS);
    expect(ids).toHaveLength(TEXTS);
    const kept = await server.db.query('SELECT 1 FROM early_delivery_report');
    expect(kept).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierFactory } from '../carriers/carrier.port.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { staffText, textableLead } from '../testing/textable-lead.js';

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
    const target = await textableLead(server);
    const messageIds: number[] = [];
    for (let n = 1; n <= TEXTS; n += 1) messageIds.push(await staffText(server, target, `Race ${n}`));
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

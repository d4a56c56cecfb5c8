import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { DeliveryReportService } from './delivery-report.service.js';

describe('delivery reports on a stored message', () => {
  let database: TestDatabase;
  let reports: DeliveryReportService;
  let next = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    reports = new DeliveryReportService(database.db);
  });
  afterAll(() => database.close());

  /** A sent SMS of the demo data (or one in `status`), given a provider id of its own. */
  async function sentMessage(status: string | null = 'sent'): Promise<string> {
    const providerMessageId = `SMorder${++next}`;
    await database.db.query(
      `UPDATE message_instance SET provider_message_id = $1, message_status = $2, errors = NULL
        WHERE id = (SELECT id FROM message_instance WHERE direction = 'SEND' AND message_type = 'SMS'
                      AND provider_message_id IS NULL ORDER BY id LIMIT 1)`,
      [providerMessageId, status],
    );
    return providerMessageId;
  }
  /** The MESSAGE_STATUS_CHANGED payloads of the message with this provider id, oldest first. */
  const events = async (providerMessageId: string) =>
    (
      await database.db.query<{ payload: unknown }>(
        `SELECT e.payload FROM realtime_event e JOIN message_instance m ON m.id = (e.payload->>'messageId')::int
          WHERE e.type = 'MESSAGE_STATUS_CHANGED' AND m.provider_message_id = $1 ORDER BY e.id`,
        [providerMessageId],
      )
    ).map((row) => row.payload);
  const state = async (providerMessageId: string) =>
    (
      await database.db.query<{ message_status: string; errors: string | null }>(
        'SELECT message_status, errors FROM message_instance WHERE provider_message_id = $1',
        [providerMessageId],
      )
    )[0];

  it('clears the error when a failed message is delivered after all, and never fails it again', async () => {
    const id = await sentMessage();
    await reports.apply({
      providerMessageId: id,
      status: 'failed',
      error: 'Unreachable destination handset',
    });
    expect(await state(id)).toEqual({ message_status: 'failed', errors: 'Unreachable destination handset' });
    await reports.apply({ providerMessageId: id, status: 'delivered', error: null });
    expect(await state(id)).toEqual({ message_status: 'delivered', errors: null });
    await reports.apply({ providerMessageId: id, status: 'failed', error: 'Late failure' });
    expect(await state(id)).toEqual({ message_status: 'delivered', errors: null });
  });

  it('keeps a failure and its error when an earlier step arrives late', async () => {
    const id = await sentMessage();
    await reports.apply({ providerMessageId: id, status: 'undelivered', error: 'Unknown error' });
    await reports.apply({ providerMessageId: id, status: 'sending', error: null });
    await reports.apply({ providerMessageId: id, status: 'failed', error: null });
    expect(await state(id)).toEqual({ message_status: 'undelivered', errors: 'Unknown error' });
  });

  it('delivers a sent text with one event, and a replayed report adds none', async () => {
    const id = await sentMessage();
    await reports.apply({ providerMessageId: id, status: 'delivered', error: null });
    await reports.apply({ providerMessageId: id, status: 'delivered', error: null });
    await reports.apply({ providerMessageId: id, status: 'sent', error: null });
    expect(await state(id)).toEqual({ message_status: 'delivered', errors: null });
    expect(await events(id)).toEqual([expect.objectContaining({ messageStatus: 'delivered', errors: null })]);
  });

  it('moves a text the carrier has not yet called sent, step by step, an event each', async () => {
    const id = await sentMessage('queued');
    await reports.apply({ providerMessageId: id, status: 'sending', error: null });
    await reports.apply({ providerMessageId: id, status: 'sent', error: null });
    await reports.apply({ providerMessageId: id, status: 'read', error: null });
    expect(await state(id)).toEqual({ message_status: 'read', errors: null });
    expect((await events(id)).map((payload) => (payload as { messageStatus: string }).messageStatus)).toEqual(
      ['sending', 'sent', 'read'],
    );
  });

  it('takes a text with no status yet as not started', async () => {
    const id = await sentMessage(null);
    await reports.apply({ providerMessageId: id, status: 'failed', error: 'Carrier violation' });
    expect(await state(id)).toEqual({ message_status: 'failed', errors: 'Carrier violation' });
  });

  it('keeps a report for a provider id no message has yet, and changes no message', async () => {
    await reports.apply({ providerMessageId: 'SMnotyet', status: 'delivered', error: null });
    expect(
      await database.db.query(
        'SELECT status, error FROM early_delivery_report WHERE provider_message_id = $1',
        ['SMnotyet'],
      ),
    ).toEqual([{ status: 'delivered', error: null }]);
    expect(await events('SMnotyet')).toEqual([]);
  });

  it('ends reports of one text that arrive together in the furthest state, its last event saying so', async () => {
    for (let n = 0; n < 5; n += 1) {
      const id = await sentMessage();
      await Promise.all([
        reports.apply({ providerMessageId: id, status: 'failed', error: 'Unknown error' }),
        reports.apply({ providerMessageId: id, status: 'read', error: null }),
        reports.apply({ providerMessageId: id, status: 'delivered', error: null }),
        reports.apply({ providerMessageId: id, status: 'sending', error: null }),
      ]);
      expect(await state(id)).toEqual({ message_status: 'read', errors: null });
      expect((await events(id)).at(-1)).toEqual(
        expect.objectContaining({ messageStatus: 'read', errors: null }),
      );
    }
  });
});

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

  /** A sent SMS of the demo data, given a provider id of its own. */
  async function sentMessage(): Promise<string> {
    const providerMessageId = `SMorder${++next}`;
    await database.db.query(
      `UPDATE message_instance SET provider_message_id = $1, message_status = 'sent', errors = NULL
        WHERE id = (SELECT id FROM message_instance WHERE direction = 'SEND' AND message_type = 'SMS'
                      AND provider_message_id IS NULL ORDER BY id LIMIT 1)`,
      [providerMessageId],
    );
    return providerMessageId;
  }
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
});

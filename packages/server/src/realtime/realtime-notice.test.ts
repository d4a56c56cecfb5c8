import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { REALTIME_CHANNEL, RealtimeEventRepository } from './realtime-event.repository.js';

// The notice of migration 053: the event itself, as the table holds it, when it fits in fewer than
// 7900 bytes (PostgreSQL refuses 8000); its id alone from 7900 on.
describe('the realtime notice', () => {
  let test: TestDatabase;
  let leadId: number;
  const notices: string[] = [];
  let unlisten: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    test = await openTestDatabase();
    const [lead] = await test.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction ORDER BY id LIMIT 1',
    );
    leadId = lead!.id;
    unlisten = await test.db.listen(REALTIME_CHANNEL, (notice) => notices.push(notice));
  });
  afterAll(async () => {
    await unlisten?.();
    await test.close();
  });

  /** Appends an event whose error text holds `padding` characters; resolves to its notice and its row. */
  async function append(padding: number) {
    const before = notices.length;
    await test.db.transaction((tx) =>
      new RealtimeEventRepository(tx).append('MESSAGE_STATUS_CHANGED', leadId, {
        messageId: 1,
        messageStatus: 'failed',
        errors: 'x'.repeat(padding),
      }),
    );
    for (let wait = 0; notices.length === before && wait < 100; wait++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const notice = notices.at(-1)!;
    const [row] = await new RealtimeEventRepository(test.db).after(
      String(BigInt(notice.startsWith('{') ? (JSON.parse(notice) as { id: string }).id : notice) - 1n),
      1,
    );
    return { notice, row: row! };
  }

  it('carries the event exactly as the table holds it', async () => {
    const { notice, row } = await append(10);
    expect(JSON.parse(notice)).toEqual(row);
    expect(row.payload).toMatchObject({ messageStatus: 'failed', errors: 'xxxxxxxxxx' });
  });

  it('carries the event up to 7899 bytes and only its id at 7900', async () => {
    // The notice grows one byte with each character of padding (while the id keeps its digits).
    const small = await append(100);
    const size = (padding: number) => Buffer.byteLength(small.notice) + padding - 100;
    const largest = await append(7899 - size(0));
    expect(Buffer.byteLength(largest.notice)).toBe(7899);
    expect(JSON.parse(largest.notice)).toEqual(largest.row);

    const tooLarge = await append(7900 - size(0));
    expect(tooLarge.notice).toBe(tooLarge.row.id);
  });
});

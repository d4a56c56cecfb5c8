import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { OutboxRepository } from './outbox.repository.js';

// A message moves its lead up the list (last_activity_at) only when that changes it (migration 054),
// and a send writes its lead once: each write of a lead adds an entry to every one of its indexes.
describe("a message and its lead's last activity", () => {
  let test: TestDatabase;
  let leadId: number;
  beforeAll(async () => {
    test = await openTestDatabase();
    const [lead] = await test.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction ORDER BY id LIMIT 1',
    );
    leadId = lead!.id;
  });
  afterAll(() => test.close());

  /** In one transaction: the lead's last activity set to `lastActivity`, then `write`; the lead rows it updated. */
  async function leadWrites(lastActivity: string, write: (tx: Queryable) => Promise<unknown>) {
    return test.db.transaction(async (tx) => {
      await tx.query('UPDATE future_service_interaction SET last_activity_at = $2 WHERE id = $1', [
        leadId,
        lastActivity,
      ]);
      const updated = async () =>
        (
          await tx.query<{ n: number }>(
            "SELECT pg_stat_get_xact_tuples_updated('future_service_interaction'::regclass)::int AS n",
          )
        )[0]!.n;
      const before = await updated();
      await write(tx);
      const [lead] = await tx.query<{ at: Date }>(
        'SELECT last_activity_at AS at FROM future_service_interaction WHERE id = $1',
        [leadId],
      );
      return { writes: (await updated()) - before, lastActivity: lead!.at.toISOString() };
    });
  }

  const insertMessage = (createdOn: string) => (tx: Queryable) =>
    tx.query(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type, message_status)
       VALUES ($1, 'Imported', $2, 'RECEIVED', 'SMS', 'MESSAGE_TO_CUSTOMER', 'received')`,
      [leadId, createdOn],
    );

  it('moves the lead to a newer message, and writes nothing for an older one or one at the same instant', async () => {
    expect(await leadWrites('2026-06-01T12:00:00.000Z', insertMessage('2026-06-01T12:00:00.001Z'))).toEqual({
      writes: 1,
      lastActivity: '2026-06-01T12:00:00.001Z',
    });
    expect(await leadWrites('2026-06-01T12:00:00.000Z', insertMessage('2026-06-01T12:00:00.000Z'))).toEqual({
      writes: 0,
      lastActivity: '2026-06-01T12:00:00.000Z',
    });
    expect(await leadWrites('2026-06-01T12:00:00.000Z', insertMessage('2026-05-01T08:00:00.000Z'))).toEqual({
      writes: 0,
      lastActivity: '2026-06-01T12:00:00.000Z',
    });
  });

  it('writes the lead of a sent text once, moved up to the text', async () => {
    const sentAt = new Date('2026-06-02T09:30:00.000Z');
    // A text as the assistant composes it; the lead writes do not depend on who wrote it.
    const send = async (tx: Queryable) => {
      const message = automatedText(await loadReplyContext(tx, leadId, null), 'Your car is ready', sentAt);
      return new OutboxRepository(tx).enqueueWithMessage(message, {
        channel: 'SMS',
        kind: 'staff',
        from: message.from_address,
        to: message.to_address ?? '',
        subject: null,
        body: message.content,
        mediaUrls: [],
        notBefore: sentAt,
        createdAt: sentAt,
      });
    };
    expect(await leadWrites('2026-06-01T12:00:00.000Z', send)).toEqual({
      writes: 1,
      lastActivity: '2026-06-02T09:30:00.000Z',
    });
  });
});

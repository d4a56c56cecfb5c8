import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { OutboxRecorder } from './outbox-recorder.js';

// PostgreSQL only (*.pg.test.ts): a receipt and a customer's reply to the same lead on two connection
// pools. The reply's transaction holds the lead (as followLeadStage does) while the receipt comes in:
// the receipt waits for the lead in its first statement and reads the conversation after that, so the
// reply counts. Read in the same statement as the lock, the conversation would miss it (its snapshot
// predates the wait) and the lead would stay RESPONDED.
let database: TestDatabase;
let pools: Database[];

beforeAll(async () => {
  database = await openTestDatabase();
  pools = [database.db, await database.connectAgain()];
}, 180_000);
afterAll(() => database?.close());

const message = async (db: Queryable, leadId: number, direction: 'SEND' | 'RECEIVED', at: string) =>
  (
    await db.query<{ id: number }>(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type, message_status)
       VALUES ($1, $2, $3, $4, 'SMS', 'MESSAGE_TO_CUSTOMER', $5) RETURNING id`,
      [
        leadId,
        `${direction} at ${at}`,
        new Date(at),
        direction,
        direction === 'SEND' ? 'queued' : 'received',
      ],
    )
  )[0]!.id;

describe('a receipt racing a reply on PostgreSQL (two pools)', () => {
  it('waits for the lead, then sees the reply: the conversation is ENGAGED', async () => {
    const [db, other] = pools as [Database, Database];
    const [lead] = await db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f
        WHERE f.store_id = 1 AND NOT EXISTS (SELECT 1 FROM message_instance m WHERE m.fsi_id = f.id)
        ORDER BY f.id LIMIT 1`,
    );
    const leadId = lead!.id;
    await db.query(
      "UPDATE future_service_interaction SET stage = 'RESPONDED', outcome_reason = NULL WHERE id = $1",
      [leadId],
    );
    await message(db, leadId, 'RECEIVED', '2030-03-04T15:00:00Z');
    const answerId = await message(db, leadId, 'SEND', '2030-03-04T15:05:00Z');
    const [outbox] = await db.query<{ id: string }>(
      `INSERT INTO outbox (message_id, channel, kind, from_address, to_address, body, not_before, next_attempt_at,
                           created_at, status, attempts, claimed_at, claimed_by)
       VALUES ($1, 'SMS', 'staff', '+15550000001', '+15550000002', 'answer', now(), now(), now(), 'sending', 1, now(), 'w')
       RETURNING id::text AS id`,
      [answerId],
    );

    let commitReply = () => undefined as void;
    const replyHeld = new Promise<void>((held) => {
      void other.transaction(async (tx) => {
        await tx.query('SELECT stage FROM future_service_interaction WHERE id = $1 FOR NO KEY UPDATE', [
          leadId,
        ]);
        await message(tx, leadId, 'RECEIVED', '2030-03-04T15:06:00Z');
        held();
        await new Promise<void>((commit) => (commitReply = commit));
      });
    });
    await replyHeld;
    const receipt = new OutboxRecorder(db).recordReceipt(
      outbox!.id,
      answerId,
      { status: 'sent', providerMessageId: 'RACE-1', error: null },
      new Date('2030-03-04T15:06:30Z'),
    );
    // The receipt is waiting for the lead the reply holds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [waiting] = await db.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1::bigint', [
      outbox!.id,
    ]);
    expect(waiting!.status).toBe('sending');
    commitReply();
    expect((await receipt)?.message_status).toBe('sent');
    const [after] = await db.query<{ stage: string }>(
      'SELECT stage FROM future_service_interaction WHERE id = $1',
      [leadId],
    );
    expect(after!.stage).toBe('ENGAGED');
  });
});

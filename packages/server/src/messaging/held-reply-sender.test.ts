import { OPTED_OUT_MESSAGE, type Clock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { HeldReplySender } from './held-reply-sender.js';

// Issue 14, second list 5: the end of a held log-mode reply's 40-second window, settled by the
// server with no browser open.
const DAYTIME = new Date('2026-11-24T18:00:00.000Z'); // 1 pm in New York, 10 am in Los Angeles
const NIGHT = new Date('2026-11-24T08:00:00.000Z'); // 3 am in New York, midnight in Los Angeles

describe('held log-mode replies when their window closes', () => {
  let database: TestDatabase;
  let wakes = 0;
  const senderAt = (at: Date) => {
    const clock: Clock = { now: () => at };
    return new HeldReplySender({
      db: database.db,
      outbox: { wake: () => void (wakes += 1) },
      clock,
      onError: (error) => {
        throw error;
      },
    });
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** A textable demo lead of its own (AI on, open, not opted out), with no note waiting. */
  let taken: number[] = [0];
  async function textableLead(): Promise<number> {
    const rows = await database.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.ai_enabled AND NOT f.conversation_closed AND NOT c.block_sms AND NOT f.id = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT'
                            AND (m.fsi_id = f.id OR m.customer_id = c.id))
        ORDER BY f.id LIMIT 1`,
      [taken],
    );
    const id = rows[0]!.id;
    taken = [...taken, id];
    return id;
  }

  /** The assistant's held reply on a lead, its window ending at `until`. */
  async function heldReply(
    leadId: number,
    until: Date,
    validLogMode: boolean | null = null,
  ): Promise<number> {
    const rows = await database.db.query<{ id: number }>(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type,
                                     message_sent_by, from_name, from_address, response_reqd, valid_log_mode,
                                     service_type, intervene_until)
       SELECT $1, $2, $3::timestamptz - interval '40 seconds', 'SEND', 'INTERNAL_NOTES', 'INTERNAL_NOTES',
              'Ava Torque', 'Ava Torque', s.phone_number, true, $4, f.planned_service_type, $3
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id WHERE f.id = $1
       RETURNING id`,
      [leadId, `Held reply for lead ${leadId}`, until, validLogMode],
    );
    return rows[0]!.id;
  }

  const note = async (id: number) =>
    (
      await database.db.query<{
        response_reqd: boolean;
        intervene_until: Date | null;
        held_reply_outcome: string | null;
      }>('SELECT response_reqd, intervene_until, held_reply_outcome FROM message_instance WHERE id = $1', [
        id,
      ])
    )[0]!;
  const replies = (leadId: number) =>
    database.db.query<{
      message_sent_by: string;
      sent_by_user_id: number | null;
      scheduled_for: Date | null;
      kind: string;
    }>(
      `SELECT m.message_sent_by, m.sent_by_user_id, m.scheduled_for, o.kind FROM message_instance m
         JOIN outbox o ON o.message_id = m.id
        WHERE m.fsi_id = $1 AND m.message_type = 'SMS' AND m.content = $2`,
      [leadId, `Held reply for lead ${leadId}`],
    );

  it('sends an untouched reply through the outbox as the assistant, and the note says it was sent', async () => {
    const lead = await textableLead();
    const id = await heldReply(lead, new Date(DAYTIME.getTime() - 1000));
    const before = wakes;
    expect(await senderAt(DAYTIME).settleDue()).toBeGreaterThanOrEqual(1);
    expect(await note(id)).toEqual({
      response_reqd: false,
      intervene_until: null,
      held_reply_outcome: 'SENT',
    });
    expect(await replies(lead)).toEqual([
      { message_sent_by: 'Ava Torque', sent_by_user_id: null, scheduled_for: null, kind: 'assistant' },
    ]);
    expect(wakes).toBe(before + 1);
    // Settled once: a second pass sends nothing more.
    await senderAt(DAYTIME).settleDue();
    expect(await replies(lead)).toHaveLength(1);
  });

  it('leaves a reply whose window is still open alone', async () => {
    const lead = await textableLead();
    const id = await heldReply(lead, new Date(DAYTIME.getTime() + 5000));
    await senderAt(DAYTIME).settleDue();
    expect((await note(id)).held_reply_outcome).toBeNull();
    expect((await note(id)).response_reqd).toBe(true);
    expect(await replies(lead)).toEqual([]);
  });

  it('holds for quiet hours: the text is queued with the time it goes', async () => {
    const lead = await textableLead();
    const id = await heldReply(lead, new Date(NIGHT.getTime() - 1000));
    await senderAt(NIGHT).settleDue();
    expect((await note(id)).held_reply_outcome).toBe('SENT');
    const [queued] = await replies(lead);
    expect(queued?.scheduled_for?.getTime()).toBeGreaterThan(NIGHT.getTime());
  });

  it('keeps it awaiting approval when log mode holds it, the AI is off or the customer opted out', async () => {
    const invalid = await textableLead();
    const heldInvalid = await heldReply(invalid, new Date(DAYTIME.getTime() - 1000), false);
    const aiOff = await textableLead();
    await database.db.query('UPDATE future_service_interaction SET ai_enabled = false WHERE id = $1', [
      aiOff,
    ]);
    const heldAiOff = await heldReply(aiOff, new Date(DAYTIME.getTime() - 1000));
    const optedOut = await textableLead();
    await database.db.query(
      'UPDATE customer SET block_sms = true WHERE id = (SELECT customer_id FROM future_service_interaction WHERE id = $1)',
      [optedOut],
    );
    const heldOptedOut = await heldReply(optedOut, new Date(DAYTIME.getTime() - 1000));

    await senderAt(DAYTIME).settleDue();
    for (const [lead, id] of [
      [invalid, heldInvalid],
      [aiOff, heldAiOff],
      [optedOut, heldOptedOut],
    ] as const) {
      expect(await note(id)).toEqual({
        response_reqd: true,
        intervene_until: null,
        held_reply_outcome: null,
      });
      expect(await replies(lead)).toEqual([]);
    }
    // Only the opted-out customer's reply will never go: the conversation says so (issue 29, point 5).
    const notSent = (lead: number) =>
      database.db.query<{ content: string }>(
        "SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL' AND content LIKE '%not sent:%'",
        [lead],
      );
    expect(await notSent(optedOut)).toEqual([
      { content: `The assistant’s reply not sent: ${OPTED_OUT_MESSAGE}` },
    ]);
    expect(await notSent(aiOff)).toEqual([]);
    expect(await notSent(invalid)).toEqual([]);
  });
});

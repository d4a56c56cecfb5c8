import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDirectory } from '../config/package-paths.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 30 point 4: migration 043 recomputes the stages existing leads were left at (INITIATED for
// everything until a booking) where their messages settle it, and leaves staff's own choices alone.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const run043 = async () =>
  server.db.exec(
    await readFile(join(migrationsDirectory(), '043_lead_stage_follows_conversation.sql'), 'utf8'),
  );
const stageOf = async (id: number) =>
  (
    await server.db.query<{ stage: string }>('SELECT stage FROM future_service_interaction WHERE id = $1', [
      id,
    ])
  )[0]?.stage;

const used: number[] = [];
/** A demo lead whose messages read `turns` (S: a text that went, F: one that failed, C: the customer), set to INITIATED. */
async function leadWith(turns: string, reason: string | null = null): Promise<number> {
  const [lead] = await server.db.query<{ id: number }>(
    `SELECT f.id FROM future_service_interaction f
      WHERE f.store_id = 2 AND NOT f.appointment_set AND f.id <> ALL($1::int[])
        AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
      ORDER BY f.id LIMIT 1`,
    [used],
  );
  used.push(lead!.id);
  const id = lead!.id;
  await server.db.query('DELETE FROM message_instance WHERE fsi_id = $1', [id]);
  let minute = 0;
  for (const turn of turns) {
    minute += 1;
    await server.db.query(
      `INSERT INTO message_instance (fsi_id, content, created_on, direction, message_type, notification_type, message_status)
       VALUES ($1, $2, timestamptz '2026-01-05T15:00:00Z' + $3 * interval '1 minute', $4, 'SMS', 'MESSAGE_TO_CUSTOMER', $5)`,
      [
        id,
        `migration-043 ${turn}`,
        minute,
        turn === 'C' ? 'RECEIVED' : 'SEND',
        turn === 'F' ? 'failed' : 'delivered',
      ],
    );
  }
  await server.db.query(
    "UPDATE future_service_interaction SET stage = 'INITIATED', outcome_reason = $2 WHERE id = $1",
    [id, reason],
  );
  return id;
}

describe('migration 043: existing stages follow the conversation', () => {
  it('settles INITIATED leads by their messages and keeps the ones staff gave a reason', async () => {
    const never = await leadWith('');
    const failed = await leadWith('F');
    const texted = await leadWith('S');
    const replied = await leadWith('SC');
    const talked = await leadWith('SCSC');
    const chosen = await leadWith('', 'NOT_INTERESTED');
    await run043();
    expect(await stageOf(never)).toBe('NOT_STARTED');
    expect(await stageOf(failed)).toBe('NOT_STARTED');
    expect(await stageOf(texted)).toBe('INITIATED');
    expect(await stageOf(replied)).toBe('RESPONDED');
    expect(await stageOf(talked)).toBe('ENGAGED');
    expect(await stageOf(chosen)).toBe('INITIATED');
  });
});

import { SERVICE_TYPES } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrator.js';
import { openEmptyTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { demoUserEmails } from './demo-organisation.js';
import { seedDemoData } from './demo-seed.js';

// Seeds an empty database itself (PGlite, or a new PostgreSQL database in the PostgreSQL pass).
describe('demo seed', () => {
  let database: TestDatabase;
  let db: Database;
  let first: { seeded: boolean };

  beforeAll(async () => {
    database = await openEmptyTestDatabase();
    db = database.db;
    await migrate(db);
    first = await seedDemoData(db);
  });
  afterAll(() => database?.close());

  const count = async (sql: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]?.n;

  it('runs once: a second run adds nothing', async () => {
    const before = await count('message_instance');
    expect(first.seeded).toBe(true);
    expect(await seedDemoData(db)).toEqual({ seeded: false });
    expect(await count('message_instance')).toBe(before);
    expect(await count('enterprise')).toBe(1);
  });

  it('has four stores, two BOCs and one user per role', async () => {
    expect(await count('store')).toBe(4);
    expect(await count('boc')).toBe(2);
    const emails = await db.query<{ email: string }>('SELECT email FROM app_user ORDER BY id');
    expect(emails.map((row) => row.email)).toEqual(demoUserEmails);
    const hashes = await db.query<{ n: number }>(
      'SELECT count(DISTINCT password_hash)::int AS n FROM app_user',
    );
    expect(hashes[0]?.n).toBe(1);
    // The demo's staff have signed in (they wrote its texts): none is a guest to be deleted.
    const guests = await db.query('SELECT email FROM app_user WHERE last_signed_in_at IS NULL');
    expect(guests).toEqual([]);
  });

  it('has at least 200 leads, each with a customer and vehicle', async () => {
    expect(await count('future_service_interaction')).toBeGreaterThanOrEqual(200);
    expect(await count('customer')).toBeGreaterThanOrEqual(240);
    const orphans = await db.query(
      'SELECT 1 FROM future_service_interaction f LEFT JOIN service_vehicle v ON v.id = f.vehicle_id WHERE v.id IS NULL',
    );
    expect(orphans).toHaveLength(0);
  });

  it('gives every started conversation 3 to 12 messages within the last 30 days', async () => {
    const sizes = await db.query<{ n: number; oldest: Date; newest: Date }>(
      `SELECT count(*)::int AS n, min(created_on) AS oldest, max(created_on) AS newest
         FROM message_instance GROUP BY fsi_id`,
    );
    expect(sizes.length).toBeGreaterThanOrEqual(200);
    const monthAgo = Date.now() - 30 * 24 * 3600 * 1000;
    for (const size of sizes) {
      expect(size.n).toBeGreaterThanOrEqual(3);
      expect(size.n).toBeLessThanOrEqual(12);
      expect(size.oldest.getTime()).toBeGreaterThan(monthAgo);
      expect(size.newest.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('shows every delivery status of the spec, with error texts on failures', async () => {
    const rows = await db.query<{ message_status: string }>(
      'SELECT DISTINCT message_status FROM message_instance WHERE message_status IS NOT NULL',
    );
    const statuses = rows.map((row) => row.message_status);
    const table = [
      'failed',
      'undelivered',
      'delivered',
      'RECEIVED',
      'receiving',
      'sent',
      'sending',
      'accepted',
      'queued',
      'RESTRICTED',
    ];
    expect(statuses).toEqual(expect.arrayContaining(table));
    expect(statuses.some((status) => !table.includes(status))).toBe(true);
    const failed = await db.query<{ errors: string | null }>(
      "SELECT errors FROM message_instance WHERE message_status = 'failed'",
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row) => (row.errors ?? '').length > 0)).toBe(true);
  });

  it('includes e-mails, internal notes, notifications, archived messages, unread leads and opt-outs', async () => {
    const kinds = await db.query<{ message_type: string; notification_type: string }>(
      'SELECT DISTINCT message_type, notification_type FROM message_instance',
    );
    const pairs = kinds.map((kind) => `${kind.message_type}/${kind.notification_type}`);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'SMS/MESSAGE_TO_CUSTOMER',
        'SMS/MESSAGE_FROM_CUSTOMER',
        'EMAIL/MESSAGE_TO_CUSTOMER',
        'INTERNAL_NOTES/INTERNAL_NOTES',
        'INTERNAL/INTERNAL_NOTIFICATION',
        'INTERNAL/INTERNAL_NOTIFICATION_GM',
        'INTERNAL/CALL',
        'INTERNAL/VOICEMAIL_LEFT',
        'INTERNAL/SCHEDULE_INTERNAL_TASK',
        'CALENDAR_INVITE/SCHEDULE_APPOINTMENT',
        'SMS/DEALROOM_MESSAGE_RESPONSE',
      ]),
    );
    // The showcase lead's call carries a playable recording.
    const calls = await db.query<{ media_urls: string[] }>(
      "SELECT media_urls FROM message_instance WHERE notification_type = 'CALL'",
    );
    expect(calls[0]?.media_urls[0]).toMatch(/^data:audio\/wav;base64,/);
    // Its cards carry what they show: the call's duration, the appointment's host, guest and start.
    const cards = await db.query<{ kind: string; call_duration: number | null; host: string | null }>(
      `SELECT notification_type AS kind, call_duration, host FROM message_instance
        WHERE notification_type IN ('CALL', 'SCHEDULE_APPOINTMENT') AND (call_duration IS NOT NULL OR
              (host IS NOT NULL AND guest IS NOT NULL AND start_time > created_on))
        ORDER BY notification_type`,
    );
    expect(cards.map((card) => card.kind)).toEqual(['CALL', 'SCHEDULE_APPOINTMENT']);
    expect(cards[0]?.call_duration).toBe(754);
    expect(await count("message_instance WHERE message_type = 'EMAIL' AND subject IS NULL")).toBe(0);
    expect(await count('message_instance WHERE archived')).toBeGreaterThan(0);
    expect(await count('future_service_interaction WHERE total_unread_count > 0')).toBeGreaterThan(0);
    expect(await count("mark WHERE intent_type = 'SMS_OPT_OUT' AND fsi_id IS NOT NULL")).toBeGreaterThan(0);
    expect(await count('customer WHERE block_sms')).toBeGreaterThan(0);
    // The template picker has Group templates on every service type and the super user's Personal ones.
    const [templates] = await db.query<{ types: number; personal: number }>(
      `SELECT count(DISTINCT service_type)::int AS types,
              count(*) FILTER (WHERE user_id = (SELECT id FROM app_user WHERE role = 'SUPER_USER'))::int AS personal
         FROM custom_template`,
    );
    expect(templates).toEqual({ types: SERVICE_TYPES.length, personal: SERVICE_TYPES.length });
    expect(await count('future_service_interaction WHERE NOT conversation_initiated')).toBeGreaterThan(0);
  });

  it('keeps each lead counter consistent with its messages', async () => {
    const mismatched = await db.query(
      `SELECT f.id FROM future_service_interaction f
        WHERE f.total_inbound_count <> (SELECT count(*) FROM message_instance m WHERE m.fsi_id = f.id AND m.direction = 'RECEIVED')`,
    );
    expect(mismatched).toHaveLength(0);
  });
});

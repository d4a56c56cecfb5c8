import { systemClock } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.js';
import { PlannerService } from '../planner.service.js';

// PostgreSQL only (*.pg.test.ts): two server processes, as behind a load balancer, on one database,
// both with the nightly job. A store's schedule runs every minute here; whichever process claims a slot
// runs it, and no owner is ever started twice. Runs in the PostgreSQL pass, after the build.
const WAIT_MS = 90_000;

describe('nightly planner runs on two server processes', () => {
  let database: TestDatabase;
  let instances: ServerProcess[] = [];
  let storeId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const planners = new PlannerService(db, systemClock);
    const stores = await db.query<{ id: number }>('SELECT id FROM store ORDER BY id');
    for (const store of stores) {
      const rows = await planners.runForStore({ storeId: store.id, run: '10K', asOf: new Date() });
      if (rows.filter((row) => !row.optedOut).length >= 3) {
        storeId = store.id;
        break;
      }
    }
    const [manager] = await db.query<{ id: number }>(
      `SELECT id FROM app_user WHERE email = 'super_user@torque.demo'`,
    );
    // Saved a minute and a half ago, every minute: a slot is due the moment the servers start.
    await db.query(
      `INSERT INTO planner_schedule (store_id, cron, planners, enabled, acting_user_id, updated_at)
       VALUES ($1, '* * * * *', '{10K}', true, $2, now() - interval '90 seconds')`,
      [storeId, manager!.id],
    );
    const env = {
      DATABASE_URL: database.url ?? '',
      TORQUE_DEMO: '1',
      EMAIL_RESPONSE_SECRET: 'nightly-two-processes-secret-0123456789abcdef',
    };
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
  });

  it('runs each slot once and starts each due owner once', async () => {
    const db = database.db;
    const finished = async () =>
      db.query<{ planned_for: Date; outcome: string; started: number; error: string | null }>(
        `SELECT planned_for, outcome, started, error FROM planner_run WHERE store_id = $1 AND finished_at IS NOT NULL`,
        [storeId],
      );
    const until = Date.now() + WAIT_MS;
    while ((await finished()).length === 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];

    const runs = await finished();
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((run) => run.outcome !== 'succeeded')).toEqual([]);
    const slots = await db.query<{ planned_for: Date; claims: number }>(
      'SELECT planned_for, count(*)::integer AS claims FROM planner_run WHERE store_id = $1 GROUP BY planned_for',
      [storeId],
    );
    expect(slots.every((slot) => slot.claims === 1)).toBe(true);
    const texts = await db.query<{ fsi_id: number; texts: number }>(
      `SELECT t.fsi_id, count(o.id)::integer AS texts
         FROM planner_transfer t
         JOIN message_instance m ON m.fsi_id = t.fsi_id
         JOIN outbox o ON o.message_id = m.id AND o.kind = 'campaign'
        WHERE t.store_id = $1 GROUP BY t.fsi_id`,
      [storeId],
    );
    const started = runs.reduce((sum, run) => sum + run.started, 0);
    expect(started).toBeGreaterThanOrEqual(3);
    expect(texts).toHaveLength(started);
    expect(texts.every((lead) => lead.texts === 1)).toBe(true);
  }, 120_000);
});

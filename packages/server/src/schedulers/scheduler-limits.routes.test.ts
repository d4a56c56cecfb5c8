import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedDms } from '../service-board/simulated-dms.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { SchedulerRunner } from './scheduler-runner.js';
import { otherEnterpriseStore } from './scheduler-test-support.js';

// The app's clock stands still: only the runner a test makes, with its clock ahead, runs anything.
const NOW = new Date('2026-11-24T14:03:00.000Z');
const MINUTE = 60_000;
let server: TestServer;
let admin: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => NOW } });
  admin = await server.signIn('SUPER_ADMIN');
});
afterAll(() => server.close());

const create = async (cron: string, storeId = 1, name = `Every ${cron}`) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/scheduler',
    headers: admin,
    payload: { name, cron, jobType: 'APPOINTMENT_REMINDERS', storeId },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};
const remove = (id: unknown) =>
  server.app.inject({ method: 'DELETE', url: `/api/scheduler/${String(id)}`, headers: admin });
const refusal = async (cron: string) => {
  const refused = await create(cron);
  expect(refused.status).toBe(400);
  return refused.body.message;
};

describe('scheduler limits (issue 28)', () => {
  it('refuses runs closer than 15 minutes, and takes them exactly 15 apart', async () => {
    expect(await refusal('* * * * *')).toBe(
      'Unable to create scheduler: Runs must be at least 15 minutes apart; this schedule has two runs 1 minute apart.',
    );
    expect(await refusal('0,14 9 * * *')).toMatch(/two runs 14 minutes apart\.$/);
    // Across midnight in the store's zone: 23:51, then 00:05.
    expect(await refusal('5,51 0,23 * * *')).toMatch(/two runs 14 minutes apart\.$/);
    for (const cron of ['*/15 * * * *', '0,15 9 * * *', '5,50 0,23 * * *']) {
      const created = await create(cron);
      expect(created.status, cron).toBe(200);
      await remove(created.body.schedulerId);
    }
  });

  it('refuses a schedule that never runs and says why', async () => {
    expect(await refusal('0 0 31 2 *')).toBe(
      'Unable to create scheduler: This schedule never runs: February never has a 31st day.',
    );
    expect(await refusal('0 0 30 FEB *')).toBe(
      'Unable to create scheduler: This schedule never runs: February never has a 30th day.',
    );
  });

  it('lets a store have 10 schedulers, refuses an 11th, and takes one again once one is deleted', async () => {
    const store = await otherEnterpriseStore(server.db);
    const ids: unknown[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const created = await create('0 7 * * *', store, `Reminders ${i}`);
      expect(created.status).toBe(200);
      ids.push(created.body.schedulerId);
    }
    const eleventh = await create('0 7 * * *', store, 'Reminders 11');
    expect([eleventh.status, eleventh.body.message]).toEqual([
      400,
      'Unable to create scheduler: This store already has 10 schedulers, the most a store may have. Delete one first.',
    ]);
    // Another store is counted on its own.
    const elsewhere = await create('0 7 * * *', 1, 'Reminders of store 1');
    expect(elsewhere.status).toBe(200);
    await remove(elsewhere.body.schedulerId);
    await remove(ids[0]);
    expect((await create('0 7 * * *', store, 'Reminders 11')).status).toBe(200);
  });

  it('keeps the latest 100 runs of a scheduler: recording a run deletes the oldest', async () => {
    const created = await create('*/15 * * * *', 2, 'Kept runs');
    const id = Number(created.body.schedulerId);
    // 100 earlier runs, every 15 minutes up to the app's now.
    await server.db.query(
      `INSERT INTO scheduler_run (scheduler_id, planned_for, started_at, finished_at, outcome, summary)
       SELECT $1, t, t, t, 'succeeded', 'earlier' FROM
         generate_series($2::timestamptz - interval '99 minutes' * 15, $2::timestamptz, interval '15 minutes') t`,
      [id, new Date('2026-11-24T14:00:00.000Z')],
    );
    const runner = new SchedulerRunner({
      db: server.db,
      outbox: { wake: () => undefined } as never,
      clock: { now: () => new Date(NOW.getTime() + 13 * MINUTE) },
      dms: new SimulatedDms(server.db),
      dmsSource: 'SIMULATED_DMS',
    });
    expect(await runner.tick()).toHaveLength(1);
    const runs = await server.db.query<{ planned_for: Date }>(
      'SELECT planned_for FROM scheduler_run WHERE scheduler_id = $1 ORDER BY planned_for',
      [id],
    );
    expect(runs).toHaveLength(100);
    expect(runs[0]!.planned_for.toISOString()).toBe('2026-11-23T13:30:00.000Z');
    expect(runs.at(-1)!.planned_for.toISOString()).toBe('2026-11-24T14:15:00.000Z');
    await remove(id);
  });
});

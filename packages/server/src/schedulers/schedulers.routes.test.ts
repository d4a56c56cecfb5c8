import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { SchedulerRunner } from './scheduler-runner.js';
import { SimulatedDms } from '../service-board/simulated-dms.js';
import { adminLogAbout, otherEnterpriseStore, reminderCount } from './scheduler-test-support.js';

// The app's clock stands still, so the runner the app starts never sees a slot come round: only the
// runners these tests make, with their clock ahead of it, run anything. The reminder job texts about
// tomorrow's appointments in store 1's day (New York): a runner a quarter of an hour ahead must not
// cross its midnight, or "tomorrow" is a day the seed has no appointments on. So the app's clock
// stands at least 20 minutes before that midnight.
const storeTime = DateTime.now().setZone('America/New_York');
const NOW = (
  storeTime.hour === 23 && storeTime.minute >= 40 ? storeTime.minus({ minutes: 40 }) : storeTime
).toJSDate();
/** A quarter of an hour and a second: a slot of a cron every 15 minutes has come round. */
const QUARTER_HOUR = 15 * 60_000 + 1_000;
let server: TestServer;
let admin: { authorization: string };
beforeAll(async () => {
  server = await startTestServer({ clock: { now: () => NOW } });
  admin = await server.signIn('SUPER_ADMIN');
});
afterAll(() => server.close());

const inject = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) => {
  const response = await server.app.inject({
    method,
    url,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

/** A runner whose clock is `offsetMs` ahead of the app's (its outbox is not woken: the texts stay queued). */
const runnerAt = (offsetMs: number) =>
  new SchedulerRunner({
    db: server.db,
    outbox: { wake: () => undefined } as never,
    clock: { now: () => new Date(NOW.getTime() + offsetMs) },
    dms: new SimulatedDms(server.db),
    dmsSource: 'SIMULATED_DMS',
  });

const runsOf = async (id: number) =>
  (await inject('GET', `/api/scheduler/${id}/runs?size=10`, admin)).body.data as Record<string, unknown>[];

describe('schedulers', () => {
  it('creates one, lists it with its next run in the store zone, and records it in the admin log', async () => {
    const created = await inject('POST', '/api/scheduler', admin, {
      name: 'Morning reminders',
      cron: '0 7 * * *',
      jobType: 'APPOINTMENT_REMINDERS',
      storeId: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Morning reminders',
      storeId: 1,
      enabled: true,
      enterpriseId: 1,
    });
    expect(created.body.timeZone).toBe('America/New_York');
    expect(new Date(String(created.body.nextRunAt)).getTime()).toBeGreaterThan(NOW.getTime());
    const list = await inject('GET', '/api/scheduler?page=0&size=50', admin);
    expect((list.body.data as { schedulerId: number }[]).map((s) => s.schedulerId)).toContain(
      created.body.schedulerId,
    );
    expect(await adminLogAbout(server.db, 'Scheduler Morning reminders')).toEqual([
      expect.objectContaining({
        action: 'manage schedulers',
        detail: expect.stringContaining('"0 7 * * *"'),
      }),
    ]);
    // Gone again, so the runners of the tests below (minutes ahead of the app) never meet its 7:00 slot.
    await inject('DELETE', `/api/scheduler/${String(created.body.schedulerId)}`, admin);
  });

  it('refuses a cron that does not read, a sixth field, an unknown job and a missing store with the reason', async () => {
    const base = { name: 'Bad', jobType: 'APPOINTMENT_REMINDERS', storeId: 1 };
    const bad = await inject('POST', '/api/scheduler', admin, { ...base, cron: '61 * * * *' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Unable to create scheduler: "61 * * * *" is not a schedule cron can read.',
    );
    const seconds = await inject('POST', '/api/scheduler', admin, { ...base, cron: '* * * * * *' });
    expect(seconds.body.message).toMatch(/^Unable to create scheduler: The schedule needs five fields/);
    const job = await inject('POST', '/api/scheduler', admin, {
      ...base,
      cron: '* * * * *',
      jobType: 'RM_RF',
    });
    expect(job.status).toBe(400);
    expect(job.body.message).toMatch(/^Unable to create scheduler: "RM_RF" is not a job/);
    const store = await inject('POST', '/api/scheduler', admin, {
      ...base,
      cron: '* * * * *',
      storeId: null,
    });
    expect(store.body.message).toBe('Unable to create scheduler: choose the store it runs for.');
  });

  it('lets only the roles of the permission table in, and an enterprise admin only into its enterprise', async () => {
    const rep = await inject('GET', '/api/scheduler', await server.signIn('SALES_REP'));
    expect(rep.status).toBe(403);
    const elsewhere = await otherEnterpriseStore(server.db);
    const enterpriseAdmin = await server.signIn('ENTERPRISE_ADMIN');
    const refused = await inject('POST', '/api/scheduler', enterpriseAdmin, {
      name: 'Not mine',
      cron: '0 7 * * *',
      jobType: 'DMS_REPAIR_ORDERS',
      storeId: elsewhere,
    });
    expect(refused.status).toBe(403);
    const theirs = await inject('POST', '/api/scheduler', admin, {
      name: 'Elsewhere feed',
      cron: '0 7 * * *',
      jobType: 'DMS_REPAIR_ORDERS',
      storeId: elsewhere,
    });
    const id = Number(theirs.body.schedulerId);
    expect((await inject('GET', `/api/scheduler/${id}/runs`, enterpriseAdmin)).status).toBe(403);
    expect((await inject('DELETE', `/api/scheduler/${id}`, enterpriseAdmin)).status).toBe(403);
    const listed = await inject('GET', '/api/scheduler?size=200', enterpriseAdmin);
    expect((listed.body.data as { schedulerId: number }[]).map((s) => s.schedulerId)).not.toContain(id);
    await inject('DELETE', `/api/scheduler/${id}`, admin);
  });

  it('runs on its schedule once per slot, records what it did, and never again once deleted', async () => {
    const created = await inject('POST', '/api/scheduler', admin, {
      name: 'Quarter-hour reminders',
      cron: '*/15 * * * *',
      jobType: 'APPOINTMENT_REMINDERS',
      storeId: 1,
    });
    const id = Number(created.body.schedulerId);
    const remindersBefore = await reminderCount(server.db);
    const later = runnerAt(QUARTER_HOUR);
    const made = await later.tick();
    expect(made).toHaveLength(1);
    // A second look at the same slot (another instance, another poll) claims nothing.
    expect(await runnerAt(QUARTER_HOUR).tick()).toEqual([]);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ schedulerId: id, outcome: 'succeeded' });
    const summary = String(run!.summary);
    const queued = Number(/(\d+) reminders? queued/.exec(summary)?.[1]);
    expect(queued).toBeGreaterThan(0);
    expect(await reminderCount(server.db)).toBe(remindersBefore + queued);
    expect((await inject('DELETE', `/api/scheduler/${id}`, admin)).body).toEqual({
      message: 'Successfully Deleted',
    });
    expect(await runnerAt(3 * QUARTER_HOUR).tick()).toEqual([]);
    expect((await inject('GET', `/api/scheduler/${id}/runs`, admin)).status).toBe(404);
    expect((await adminLogAbout(server.db, 'Scheduler Quarter-hour reminders'))[0]?.detail).toMatch(
      /^Deleted/,
    );
  });

  it('reads the DMS repair orders of its store and says how many changes it applied', async () => {
    const created = await inject('POST', '/api/scheduler', admin, {
      name: 'DMS feed',
      cron: '*/15 * * * *',
      jobType: 'DMS_REPAIR_ORDERS',
      storeId: 2,
    });
    const id = Number(created.body.schedulerId);
    await runnerAt(QUARTER_HOUR).tick();
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({ outcome: 'succeeded' });
    expect(String(run!.summary)).toMatch(
      /repair-order changes? from the DMS: \d+ applied, \d+ customers? texted\./,
    );
  });
});

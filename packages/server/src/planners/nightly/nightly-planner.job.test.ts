import { PLANNER_RUN_NAMES, type Clock, type PlannerRunName, type Role } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Schemas } from '../../http/contract.js';
import { ConversationStartService } from '../../leads/conversation-start.service.js';
import { LeadService } from '../../leads/lead.service.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { DEMO_PASSWORD, demoUserEmail } from '../../seed/demo-organisation.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { PlannerService } from '../planner.service.js';
import { NightlyPlannerJob } from './nightly-planner.job.js';
import { nextSlot } from './nightly-slot.js';

/** A clock the test moves by hand: the nightly slots come round when the test says so. */
const handClock = (start: Date): Clock & { set: (at: Date) => void } => {
  let now = start;
  return { now: () => now, set: (at) => (now = at) };
};
const MINUTE = 60_000;
/** A fresh sign-in at the hand clock's time (the clock jumps nights ahead of any earlier session). */
const signIn = async (app: FastifyInstance, role: Role) => {
  const response = await app.inject({
    method: 'POST',
    url: '/user/v2/login',
    payload: { email: demoUserEmail(role), password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${(response.json() as { authToken: string }).authToken}` };
};
const quietOutbox: OutboxDispatch = { wake: () => undefined } as unknown as OutboxDispatch;

describe('nightly planner runs (issue 15)', () => {
  const clock = handClock(new Date());
  let server: TestServer;
  let storeId: number;
  let zone: string;
  const job = () =>
    new NightlyPlannerJob({
      db: server.db,
      engine: new PlannerService(server.db, clock),
      starts: new ConversationStartService(server.db, new LeadService(server.db, clock), quietOutbox, clock),
      clock,
    });
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: await signIn(server.app, 'SUPER_USER'),
      ...(payload ? { payload } : {}),
    });
  const runs = async () =>
    (
      (
        await call('GET', `/api/planner-schedule/runs?storeId=${storeId}`)
      ).json() as Schemas['PlannerRunHistory']
    ).data;
  /** Opening texts per lead of the store's 10K transfers. */
  const openingTexts = async () =>
    server.db.query<{ fsi_id: number; texts: number; block_sms: boolean }>(
      `SELECT t.fsi_id, count(o.id)::integer AS texts, bool_or(c.block_sms) AS block_sms
         FROM planner_transfer t JOIN future_service_interaction f ON f.id = t.fsi_id
         JOIN customer c ON c.id = f.customer_id
         LEFT JOIN message_instance m ON m.fsi_id = t.fsi_id
         LEFT JOIN outbox o ON o.message_id = m.id AND o.kind = 'campaign'
        WHERE t.store_id = $1 GROUP BY t.fsi_id`,
      [storeId],
    );

  beforeAll(async () => {
    server = await startTestServer({ clock });
    // The store whose 10K run lists an opted-out owner (the demo puts its 10K exceptions in one store).
    const planners = new PlannerService(server.db, clock);
    const stores = await server.db.query<{ id: number; zone: string }>(
      'SELECT id, office_time_zone AS zone FROM store ORDER BY id',
    );
    for (const store of stores) {
      const rows = await planners.runForStore({ storeId: store.id, run: '10K', asOf: clock.now() });
      if (rows.some((row) => row.optedOut) && rows.some((row) => !row.optedOut)) {
        storeId = store.id;
        zone = store.zone;
        break;
      }
    }
    expect(storeId).toBeDefined();
  });
  afterAll(() => server.close());

  it('runs a saved slot once, starts each due owner once through the outbox, and never texts an opted-out owner', async () => {
    const saved = await call('PUT', '/api/planner-schedule', {
      storeId,
      localTime: '02:00',
      planners: ['10K'],
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const schedule = saved.json() as Schemas['PlannerSchedule'];
    expect(schedule).toMatchObject({ cron: '0 2 * * *', localTime: '02:00', timeZone: zone, enabled: true });
    const slot = nextSlot('0 2 * * *', zone, clock.now())!;
    expect(schedule.nextRunAt).toBe(slot.toISOString());

    clock.set(new Date(slot.getTime() - MINUTE));
    expect(await job().tick()).toEqual([]);

    clock.set(new Date(slot.getTime() + MINUTE));
    // Two instances see the slot come round at the same moment: one claims it, the other runs nothing.
    const [first, second] = await Promise.all([job().tick(), job().tick()]);
    expect([...first!, ...second!]).toHaveLength(1);
    expect(await job().tick()).toEqual([]);

    const history = await runs();
    expect(history).toHaveLength(1);
    const run = history[0]!;
    expect(run).toMatchObject({ plannedFor: slot.toISOString(), outcome: 'succeeded', error: null });
    expect(run.transferred).toBeGreaterThanOrEqual(5);
    expect(run.started).toBe(run.transferred);
    expect(run.skipped).toBeGreaterThanOrEqual(1);

    const texts = await openingTexts();
    expect(texts).toHaveLength(run.transferred);
    expect(texts.every((lead) => lead.texts === 1)).toBe(true);
    expect(texts.some((lead) => lead.block_sms)).toBe(false);
    const [optedOut] = await server.db.query<{ texts: number }>(
      `SELECT count(o.id)::integer AS texts FROM customer c
         JOIN future_service_interaction f ON f.customer_id = c.id
         JOIN message_instance m ON m.fsi_id = f.id JOIN outbox o ON o.message_id = m.id
        WHERE c.block_sms AND f.store_id = $1 AND o.kind = 'campaign'`,
      [storeId],
    );
    expect(optedOut!.texts).toBe(0);
  });

  it('the next night starts nobody again: every owner it lists is already a lead', async () => {
    const next = nextSlot('0 2 * * *', zone, clock.now())!;
    clock.set(new Date(next.getTime() + MINUTE));
    const before = await openingTexts();
    expect(await job().tick()).toHaveLength(1);
    const [latest] = await runs();
    expect(latest).toMatchObject({
      plannedFor: next.toISOString(),
      outcome: 'succeeded',
      started: 0,
      transferred: 0,
    });
    expect(latest!.skipped).toBeGreaterThanOrEqual(before.length);
    expect(await openingTexts()).toEqual(before);
  });

  it('keeps the schedule over a restart and runs a slot missed while down once, on start', async () => {
    // Three nights pass with no server: only the latest missed slot runs, when the new instance starts.
    let missed = clock.now();
    for (let night = 0; night < 3; night += 1) missed = nextSlot('0 2 * * *', zone, missed)!;
    clock.set(new Date(missed.getTime() + 5 * MINUTE));
    const restarted = await buildApp({ db: server.db, clock });
    try {
      // The new instance claims the slot on start, in the background: wait for that run to finish.
      await expect
        .poll(
          async () => {
            const [latest] = await runs();
            return latest?.plannedFor === missed.toISOString() && latest.finishedAt != null;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      const history = await runs();
      expect(history).toHaveLength(3);
      expect(history[0]).toMatchObject({
        plannedFor: missed.toISOString(),
        outcome: 'succeeded',
        started: 0,
      });
      const schedule = await restarted.inject({
        method: 'GET',
        url: `/api/planner-schedule?storeId=${storeId}`,
        headers: await signIn(server.app, 'SUPER_USER'),
      });
      expect(schedule.json()).toMatchObject({
        storeId,
        localTime: '02:00',
        planners: ['10K'],
        enabled: true,
      });
    } finally {
      await restarted.close();
    }
  });

  it('claims no slot while a run of the store is going, and records a run its server abandoned as failed', async () => {
    const next = nextSlot('0 2 * * *', zone, clock.now())!;
    await server.db.query(
      `INSERT INTO planner_run (store_id, planned_for, started_at, outcome) VALUES ($1, $2, $3, 'running')`,
      [storeId, new Date(next.getTime() - 30 * MINUTE), new Date(next.getTime() - 10 * MINUTE)],
    );
    clock.set(new Date(next.getTime() + MINUTE));
    expect(await job().tick()).toEqual([]);
    clock.set(new Date(next.getTime() + 120 * MINUTE));
    expect(await job().tick()).toHaveLength(1);
    const [latest, abandoned] = await runs();
    expect(latest).toMatchObject({ plannedFor: next.toISOString(), outcome: 'succeeded' });
    expect(abandoned).toMatchObject({
      outcome: 'failed',
      error: 'The server stopped before the run finished.',
    });
  });

  it('lets managers in scope only: a sales rep is refused, a store manager sees no other store, bad input is a 400', async () => {
    const rep = await server.app.inject({
      method: 'GET',
      url: `/api/planner-schedule?storeId=${storeId}`,
      headers: await signIn(server.app, 'SALES_REP'),
    });
    expect(rep.statusCode).toBe(403);
    const [manager] = await server.db.query<{ store_id: number }>(
      `SELECT store_id FROM app_user WHERE role = 'OFFICE_MANAGER' AND email = 'office_manager@torque.demo'`,
    );
    const [other] = await server.db.query<{ id: number }>('SELECT id FROM store WHERE id <> $1 LIMIT 1', [
      manager!.store_id,
    ]);
    const foreign = await server.app.inject({
      method: 'GET',
      url: `/api/planner-schedule/runs?storeId=${other!.id}`,
      headers: await signIn(server.app, 'OFFICE_MANAGER'),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await call('PUT', '/api/planner-schedule', {
      storeId,
      localTime: '25:00',
      planners: ['10K'],
      enabled: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Give the local time as HH:mm, for example 02:00.' });
    const unknown = await call('PUT', '/api/planner-schedule', {
      storeId,
      localTime: '03:00',
      planners: ['11K'],
      enabled: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Unknown planner: 11K' });
  });
  it('finishes a lead a run transferred but stopped before starting, and leaves staff transfers alone', async () => {
    // The run's night comes first, so the owners found below are due as the run sees them.
    const next = nextSlot('0 2 * * *', zone, clock.now())!;
    clock.set(new Date(next.getTime() + MINUTE));
    const engine = new PlannerService(server.db, clock);
    // Two owners no night has made leads of yet, from whichever of the store's other runs lists them.
    const spare: { run: PlannerRunName; vehicleId: number }[] = [];
    for (const run of PLANNER_RUN_NAMES.filter((name) => name !== '10K')) {
      const rows = await engine.runForStore({ storeId, run, asOf: clock.now() });
      for (const row of rows)
        if (
          row.futureServiceInteractionId == null &&
          !row.optedOut &&
          spare.length < 2 &&
          !spare.some((chosen) => chosen.vehicleId === row.vehicleId)
        )
          spare.push({ run, vehicleId: row.vehicleId });
      if (spare.length === 2) break;
    }
    const [byNight, byStaff] = spare;
    expect(byStaff).toBeDefined();
    const [night] = (
      await engine.transfer({ storeId, run: byNight!.run, vehicleIds: [byNight!.vehicleId], userId: null })
    ).futureServiceInteractionIds;
    const [staffUser] = await server.db.query<{ id: number }>(
      `SELECT id FROM app_user WHERE role = 'SUPER_USER' ORDER BY id LIMIT 1`,
    );
    const [staff] = (
      await engine.transfer({
        storeId,
        run: byStaff!.run,
        vehicleIds: [byStaff!.vehicleId],
        userId: staffUser!.id,
      })
    ).futureServiceInteractionIds;
    const saved = await call('PUT', '/api/planner-schedule', {
      storeId,
      localTime: '02:00',
      planners: [...new Set(['10K', byNight!.run, byStaff!.run])],
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await job().tick()).toHaveLength(1);
    const [latest] = await runs();
    // Everyone the run transferred is started, and the lead the crashed run left behind with them.
    expect(latest).toMatchObject({ outcome: 'succeeded', started: latest!.transferred + 1 });
    const texts = async (fsiId: number) =>
      (
        await server.db.query<{ n: number }>(
          'SELECT count(*)::integer AS n FROM message_instance WHERE fsi_id = $1',
          [fsiId],
        )
      )[0]!.n;
    expect(await texts(night!)).toBe(1);
    expect(await texts(staff!)).toBe(0);
  });
});

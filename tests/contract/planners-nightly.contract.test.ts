import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { PLANNERS_NIGHTLY_OPERATIONS } from './support/planners-nightly-operations.js';

// Issue 15 (nightly planner runs) against openapi/: a store's schedule read and saved, its run history,
// and the refusals (bad time, unknown planner, a role below manager, a store out of scope).
let server: TestServer;
let auth: { authorization: string };
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
});
afterAll(() => server?.close());

describe('the nightly planner schedule keeps the contract', () => {
  it('answers a store without a schedule as off at 02:00, then saves one and tells its next run', async () => {
    const before = await call('getPlannerSchedule', { url: '/api/planner-schedule?storeId=1' });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ storeId: 1, cron: '0 2 * * *', enabled: false, nextRunAt: null });
    const saved = await call('savePlannerSchedule', {
      payload: { storeId: 1, localTime: '03:30', planners: ['10K', '5K'], enabled: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ cron: '30 3 * * *', localTime: '03:30', planners: ['10K', '5K'] });
    expect(typeof saved.body.nextRunAt).toBe('string');
    const cron = await call('savePlannerSchedule', {
      payload: { storeId: 1, cron: '0 4 * * 1-5', planners: ['10K'], enabled: false },
    });
    expect(cron.body).toMatchObject({ cron: '0 4 * * 1-5', localTime: null, enabled: false });
  });

  it('refuses a time that is no time, a cron that does not read and an unknown planner', async () => {
    const time = await call('savePlannerSchedule', {
      payload: { storeId: 1, localTime: '7pm', planners: ['10K'], enabled: true },
    });
    expect(time.status).toBe(400);
    expect(time.body.message).toBe('Give the local time as HH:mm, for example 02:00.');
    const cron = await call('savePlannerSchedule', {
      payload: { storeId: 1, cron: 'every night', planners: ['10K'], enabled: true },
    });
    expect(cron.status).toBe(400);
    const planner = await call('savePlannerSchedule', {
      payload: { storeId: 1, localTime: '02:00', planners: ['99K'], enabled: true },
    });
    expect(planner.status).toBe(400);
    expect(planner.body.message).toBe('Unknown planner: 99K');
  });

  it('lists the run history, refuses a sales rep and hides another store from a store manager', async () => {
    const history = await call('getPlannerRuns', { url: '/api/planner-schedule/runs?storeId=1&size=5' });
    expect(history.status).toBe(200);
    expect(Array.isArray(history.body.data)).toBe(true);
    const rep = await call('getPlannerRuns', {
      url: '/api/planner-schedule/runs?storeId=1',
      headers: await server.signIn('SALES_REP'),
    });
    expect(rep.status).toBe(403);
    const missing = await call('getPlannerSchedule', { url: '/api/planner-schedule?storeId=999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Store not found.');
  });

  it('exercises every nightly planner operation', () => {
    expect([...exercised].sort()).toEqual([...PLANNERS_NIGHTLY_OPERATIONS].sort());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { SCHEDULER_OPERATIONS } from './support/scheduler-operations.js';

// Issue 20 (schedulers) against openapi/: create, list, a scheduler's runs, delete, and the refusals.
let server: TestServer;
let auth: { authorization: string };
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_ADMIN');
});
afterAll(() => server?.close());

describe('the schedulers keep the contract', () => {
  it('creates a scheduler, lists it, reads its runs and deletes it', async () => {
    const created = await call('createScheduler', {
      payload: {
        name: 'Nightly reminders',
        cron: '0 18 * * *',
        jobType: 'APPOINTMENT_REMINDERS',
        storeId: 1,
      },
    });
    expect(created.status).toBe(200);
    const id = Number(created.body.schedulerId);
    const list = await call('listSchedulers', { url: '/api/scheduler?enterpriseId=1&page=0&size=10' });
    expect(list.status).toBe(200);
    const runs = await call('listSchedulerRuns', { url: `/api/scheduler/${id}/runs?size=5` });
    expect(runs.body).toMatchObject({ data: [], response: 'Success' });
    const deleted = await call('deleteScheduler', { url: `/api/scheduler/${id}` });
    expect(deleted.body).toEqual({ message: 'Successfully Deleted' });
    const again = await call('deleteScheduler', { url: `/api/scheduler/${id}` });
    expect(again.status).toBe(404);
  });

  it('refuses a bad cron with the reason, a bad id and a role outside the table', async () => {
    const bad = await call('createScheduler', {
      payload: { name: 'x', cron: 'sometimes', jobType: 'APPOINTMENT_REMINDERS', storeId: 1 },
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toMatch(/^Unable to create scheduler: /);
    const id = await call('listSchedulerRuns', { url: '/api/scheduler/abc/runs' });
    expect(id.status).toBe(400);
    const rep = await call('listSchedulers', { headers: await server.signIn('SALES_REP') });
    expect(rep.status).toBe(403);
  });

  it('exercises every scheduler operation', () => {
    expect([...exercised].sort()).toEqual([...SCHEDULER_OPERATIONS].sort());
  });
});

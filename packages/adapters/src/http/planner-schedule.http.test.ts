import { InMemoryPlannerScheduleGateway, serverRejection } from '@torque/domain/testing';
import type { PlannerScheduleUpdate } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, bodyOf, createFakeServer, num, type FakeServer } from '../contract-suites/fake-server.js';
import { HttpPlannerScheduleGateway } from './planner-schedule.http.js';

let current: FakeServer | undefined;

/** The HTTP gateway against a contract-checking fake server backed by the in-memory gateway. */
function subject() {
  const server = new InMemoryPlannerScheduleGateway();
  current = createFakeServer({
    getPlannerSchedule: async ({ query }) => answer(await server.schedule(num(query.storeId))),
    savePlannerSchedule: async (call) => answer(await server.save(bodyOf<PlannerScheduleUpdate>(call))),
    getPlannerRuns: async ({ query }) => answer(await server.runs(num(query.storeId))),
  });
  return { gateway: new HttpPlannerScheduleGateway(current.api), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

describe('HttpPlannerScheduleGateway', () => {
  it('reads, saves and lists a store’s nightly runs as the contract says', async () => {
    const { gateway, server } = subject();
    const off = await gateway.schedule(3);
    expect(off.ok && off.value).toMatchObject({ storeId: 3, enabled: false });
    const saved = await gateway.save({ storeId: 3, localTime: '03:15', planners: ['10K'], enabled: true });
    expect(saved.ok && saved.value).toMatchObject({ cron: '15 3 * * *', planners: ['10K'], enabled: true });
    server.recordRun(3, {
      id: 9,
      plannedFor: '2026-11-24T08:15:00.000Z',
      startedAt: '2026-11-24T08:15:01.000Z',
      finishedAt: null,
      transferred: 0,
      started: 0,
      skipped: 0,
      outcome: 'running',
      error: null,
    });
    const runs = await gateway.runs(3);
    expect(runs.ok && runs.value.data.map((run) => run.outcome)).toEqual(['running']);
  });

  it("passes the server's refusal on", async () => {
    const { gateway, server } = subject();
    server.failNext('save', serverRejection(400, 'Unknown planner: 11K'));
    const refused = await gateway.save({ storeId: 3, localTime: '03:15', planners: ['11K'], enabled: true });
    expect(refused.ok ? '' : refused.error.message).toBe('Unknown planner: 11K');
  });
});

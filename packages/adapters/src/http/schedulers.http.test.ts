import type { SchedulerDraft } from '@torque/domain';
import { InMemorySchedulerGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { schedulersContract } from '../contract-suites/schedulers.suite.js';
import { fromResult, opsHarness, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpSchedulerGateway } from './schedulers.http.js';

function schedulerRoutes(server: InMemorySchedulerGateway): Routes {
  return {
    listSchedulers: async (call) =>
      fromResult(
        await server.list({ page: Number(call.query.page ?? 0), size: Number(call.query.size ?? 50) }),
      ),
    createScheduler: async (call) => fromResult(await server.create(call.body as SchedulerDraft)),
    deleteScheduler: async (call) => fromResult(await server.remove(Number(call.pathParams.schedulerId))),
    listSchedulerRuns: async (call) =>
      fromResult(await server.runs(Number(call.pathParams.schedulerId), Number(call.query.size ?? 20))),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemorySchedulerGateway) {
  harness = opsHarness(schedulerRoutes(server));
  return { gateway: new HttpSchedulerGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

schedulersContract(subject);

describe('HttpSchedulerGateway on the wire', () => {
  it('reaches the 4 scheduler operations at their paths', async () => {
    const { gateway, harness: h } = subject(new InMemorySchedulerGateway());
    await gateway.create({ name: 'A', cron: '* * * * *', jobType: 'DMS_REPAIR_ORDERS', storeId: 2 });
    await gateway.list({ page: 0, size: 5 });
    await gateway.runs(1, 5);
    await gateway.remove(1);
    expect(new Set(h.operationIds()).size).toBe(4);
  });
});

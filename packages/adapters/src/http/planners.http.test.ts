import {
  PLANNER_RUNS,
  plannerSearchPayload,
  type FirstInteractionRequest,
  type PlannerDefinition,
  type PlannerRun,
  type PlannerRunRequest,
  type PlannerTransfer,
} from '@torque/domain';
import { InMemoryPlannerGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { plannersContract } from '../contract-suites/planners.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, num, opsHarness, windowOf, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { searchFromQuery } from '../test/planner-query.js';
import { MALFORMED_RESPONSE } from './call-api.js';
import { HttpPlannerGateway } from './planners.http.js';

const RUN_OPERATIONS: Readonly<Record<string, PlannerRun>> = {
  runFuturePrediction: '5K',
  runFuturePrediction0k: '0K',
  runFuturePrediction0kSpecial: '0K-special',
  runFuturePrediction05k: '0.5K',
  runFuturePrediction7500: '7.5K',
  runFuturePrediction10k: '10K',
  runFuturePrediction15k: '15K',
  runFuturePrediction20k: '20K',
  runFuturePrediction25k: '25K',
  runFuturePredictionCheckUp: 'check-up',
  runFuturePredictionCheckUp30Days: 'check-up-30days',
  runFuturePredictionPost30Months: 'post-30-months',
};

function plannerRoutes(server: InMemoryPlannerGateway): Routes {
  const body = <T>(call: ContractCall) => call.body as T;
  return {
    ...Object.fromEntries(
      Object.entries(RUN_OPERATIONS).map(([operationId, run]) => [
        operationId,
        async (call: ContractCall) => fromResult(await server.run(run, searchFromQuery(call))),
      ]),
    ),
    runFuturePredictionHondaOldModel: async (call) =>
      fromResult(await server.runHondaOldModel(body<PlannerRunRequest>(call))),
    runHondaServicePass: async (call) =>
      fromResult(await server.runHondaServicePass(body<PlannerRunRequest>(call))),
    runFirstInteraction: async (call) =>
      fromResult(await server.runFirstInteraction(body<FirstInteractionRequest>(call))),
    sendPredictivePlannerEmailAlert: async (call) =>
      fromResult(await server.emailPlannerAlert(body<PlannerRunRequest>(call))),
    lisaArt: async (call) =>
      fromResult(
        await server.leadsByResponseTime({ mrtTime: Number(call.query.mrtTime), ...windowOf(call) }),
      ),
    runStateInspectionPlanner: async (call) =>
      fromResult(
        await server.runStateInspection(
          { bocId: Number(call.pathParams.bocId), storeId: Number(call.pathParams.storeId) },
          body<PlannerRunRequest>(call),
        ),
      ),
    getPlannerDefinitions: async (call) => fromResult(await server.definitions(num(call.query.enterpriseId))),
    savePlannerDefinition: async (call) =>
      fromResult(await server.saveDefinition(body<PlannerDefinition>(call))),
    auditPlanner: async (call) => fromResult(await server.audit(body<PlannerRunRequest>(call))),
    transferPlannerRows: async (call) => fromResult(await server.transfer(body<PlannerTransfer>(call))),
    previewBulkStart: async (call) =>
      fromResult(
        await server.previewBulkStart(
          body<{ futureServiceInteractionIds: number[] }>(call).futureServiceInteractionIds,
        ),
      ),
  };
}

let harness: OpsHarness | undefined;
const subject = (server: InMemoryPlannerGateway) => {
  harness = opsHarness(plannerRoutes(server));
  return { gateway: new HttpPlannerGateway(harness.api, harness.options), harness };
};
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

plannersContract(subject);

describe('HttpPlannerGateway on the wire', () => {
  const search = plannerSearchPayload({ size: 20, soldDate: '2025-03-14', customerNo: '' });

  it('reaches all 21 planner operations', async () => {
    const { gateway, harness: h } = subject(new InMemoryPlannerGateway());
    for (const run of PLANNER_RUNS) await gateway.run(run, search);
    await gateway.runHondaOldModel(search);
    await gateway.runHondaServicePass(search);
    await gateway.runFirstInteraction({ dealType: 'New', makes: ['GMC'] });
    await gateway.emailPlannerAlert(search);
    await gateway.leadsByResponseTime({ mrtTime: 5, page: 0, size: 10 });
    await gateway.runStateInspection({ bocId: 2, storeId: 3 }, { ...search, opCodes: ['SI01'] });
    await gateway.definitions(1);
    await gateway.saveDefinition({ serviceType: 'CHECK_UP', minimumDays: 1, maximumDays: 2 });
    await gateway.audit(search);
    expect(new Set(h.operationIds()).size).toBe(21);
  });

  it('sends the search as the query, dates DD.MM.YYYY and unset fields left out', async () => {
    const { gateway, harness: h } = subject(new InMemoryPlannerGateway());
    await gateway.run('0K-special', search);
    const [call] = h.callsOf('runFuturePrediction0kSpecial');
    expect(call?.query).toEqual({
      transfer: 'false',
      hardRun: 'false',
      reset: 'false',
      page: '0',
      size: '20',
      soldDate: '14.03.2025',
    });
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const { gateway, harness: h } = subject(new InMemoryPlannerGateway());
    h.raw(200, {
      data: [{ vehicleId: 1, reason: 'due', optedOut: false, cust_no: 1 }],
      response: 'SUCCESS',
      total: 1,
      size: 1,
      page: 0,
    });
    const answer = await gateway.run('5K', search);
    expect(answer.ok ? '' : answer.error.message).toBe(`${MALFORMED_RESPONSE} (data.0.cust_no)`);
  });

  it('signs out on a 401', async () => {
    const { gateway, harness: h } = subject(new InMemoryPlannerGateway());
    h.raw(401, { statusCode: 401, message: 'Unauthorized', errors: [] });
    const answer = await gateway.definitions();
    expect(answer.ok ? undefined : answer.error.code).toBe('UNAUTHORIZED');
    expect(h.signOuts).toHaveLength(1);
  });
});

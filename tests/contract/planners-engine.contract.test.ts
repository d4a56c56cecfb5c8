import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { PLANNERS_ENGINE_OPERATIONS } from './support/planners-engine-operations.js';

// Issue 15 (the planner engine) against openapi/: each operation of PLANNERS_ENGINE_OPERATIONS answers
// as documented on the demo data, its refusals included.
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

type Row = { vehicleId: number; reason: string; optedOut: boolean; plannedServiceType: string };
const rowsOf = (body: Record<string, unknown>) => body.data as Row[];
const search = { transfer: false, hardRun: true, reset: false, page: 0, size: 100 };

const GET_RUNS: readonly [string, string, string][] = [
  ['runFuturePrediction', 'run-future-prediction', 'OIL_CHANGE'],
  ['runFuturePrediction0k', 'run-future-prediction-for-0k', 'SALES_THANKS'],
  ['runFuturePrediction0kSpecial', 'run-future-prediction-for-0k-special', 'SALES_THANKS'],
  ['runFuturePrediction05k', 'run-future-prediction-for-05k', 'SALES_TITLE'],
  ['runFuturePrediction7500', 'run-future-prediction-for-7500', 'SVC_7500'],
  ['runFuturePrediction10k', 'run-future-prediction-for-10k', 'OIL_CHANGE_10K'],
  ['runFuturePrediction15k', 'run-future-prediction-for-15k', 'OIL_CHANGE_15K'],
  ['runFuturePrediction20k', 'run-future-prediction-for-20k', 'OIL_CHANGE_20K'],
  ['runFuturePrediction25k', 'run-future-prediction-for-25k', 'OIL_CHANGE_25K'],
  ['runFuturePredictionCheckUp', 'run-future-prediction-for-check-up', 'CHECK_UP'],
  ['runFuturePredictionCheckUp30Days', 'run-future-prediction-for-check-up-30days', 'CHECK_UP_30D'],
  [
    'runFuturePredictionPost30Months',
    'run-future-prediction-for-post-30-months',
    'OIL_CHANGE_POST_30_MONTHS',
  ],
];

describe('the planner engine keeps the contract', () => {
  it.each(GET_RUNS)(
    '%s lists the demo vehicles due, with reasons',
    async (operationId, path, serviceType) => {
      const page = await call(operationId, {
        url: `/api/future-service-interaction/${path}?hardRun=true&size=50`,
      });
      expect(page.status).toBe(200);
      const rows = rowsOf(page.body);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.plannedServiceType)).toContain(serviceType);
      expect(rows[0]!.reason).toMatch(/due by \d{2}\.\d{2}\.\d{4}/);
    },
  );

  it('refuses a window whose minimum is after its maximum and a date that is no real day', async () => {
    const backwards = await call('runFuturePrediction10k', {
      url: '/api/future-service-interaction/run-future-prediction-for-10k?minimumDays=10&maximumDays=-10',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('minimumDays must not be more than maximumDays.');
    const noDay = await call('runFuturePrediction', {
      url: '/api/future-service-interaction/run-future-prediction?plannerDate=31.02.2026',
    });
    expect(noDay.status).toBe(400);
    expect(noDay.body.message).toBe('plannerDate must be a real date as DD.MM.YYYY.');
  });

  it('runs the POSTed Honda, first-service and state inspection planners', async () => {
    const hom = await call('runFuturePredictionHondaOldModel', { payload: search });
    expect(rowsOf(hom.body).map((row) => row.plannedServiceType)).toContain('HONDA_OLD_MODEL');
    const pass = await call('runHondaServicePass', { payload: search });
    expect(rowsOf(pass.body).map((row) => row.plannedServiceType)).toContain('HONDA_SERVICE_PASS');
    const first = await call('runFirstInteraction', {
      payload: { dealType: 'New', makes: ['GMC', 'Buick', 'Chev', 'CHEVROLET', 'Chevy'] },
    });
    expect(new Set(rowsOf(first.body).map((row) => row.plannedServiceType))).toEqual(
      new Set(['FIRST_SERVICE_GMC', 'FIRST_SERVICE_BUICK', 'FIRST_SERVICE_CHEVROLET']),
    );
    const inspection = await call('runStateInspectionPlanner', {
      url: '/api/boc/1/store/1/service-closed/state-inspection',
      payload: search,
    });
    expect(rowsOf(inspection.body).length).toBeGreaterThan(0);
    const elsewhere = await call('runStateInspectionPlanner', {
      url: '/api/boc/2/store/1/service-closed/state-inspection',
      payload: search,
    });
    expect(elsewhere.status).toBe(404);
  });

  it('transfers chosen rows into leads and refuses an unknown planner', async () => {
    const rows = rowsOf(
      (
        await call('runFuturePrediction15k', {
          url: '/api/future-service-interaction/run-future-prediction-for-15k',
        })
      ).body,
    );
    const moved = await call('transferPlannerRows', {
      payload: { run: '15K', vehicleIds: [rows[0]!.vehicleId] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Successfully Transfered');
    const unknown = await call('transferPlannerRows', {
      payload: { run: '12K', vehicleIds: [rows[0]!.vehicleId] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no 12K planner.');
    const missing = await call('transferPlannerRows', { payload: { run: '15K', vehicleIds: [987_654] } });
    expect(missing.status).toBe(404);
  });

  it('audits a planner, listing what it leaves out and why', async () => {
    const audit = await call('auditPlanner', {
      payload: { ...search, size: 1000, serviceType: 'OIL_CHANGE_10K' },
    });
    expect(audit.status).toBe(200);
    const reasons = rowsOf(audit.body).map((row) => row.reason);
    expect(reasons.some((reason) => reason.startsWith('not listed, an appointment is booked: '))).toBe(true);
    expect(reasons.some((reason) => reason.startsWith('not listed, service performed already: '))).toBe(true);
    expect((await call('auditPlanner', { payload: search })).status).toBe(400);
  });

  it('records the e-mail alert and says it was not mailed', async () => {
    const alert = await call('sendPredictivePlannerEmailAlert', {
      payload: { ...search, serviceType: 'OIL_CHANGE_10K' },
    });
    expect(alert.status).toBe(200);
    expect(alert.body.message).toMatch(
      /^10K alert recorded for 1 store \(\d+ vehicles due\)\. E-mail is not sent/,
    );
    expect((await call('sendPredictivePlannerEmailAlert', { payload: search })).status).toBe(400);
  });

  it('reads and saves planner definitions', async () => {
    const list = await call('getPlannerDefinitions', { url: '/api/predictive-planner/definition' });
    expect(list.status).toBe(200);
    expect(rowsOf(list.body).length).toBeGreaterThan(15);
    const saved = await call('savePlannerDefinition', {
      payload: { serviceType: 'OIL_CHANGE_20K', minimumDays: -10, maximumDays: 45 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ serviceType: 'OIL_CHANGE_20K', minimumDays: -10, maximumDays: 45 });
    const backwards = await call('savePlannerDefinition', {
      payload: { serviceType: 'OIL_CHANGE_20K', minimumDays: 10, maximumDays: -45 },
    });
    expect(backwards.status).toBe(400);
  });

  it('lists leads by message response time (lisa/art)', async () => {
    const page = await call('lisaArt', { url: '/api/lisa/art?mrtTime=0&page=0&size=5' });
    expect(page.status).toBe(200);
    expect((await call('lisaArt', { url: '/api/lisa/art?page=0' })).status).toBe(400);
  });

  it('exercises every planner engine operation', () => {
    expect([...exercised].sort()).toEqual([...PLANNERS_ENGINE_OPERATIONS].sort());
  });
});

import type { Role } from '@torque/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Page = Schemas['PlannerPage'];
const TEN_K = '/api/future-service-interaction/run-future-prediction-for-10k';
const TRANSFER = '/api/future-service-interaction/transfer';
const DOTTED = /\b\d{2}\.\d{2}\.\d{4}\b/;

describe('the predictive planners on the server (issue 15)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  // Each test starts with no planner transfers (the demo has none).
  beforeEach(async () => {
    await server.db.query(
      'DELETE FROM future_service_interaction WHERE id IN (SELECT fsi_id FROM planner_transfer)',
    );
  });

  const call = async (role: Role, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: await server.signIn(role), ...(payload ? { payload } : {}) });
  const run10k = async (query = '', role: Role = 'SUPER_USER') => {
    const response = await call(role, 'GET', `${TEN_K}?hardRun=true${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  it('lists the demo vehicles due for 10K with a reason naming the due date, paged', async () => {
    const page = await run10k('&size=2&page=0');
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.data).toHaveLength(2);
    for (const row of page.data) {
      expect(row.plannedServiceType).toBe('OIL_CHANGE_10K');
      expect(row.reason).toMatch(
        /^sold \d{2}\.\d{2}\.\d{4}, about [\d,]+ miles now, 10K due by \d{2}\.\d{2}\.\d{4}/,
      );
      expect(row.reason).toContain(row.plannedDate!);
      expect(row.dueMileage).toBe(9000);
    }
    const second = await run10k('&size=2&page=1');
    expect(second.data.map((row) => row.vehicleId)).not.toEqual(page.data.map((row) => row.vehicleId));
    expect(new Set(page.data.map((row) => row.reason)).size).toBe(2);
  });

  it('leaves out a vehicle with an appointment to come or marked service performed already, and lists an opted-out owner as such', async () => {
    const all = (await run10k('&size=1000')).data;
    const [booked] = await server.db.query<{ vehicle_id: number }>(
      'SELECT vehicle_id FROM appointment LIMIT 1',
    );
    const [spa] = await server.db.query<{ vehicle_id: number }>(
      `SELECT vehicle_id FROM mark WHERE intent_type = 'SPA-SS' AND vehicle_id IS NOT NULL LIMIT 1`,
    );
    expect(all.map((row) => row.vehicleId)).not.toContain(booked!.vehicle_id);
    expect(all.map((row) => row.vehicleId)).not.toContain(spa!.vehicle_id);
    const optedOut = all.filter((row) => row.optedOut);
    expect(optedOut).toHaveLength(1);
    expect(optedOut[0]!.reason).toMatch(/opted out/);
  });

  it('transfers chosen rows into leads once: a repeat answers the same leads', async () => {
    const rows = (await run10k('&size=1000')).data.filter((row) => !row.optedOut).slice(0, 2);
    const body = { run: '10K', vehicleIds: rows.map((row) => row.vehicleId) };
    const first = await call('SUPER_USER', 'POST', TRANSFER, body);
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json() as Schemas['PlannerTransferResult'];
    expect(result.message).toBe('Successfully Transfered');
    expect(result.futureServiceInteractionIds).toHaveLength(2);
    const again = (
      await call('SUPER_USER', 'POST', TRANSFER, body)
    ).json() as Schemas['PlannerTransferResult'];
    expect(again.futureServiceInteractionIds).toEqual(result.futureServiceInteractionIds);
    const leads = await server.db.query<{
      stage: string;
      conversation_initiated: boolean;
      planned_service_type: string;
    }>(
      'SELECT stage, conversation_initiated, planned_service_type FROM future_service_interaction WHERE id = ANY($1::int[])',
      [result.futureServiceInteractionIds],
    );
    expect(leads).toEqual([
      { stage: 'INITIATED', conversation_initiated: false, planned_service_type: 'OIL_CHANGE_10K' },
      { stage: 'INITIATED', conversation_initiated: false, planned_service_type: 'OIL_CHANGE_10K' },
    ]);
    const listed = (await run10k('&size=1000')).data.filter((row) => body.vehicleIds.includes(row.vehicleId));
    expect(listed.every((row) => row.transferred && row.futureServiceInteractionId !== null)).toBe(true);
    expect(DOTTED.test(listed[0]!.plannedDate!)).toBe(true);
  });
});

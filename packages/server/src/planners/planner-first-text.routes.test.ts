import { OPTED_OUT_MESSAGE } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const TEN_K = '/api/future-service-interaction/run-future-prediction-for-10k?hardRun=true&size=1000';
type Row = Schemas['PlannerRow'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: await server.signIn('SUPER_USER'),
    ...(payload ? { payload } : {}),
  });
const rows = async (): Promise<Row[]> => ((await call('GET', TEN_K)).json() as Schemas['PlannerPage']).data;

describe("a planner row says what became of its lead's first text (issue 30)", () => {
  it('null before a start; texted (or held by quiet hours) once started; not texted, and why, when refused', async () => {
    const before = await rows();
    const fresh = before.filter((row) => !row.optedOut && !row.transferred).slice(0, 2);
    const optedOut = before.find((row) => row.optedOut)!;
    const chosen = [...fresh, optedOut].map((row) => row.vehicleId);
    const moved = await call('POST', '/api/future-service-interaction/transfer', {
      run: '10K',
      vehicleIds: chosen,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [startedId, waitingId, refusedId] = (moved.json() as Schemas['PlannerTransferResult'])
      .futureServiceInteractionIds;
    const asked = Date.now();
    const started = await call('POST', '/api/service-workflow/bulk/initiate', {
      futureServiceInteractionIds: [startedId, refusedId],
    });
    expect(started.statusCode, started.body).toBe(200);

    const byLead = new Map((await rows()).map((row) => [row.futureServiceInteractionId, row]));
    expect(byLead.get(waitingId)?.firstText).toBeNull();
    const first = byLead.get(startedId)!.firstText!;
    expect(['TEXTED', 'HELD']).toContain(first.state);
    if (first.state === 'TEXTED') expect(Date.parse(first.at)).toBeGreaterThanOrEqual(asked - 1000);
    else expect(Date.parse(first.at)).toBeGreaterThan(Date.now());
    expect(byLead.get(refusedId)!.firstText).toMatchObject({
      state: 'NOT_TEXTED',
      reason: OPTED_OUT_MESSAGE,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Issue 28, point 13: a planner's day counts and a report filter's ids have their bounds in the
 * contract. A negative `days` or an `enterpriseId` of -1 is a 400 naming the bound, not a 200 (nor a 500).
 */
let server: TestServer;
let headers: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  headers = await server.signIn('SUPER_USER');
});
afterAll(() => server.close());

const TEN_K = '/api/future-service-interaction/run-future-prediction-for-10k';

const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, errors: (response.json() as { errors?: string[] }).errors };
};

describe('planner day counts (issue 28)', () => {
  it.each([
    ['days=-1', 'querystring/days must be >= 0'],
    ['days=367', 'querystring/days must be <= 366'],
    ['minimumDays=-367', 'querystring/minimumDays must be >= -366'],
    ['maximumDays=367', 'querystring/maximumDays must be <= 366'],
  ])('refuses a run with %s', async (query, error) => {
    expect(await call('GET', `${TEN_K}?size=1&${query}`)).toEqual({ status: 400, errors: [error] });
  });

  it.each(['days=0', 'days=366', 'minimumDays=-366&maximumDays=366'])('runs with %s', async (query) => {
    expect((await call('GET', `${TEN_K}?size=1&${query}`)).status).toBe(200);
  });

  it('refuses a negative day count in a planner search body and in a planner definition', async () => {
    const search = { transfer: false, hardRun: false, reset: false, page: 0, size: 1 };
    expect(await call('POST', '/api/email-alert/predictive-planner', { ...search, days: -5 })).toEqual({
      status: 400,
      errors: ['body/days must be >= 0'],
    });
    const definition = { serviceType: 'OIL_CHANGE', minimumDays: -400, maximumDays: 30 };
    expect(await call('POST', '/api/predictive-planner/definition', definition)).toEqual({
      status: 400,
      errors: ['body/minimumDays must be >= -366'],
    });
  });
});

describe('report filter ids (issue 28)', () => {
  const filter = { enterpriseId: 1, bocIds: [], storeIds: [], serviceTypes: [] };
  const range = { startDate: '2025-02-10', endDate: '2025-02-11' };
  const report = (extra: object) =>
    call('POST', '/api/report/leadStatusReport', { ...filter, ...range, ...extra });

  it.each([
    [{ enterpriseId: -1 }, 'body/enterpriseId must be >= 1'],
    [{ enterpriseId: 0 }, 'body/enterpriseId must be >= 1'],
    [{ storeIds: [3, 0] }, 'body/storeIds/1 must be >= 1'],
    [{ bocIds: [-2] }, 'body/bocIds/0 must be >= 1'],
  ])('refuses %j', async (extra, error) => {
    expect(await report(extra)).toEqual({ status: 400, errors: [error] });
  });

  it('answers enterprise 1 with stores 3 and 8 (the spec default)', async () => {
    expect((await report({ bocIds: [2, 3], storeIds: [3, 8] })).status).toBe(200);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// Issue 28 point 1: the five swimlane bridge reads answer customer names, VINs, appointments and
// repair orders, so they take a staff session (scoped to the user's stores) or the bridge host's secret.
const SECRET = 'swimlane-bridge-secret-0123456789abcdef';
const DATE = '2025-03-14';

type Call = { readonly method?: 'GET' | 'POST'; readonly url: string; readonly payload?: object };

/** The five bridge reads for one store. */
const bridgeCalls = (store: string): Call[] => [
  {
    method: 'POST',
    url: '/api/getOpenRoBtStoreId',
    payload: { statusCode: ['COMPLETE'], storeId: store, advisorNo: 'ALL' },
  },
  { method: 'GET', url: '/api/getAllStores' },
  { method: 'GET', url: `/api/getAdivsorByStore/${store}` },
  { method: 'GET', url: `/api/getClosedRoByStoreIdAndDateAndAdvisorNo/${store}/${DATE}/ALL` },
  { method: 'GET', url: `/api/getAppointmentByStoreIdAndDate/${store}/${DATE}` },
];
const storeCalls = (store: string) => bridgeCalls(store).filter((call) => call.url !== '/api/getAllStores');

type StorePage = { data: { storeId: string }[] };

describe('the swimlane bridge reads', () => {
  let server: TestServer;
  let staff: { authorization: string };
  let ownStore = '';
  let otherStore = '';
  beforeAll(async () => {
    server = await startTestServer({ swimlaneBridgeSecret: SECRET });
    staff = await server.signIn('OFFICE_MANAGER');
    const mine = (await server.app.inject({ url: '/api/getAllStores', headers: staff })).json<StorePage>();
    ownStore = mine.data[0]?.storeId ?? '';
    const all = await server.app.inject({ url: '/api/getAllStores', headers: bearer(SECRET) });
    otherStore = all.json<StorePage>().data.find((store) => store.storeId !== ownStore)?.storeId ?? '';
  });
  afterAll(() => server.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = (call: Call, headers: Record<string, string>, app: FastifyInstance = server.app) =>
    app.inject({ ...call, headers });

  it('answers a caller without a session or the secret 401, with no data', async () => {
    for (const headers of [{}, bearer('not-a-session'), bearer(SECRET.slice(0, -1)), bearer(`${SECRET}x`)])
      for (const call of bridgeCalls(ownStore)) {
        const response = await send(call, headers);
        expect(response.statusCode, `${call.url} ${JSON.stringify(headers)}`).toBe(401);
        expect(Object.keys(response.json())).not.toContain('data');
      }
  });

  it("answers staff their own store's board", async () => {
    const stores = await send({ url: '/api/getAllStores' }, staff);
    expect(stores.json<StorePage>().data.map((store) => store.storeId)).toEqual([ownStore]);
    for (const call of storeCalls(ownStore)) {
      const response = await send(call, staff);
      expect(response.statusCode, call.url).toBe(200);
      expect(response.json(), call.url).toHaveProperty('data');
    }
    const advisors = await send({ url: `/api/getAdivsorByStore/${ownStore}` }, staff);
    expect(advisors.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
  });

  it('names each advisor once, and any of their numbers picks the orders of all of them (issue 30)', async () => {
    type Person = { advisorNo: string; advisorName: string; advisorNos: string[] };
    type Orders = { data: { roNumber: string; advisorNo: string | null }[] };
    const people = (await send({ url: `/api/getAdivsorByStore/${ownStore}` }, staff)).json<{
      data: Person[];
    }>().data;
    const names = people.map((person) => person.advisorName);
    expect(new Set(names).size).toBe(names.length);
    const person = people.find((one) => one.advisorNos.length > 1)!;
    expect(person.advisorNos).toContain(person.advisorNo);
    const lane = async (advisorNo: string) =>
      (
        await send(
          {
            method: 'POST',
            url: '/api/getOpenRoBtStoreId',
            payload: { statusCode: ['ASSIGNED'], storeId: ownStore, advisorNo },
          },
          staff,
        )
      ).json<Orders>().data;
    const theirs = (await lane('ALL')).filter((o) => o.advisorNo && person.advisorNos.includes(o.advisorNo));
    for (const advisorNo of person.advisorNos)
      expect((await lane(advisorNo)).map((o) => o.roNumber).sort(), advisorNo).toEqual(
        theirs.map((o) => o.roNumber).sort(),
      );
  });

  it("answers staff another store's reads as a missing store, with no data", async () => {
    expect(otherStore).not.toBe('');
    for (const call of storeCalls(otherStore)) {
      const response = await send(call, staff);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.json(), call.url).toMatchObject({ message: 'Store not found.' });
      expect(Object.keys(response.json())).not.toContain('data');
    }
  });

  it('refuses a role that may not open the service board', async () => {
    const admin = await server.signIn('SUPER_ADMIN');
    for (const call of bridgeCalls(ownStore))
      expect((await send(call, admin)).statusCode, call.url).toBe(403);
  });

  it('answers the bridge host every store with its secret', async () => {
    const stores = await send({ url: '/api/getAllStores' }, bearer(SECRET));
    expect(stores.json<StorePage>().data.length).toBeGreaterThan(1);
    for (const call of storeCalls(otherStore)) {
      const response = await send(call, bearer(SECRET));
      expect(response.statusCode, call.url).toBe(200);
    }
  });

  it('takes no secret at all when none is configured', async () => {
    const unset = await buildApp({ db: server.db });
    try {
      for (const token of [SECRET, ''])
        for (const call of bridgeCalls(ownStore))
          expect((await send(call, bearer(token), unset)).statusCode, call.url).toBe(401);
    } finally {
      await unset.close();
    }
  });
});

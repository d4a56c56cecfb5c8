import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Inject = { method: 'GET' | 'POST'; url: string; payload?: object; role?: Role };

describe('lead calls: other interactions, metadata, link, tracker, counts, follow-up', () => {
  let server: TestServer;
  let leadId = 0;
  let storeOneLead = 0;
  let otherStoreLead = 0;
  beforeAll(async () => {
    server = await startTestServer();
    // A lead whose customer (by mobile number) has other leads.
    const [shared] = await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE (SELECT count(*) FROM future_service_interaction f2 JOIN customer c2 ON c2.id = f2.customer_id
                WHERE c2.cellular = c.cellular) > 1
        ORDER BY f.id LIMIT 1`,
    );
    leadId = shared?.id ?? 0;
    [{ id: storeOneLead }, { id: otherStoreLead }] = (await server.db.query<{ id: number }>(
      `(SELECT id FROM future_service_interaction WHERE store_id = 1 ORDER BY id LIMIT 1)
       UNION ALL (SELECT id FROM future_service_interaction WHERE store_id = 2 ORDER BY id LIMIT 1)`,
    )) as [{ id: number }, { id: number }];
  });
  afterAll(() => server.close());

  async function call({ method, url, payload, role = 'SUPER_USER' }: Inject) {
    const response = await server.app.inject({
      method,
      url,
      headers: await server.signIn(role),
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  it("lists the customer's other interactions, never the lead itself, and hides other stores' leads", async () => {
    expect(leadId).toBeGreaterThan(0);
    const page = (
      await call({
        method: 'POST',
        url: `/api/future-service-interaction/otherInteraction?future-service-interaction-id=${leadId}`,
      })
    ).body as Schemas['LeadPage'];
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.map((lead) => lead.id)).not.toContain(leadId);
    const [{ cellular }] = (await server.db.query<{ cellular: string }>(
      'SELECT c.cellular FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id WHERE f.id = $1',
      [leadId],
    )) as [{ cellular: string }];
    expect(page.data.every((lead) => lead.customerMaster.cellular === cellular)).toBe(true);
    const hidden = await call({
      method: 'POST',
      url: `/api/future-service-interaction/otherInteraction?future-service-interaction-id=${otherStoreLead}`,
      role: 'OFFICE_USER',
    });
    expect(hidden.status).toBe(404);
  });

  it('merges metadata, removes a key given as null, and refuses a blank key', async () => {
    const url = '/api/future-service-interaction/metadata';
    expect(
      (
        await call({
          method: 'POST',
          url,
          payload: { id: storeOneLead, metadata: { source: 'walk-in', campaign: 'winter' } },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call({ method: 'POST', url, payload: { id: storeOneLead, metadata: { campaign: null } } }))
        .status,
    ).toBe(200);
    const [row] = await server.db.query<{ metadata: object }>(
      'SELECT metadata FROM future_service_interaction WHERE id = $1',
      [storeOneLead],
    );
    expect(row?.metadata).toEqual({ source: 'walk-in' });
    const blank = await call({ method: 'POST', url, payload: { id: storeOneLead, metadata: { ' ': 'x' } } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'A metadata key may not be blank.' } });
  });

  it('gives a signed-in deal-room link on the address the user came in by', async () => {
    const link = await call({
      method: 'POST',
      url: `/api/future-service-interaction/conversation-link?future-service-interaction-id=${storeOneLead}`,
    });
    expect(link.body).toEqual({
      url: `http://localhost:80/servicepage?future_service_interaction_id=${storeOneLead}`,
    });
    const outside = await call({
      method: 'POST',
      url: `/api/future-service-interaction/conversation-link?future-service-interaction-id=${otherStoreLead}`,
      role: 'OFFICE_USER',
    });
    expect(outside.status).toBe(404);
  });

  it('counts appointment-set leads in the scope, in both variants', async () => {
    const expected = async (storeId?: number) =>
      (
        await server.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM future_service_interaction WHERE appointment_set AND NOT archived ${storeId ? 'AND store_id = $1' : ''}`,
          storeId ? [storeId] : [],
        )
      )[0]?.n;
    const all = await call({
      method: 'POST',
      url: '/api/future-service-interaction/appointment-set-count',
      payload: {},
    });
    expect(all.body).toEqual({ count: await expected() });
    expect(all.body.count).toBeGreaterThan(0);
    const store = await call({
      method: 'POST',
      url: '/api/lisa/custom-search/appointment-set-count',
      payload: {},
      role: 'OFFICE_USER',
    });
    expect(store.body).toEqual({ count: await expected(1) });
  });

  it("gives an office's lead-manager figures, and refuses an office outside the user's scope", async () => {
    const data = await call({
      method: 'GET',
      url: '/leadmanager/getLeadManagerDataForCompanyOffice?companyId=1&divisionId=DIV004&officeId=1',
      role: 'OFFICE_MANAGER',
    });
    const counts = data.body.counts as Record<string, number>;
    const [expected] = await server.db.query<{ n: number; a: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE appointment_set)::int AS a FROM future_service_interaction WHERE store_id = 1 AND NOT archived AND type = 'SERVICE'",
    );
    expect(counts.total).toBe(expected?.n);
    expect(counts.appointmentsSet).toBe(expected?.a);
    const stageSum = [
      'NOT_STARTED',
      'INITIATED',
      'RESPONDED',
      'CONTACTED',
      'ENGAGED',
      'APPOINTMENT_SET',
      'SHOW_OR_NO_SHOW',
      'CAR_BOUGHT_OR_NOTBOUGHT',
    ]
      .map((stage) => counts[stage] ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(stageSum).toBe(expected?.n);
    const elsewhere = await call({
      method: 'GET',
      url: '/leadmanager/getLeadManagerDataForCompanyOffice?companyId=1&divisionId=DIV004&officeId=2',
      role: 'OFFICE_MANAGER',
    });
    expect(elsewhere.status).toBe(404);
  });

  it('puts a lead on the follow-up track without texting, and refuses a past date and viewing roles', async () => {
    const url = `/api/future-service-interaction/workflow/followup?future-service-interaction-id=${storeOneLead}`;
    const outbox = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]?.n;
    const before = await outbox();
    const done = await call({
      method: 'POST',
      url,
      payload: { followupType: 'FU1', followUpDate: '2099-01-15', content: 'Call about tyres' },
    });
    expect(done).toMatchObject({ status: 200, body: { message: 'Successfully Updated' } });
    expect(await outbox()).toBe(before);
    const view = await call({
      method: 'POST',
      url: '/api/future-service-interaction/followup?page=0&size=500',
      payload: {},
    });
    expect((view.body as Schemas['LeadPage']).data.map((lead) => lead.id)).toContain(storeOneLead);
    const past = await call({ method: 'POST', url, payload: { followUpDate: '2000-01-01' } });
    expect(past).toMatchObject({ status: 400, body: { message: 'Choose a follow-up date from today on.' } });
    expect((await call({ method: 'POST', url, payload: {}, role: 'OFFICE_USER' })).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { CALLS_OPERATIONS } from './support/calls-operations.js';
import { contractCaller } from './support/contract-caller.js';
import { contractErrors } from './support/openapi-validator.js';

// Issue 14, first list point 9, against openapi/: every operation of CALLS_OPERATIONS answers as
// documented, its refusals included.
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

describe('the lead, messaging and template calls keep the contract', () => {
  let lead = 0;
  const fsi = () => `future-service-interaction-id=${lead}`;

  it('lead calls', async () => {
    [{ id: lead }] = (await server.db.query<{ id: number }>(
      `SELECT f.id FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
        WHERE f.store_id = 1 AND (SELECT count(*) FROM customer c2 JOIN future_service_interaction f2
                ON f2.customer_id = c2.id WHERE c2.cellular = c.cellular) > 1 ORDER BY f.id LIMIT 1`,
    )) as [{ id: number }];
    const others = await call('getOtherInteractions', {
      url: `/api/future-service-interaction/otherInteraction?${fsi()}`,
    });
    expect(others.status).toBe(200);
    expect(others.body.total).toBeGreaterThan(0);
    expect(
      (
        await call('getOtherInteractions', {
          url: '/api/future-service-interaction/otherInteraction?future-service-interaction-id=999999',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('updateLeadMetadata', { payload: { id: lead, metadata: { source: 'kiosk' } } })).status,
    ).toBe(200);
    expect((await call('updateLeadMetadata', { payload: { id: lead, metadata: { '': 'x' } } })).status).toBe(
      400,
    );
    const link = await call('getConversationLink', {
      url: `/api/future-service-interaction/conversation-link?${fsi()}`,
    });
    expect(link.body.url).toContain(`future_service_interaction_id=${lead}`);
    expect(
      (await call('countAppointmentSet', { payload: { storeId: 1 } })).body.count,
    ).toBeGreaterThanOrEqual(0);
    expect(
      (await call('lisaCountAppointmentSet', { payload: {}, headers: { enterpriseId: '1' } })).status,
    ).toBe(200);
    const figures = await call('getLeadManagerData', {
      url: '/leadmanager/getLeadManagerDataForCompanyOffice?companyId=1&divisionId=DIV004&officeId=1',
    });
    expect(figures.body.counts).toMatchObject({ total: expect.any(Number) as number });
    expect(
      (
        await call('getLeadManagerData', {
          url: '/leadmanager/getLeadManagerDataForCompanyOffice?companyId=9&divisionId=DIV004&officeId=',
        })
      ).status,
    ).toBe(404);
    const followUp = `/api/future-service-interaction/workflow/followup?${fsi()}`;
    expect((await call('workflowFollowUp', { url: followUp, payload: { followupType: 'FU2' } })).status).toBe(
      200,
    );
    expect(
      (await call('workflowFollowUp', { url: followUp, payload: { followUpDate: '2001-02-03' } })).status,
    ).toBe(400);
  });

  it('messaging calls', async () => {
    const pre = await call('getPreStatus', {
      url: `/api/svc-message-instance/pre-status?future_service_interaction_id=${lead}`,
    });
    expect(pre.body.futureServiceInteractionId).toBe(lead);
    // text/plain: read as text, not through the JSON caller.
    const transcript = await server.app.inject({
      method: 'GET',
      url: `/api/svc-message-instance/transcript/download?future_service_interaction_id=${lead}`,
      headers: auth,
    });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.headers['content-type']).toMatch(/^text\/plain/);
    expect(transcript.body).toMatch(/^Conversation with /);
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/svc-message-instance/transcript/download?future_service_interaction_id=999999',
      headers: auth,
    });
    expect(
      contractErrors('/api/svc-message-instance/transcript/download', 'get', 404, missing.json()),
    ).toEqual([]);
    exercised.add('downloadTranscript');
    expect((await call('createChatToken')).body.identity).toMatch(/^torque-user-/);
    expect(
      (
        await call('saveInboundVehicleDetails', {
          payload: { future_service_interaction_id: lead, mileage: 12000 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('saveInboundVehicleDetails', {
          payload: { future_service_interaction_id: lead, year: 1800 },
        })
      ).status,
    ).toBe(400);
    expect((await call('getBulkConversationStatus')).body).toMatchObject({
      status: expect.any(String) as string,
    });
    expect((await call('getBulkConversationCurrentDate')).status).toBe(200);
    expect(
      (
        await call('getBulkConversationFailures', {
          url: '/api/lisa/report/bulk-conversation/failed?page=0&size=5',
        })
      ).status,
    ).toBe(200);
  });

  it('template calls', async () => {
    const office = 'companyId=1&divisionId=DIV004&officeId=1&source=ALL';
    expect(
      (await call('getServiceTemplates', { url: `/template/services?${office}` })).body.total,
    ).toBeGreaterThan(0);
    expect(
      (await call('getSalesTemplates', { url: `/template/sales?${office}` })).body.total,
    ).toBeGreaterThan(0);
    expect(
      (
        await call('getServiceTemplates', {
          url: '/template/services?companyId=1&divisionId=DIV004&officeId=1&source=SOME',
        })
      ).status,
    ).toBe(400);
    expect((await call('getDynamicTemplateList', { payload: { moc: 'SMS' } })).status).toBe(200);
    expect(
      (await call('getDynamicTemplateList', { payload: { companyId: '1', officeId: '77' } })).status,
    ).toBe(404);
  });

  it('exercised every operation of CALLS_OPERATIONS', () => {
    expect(CALLS_OPERATIONS.filter((id) => !exercised.has(id))).toEqual([]);
  });
});

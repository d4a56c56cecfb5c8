import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { STAGES_OPERATIONS } from './support/stages-operations.js';

// Issue 14 (stages) against openapi/: each operation of STAGES_OPERATIONS answers as documented,
// its refusals included.
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

describe('stages, the vehicle record and marks keep the contract', () => {
  let lead = { id: 0, customerId: 0, vehicleId: 0 };

  it('moves a lead through the tracker and refuses a reason its stage does not allow', async () => {
    [lead] = (await server.db.query<typeof lead>(
      `SELECT id, customer_id AS "customerId", vehicle_id AS "vehicleId" FROM future_service_interaction
        WHERE store_id = 1 ORDER BY id LIMIT 1`,
    )) as [typeof lead];
    const moved = await call('updateLeadTracker', {
      payload: { id: lead.id, stage: 'RESPONDED', reason: 'NEED_MORE_TIME' },
    });
    expect(moved.status).toBe(200);
    const refused = await call('updateLeadTracker', { payload: { id: lead.id, reason: 'SHOW' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Show is not an outcome reason for the Responded stage.');
    expect((await call('updateLeadTracker', { payload: { id: 987_654, stage: 'ENGAGED' } })).status).toBe(
      404,
    );
  });

  it('updates the vehicle record and lists the history', async () => {
    const body = {
      last_mileage: 52000,
      minder: 'B12',
      last_service_date: '01.02.2025',
      future_service_interaction_id: lead.id,
    };
    const updated = await call('updateVehicleRecord', { payload: body });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ last_mileage: 52000, minder: 'B12' });
    expect((await call('updateVehicleRecord', { payload: { ...body, last_mileage: 'many' } })).status).toBe(
      400,
    );
    const history = await call('getVirtualServiceRecords', {
      url: `/api/virtual-service-record?future_service_interaction_id=${lead.id}`,
    });
    expect(history.body).toMatchObject({ total: 1, data: [{ mileage: 52000, serviceDate: '01.02.2025' }] });
    const missing = await call('getVirtualServiceRecords', {
      url: '/api/virtual-service-record?future_service_interaction_id=987654',
    });
    expect(missing.status).toBe(404);
  });

  it('reads the marks of a customer, a vehicle and a lead', async () => {
    const customer = await call('getCustomerMarks', { url: `/api/marks/customer/${lead.customerId}` });
    expect(customer.status).toBe(200);
    const vehicle = await call('getServiceVehicleMarks', {
      url: `/api/marks/service-vehicle/${lead.vehicleId}`,
    });
    expect(vehicle.status).toBe(200);
    const ofLead = await call('getLeadMarks', { url: `/api/marks/future-service-interaction/${lead.id}` });
    expect(ofLead.status).toBe(200);
    expect((await call('getCustomerMarks', { url: '/api/marks/customer/987654' })).status).toBe(404);
  });

  it('exercises every stages operation', () => {
    expect([...exercised].sort()).toEqual([...STAGES_OPERATIONS].sort());
  });
});

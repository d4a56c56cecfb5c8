import { INCONSISTENT_DATA, type VehicleAttachment, type VehicleRecordUpdate } from '@torque/domain';
import { leadId } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { customersContract, customersState } from '../contract-suites/customers.suite.js';
import {
  answer,
  bodyOf,
  createFakeServer,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpCustomerGateway } from './customers.http.js';

let current: FakeServer | undefined;

function subject() {
  const server = customersState();
  current = createFakeServer({
    createCustomer: async (call) => {
      const { selectedBocId, ...fields } = bodyOf<{
        selectedBocId: number;
        firstName: string;
        lastName: string;
        cellular: string;
      }>(call);
      return answer(await server.create({ ...fields, bocId: selectedBocId }));
    },
    updateCustomer: async (call) => answer(await server.update(num(call.pathParams.bocId), bodyOf(call))),
    getCustomerVehicles: async (call) =>
      answer(await server.vehicles(num(call.pathParams.bocId), num(call.query.customerId))),
    attachServiceVehicle: async (call) =>
      answer(await server.attachVehicle(num(call.pathParams.bocId), bodyOf<VehicleAttachment>(call))),
    searchCustomers: async (call) =>
      answer(
        await server.search({
          ...bodyOf<object>(call),
          bocId: num(call.pathParams.bocId),
          storeId: num(call.pathParams.storeId),
          page: num(call.query.page),
          size: num(call.query.size),
        }),
      ),
    updateCustomerLineTypes: async (call) =>
      answer(
        await server.refreshLineTypes(num(call.pathParams.bocId), num(call.pathParams.storeId), {
          startDate: String(call.query.start_date),
          endDate: String(call.query.end_date),
        }),
      ),
    dmsAddSearchCustomer: async (call) => answer(await server.searchDms(bodyOf(call))),
    dmsAddVehicle: async (call) => answer(await server.addDmsVehicle(bodyOf<VehicleAttachment>(call))),
    lookupCustomerVehicles: async (call) => answer(await server.lookupDmsVehicles(bodyOf(call))),
    updateVehicleRecord: async (call) =>
      answer(await server.updateVehicleRecord(bodyOf<VehicleRecordUpdate>(call))),
    getVirtualServiceRecords: async (call) =>
      answer(await server.virtualServiceRecords(id(call.query.future_service_interaction_id))),
  });
  return { gateway: new HttpCustomerGateway(current.api), server };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

customersContract(subject);

describe('HttpCustomerGateway on the wire', () => {
  it('names the BOC in the path and, on create, as selectedBocId', async () => {
    const { gateway } = subject();
    await gateway.create({ bocId: 2, firstName: 'Ana', lastName: 'Reyes', cellular: '+15550001111' });
    expect(current?.calls[0]).toMatchObject({ pathParams: { bocId: '2' }, body: { selectedBocId: 2 } });
  });
});

describe('HttpCustomerGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpCustomerGateway(rawAnswer(500, {}).api).virtualServiceRecords(leadId(1));
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const result = await new HttpCustomerGateway(rawAnswer(200, { updated: -1 }).api).refreshLineTypes(2, 3, {
      startDate: '2025-03-01',
      endDate: '2025-03-02',
    });
    expect(result.ok ? '' : result.error.message).toContain('(updated)');
  });
});

import { INCONSISTENT_DATA, type MarkTarget } from '@torque/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgement,
  answer,
  bodyOf,
  createFakeServer,
  envelope,
  id,
  num,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { marksContract, marksState } from '../contract-suites/marks.suite.js';
import { rawAnswer } from '../test/raw-answer.js';
import { HttpMarksGateway } from './marks.http.js';

let current: FakeServer | undefined;

type Targeted = { customerId?: number; serviceVehicleId?: number; futureServiceInteractionId?: number };
const targetOf = (fields: Targeted): MarkTarget =>
  fields.customerId !== undefined
    ? { customerId: Number(fields.customerId) }
    : fields.serviceVehicleId !== undefined
      ? { serviceVehicleId: Number(fields.serviceVehicleId) }
      : { futureServiceInteractionId: id(fields.futureServiceInteractionId) };

function subject() {
  const { leads, server } = marksState();
  current = createFakeServer({
    addMark: async (call) => {
      const body = bodyOf<Targeted & { intentType: string; value: string | null }>(call);
      return acknowledgement(
        await server.add(targetOf(body), { intentType: body.intentType, value: body.value ?? null }),
      );
    },
    deleteMark: async ({ query }) =>
      acknowledgement(await server.remove(targetOf(query as unknown as Targeted), String(query.intentType))),
    getCustomerMarks: async (call) =>
      answer(await server.customerMarks(num(call.pathParams.customerId)), envelope),
    getServiceVehicleMarks: async (call) =>
      answer(await server.vehicleMarks(num(call.pathParams.serviceVehicleId)), envelope),
    getLeadMarks: async (call) =>
      answer(await server.leadMarks(id(call.pathParams.futureServiceInteractionId)), envelope),
  });
  return { gateway: new HttpMarksGateway(current.api), leads };
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

marksContract(subject);

describe('HttpMarksGateway failures', () => {
  it("turns a 500 into 'Inconsistent data in request. Please check data'", async () => {
    const result = await new HttpMarksGateway(rawAnswer(500, {}).api).customerMarks(1);
    expect(result.ok ? undefined : result.error.message).toBe(INCONSISTENT_DATA);
  });

  it('sends the reason staff gave for a mark change, and none when not given', async () => {
    const seen: unknown[] = [];
    current = createFakeServer({
      addMark: async (call) => {
        seen.push(bodyOf(call));
        return acknowledgement({ ok: true, value: undefined });
      },
      deleteMark: async ({ query }) => {
        seen.push({ ...query });
        return acknowledgement({ ok: true, value: undefined });
      },
    });
    const gateway = new HttpMarksGateway(current.api);
    const optOut = { intentType: 'SMS_OPT_OUT', value: 'STAFF' };
    expect((await gateway.add({ customerId: 7 }, optOut, 'Asked by phone')).ok).toBe(true);
    expect((await gateway.remove({ customerId: 7 }, 'SMS_OPT_OUT', 'Texted START')).ok).toBe(true);
    expect((await gateway.add({ customerId: 7 }, optOut)).ok).toBe(true);
    expect(seen).toEqual([
      { customerId: 7, intentType: 'SMS_OPT_OUT', value: 'STAFF', reason: 'Asked by phone' },
      { customerId: '7', intentType: 'SMS_OPT_OUT', reason: 'Texted START' },
      { customerId: 7, intentType: 'SMS_OPT_OUT', value: 'STAFF' },
    ]);
  });

  it('turns a malformed answer into a clear error naming the field', async () => {
    const page = { data: [{ intentType: 'SMS_OPT_OUT' }], response: 'SUCCESS', total: 1, size: 1, page: 0 };
    const result = await new HttpMarksGateway(rawAnswer(200, page).api).customerMarks(1);
    expect(result.ok ? '' : result.error.message).toContain('(data.0.value)');
  });
});

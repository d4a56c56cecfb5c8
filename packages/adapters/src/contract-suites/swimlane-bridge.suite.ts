import { SWIMLANE_NOTICES, type SwimlaneBridgeGateway } from '@torque/domain';
import { InMemorySwimlaneBridgeGateway } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type SwimlaneBridgeSubject = { readonly gateway: SwimlaneBridgeGateway };

function boardServer(): InMemorySwimlaneBridgeGateway {
  const server = new InMemorySwimlaneBridgeGateway();
  server.storeList = [{ storeId: 'S3', storeName: 'Torque Honda' }];
  server.advisorsByStore.set('S3', [{ advisorNo: 'A1', advisorName: 'Sam Reyes' }]);
  server.orders = [
    { roNumber: '11', statusCode: 'HOLD', storeId: 'S3', advisorNo: 'A1' },
    { roNumber: '12', statusCode: 'HOLD', storeId: 'S3', advisorNo: 'A2' },
    {
      roNumber: '13',
      statusCode: 'CLOSED',
      storeId: 'S3',
      advisorNo: 'A1',
      closedDate: '2025-03-14T16:00:00Z',
    },
  ];
  server.storeAppointments = [
    { store: 'S3', appointment: { apptId: 1, apptStatus: 'Appt', apptDate: '2025-03-14' } },
  ];
  return server;
}

export function swimlaneBridgeContract(
  makeSubject: (server: InMemorySwimlaneBridgeGateway) => SwimlaneBridgeSubject,
): void {
  describe('SwimlaneBridgeGateway contract', () => {
    it("answers a lane's orders for a store, every advisor by default or one advisor", async () => {
      const { gateway } = makeSubject(boardServer());
      const lane = await gateway.serviceOrders({ statusCode: 'HOLD', storeId: 'S3' });
      expect(lane.ok && lane.value.data.map((o) => o.roNumber)).toEqual(['11', '12']);
      const mine = await gateway.serviceOrders({ statusCode: 'HOLD', storeId: 'S3', advisorNo: 'A2' });
      expect(mine.ok && mine.value.data.map((o) => o.roNumber)).toEqual(['12']);
    });

    it('answers the stores, a store’s advisors, its closed orders and its appointments on a date', async () => {
      const { gateway } = makeSubject(boardServer());
      expect(await gateway.stores()).toMatchObject({ ok: true, value: { data: [{ storeId: 'S3' }] } });
      expect(await gateway.advisors('S3')).toMatchObject({
        ok: true,
        value: { data: [{ advisorNo: 'A1' }] },
      });
      const closed = await gateway.closedRos('S3', '2025-03-14');
      expect(closed.ok && closed.value.data.map((o) => o.roNumber)).toEqual(['13']);
      const appointments = await gateway.appointments('S3', new Date('2025-03-14T15:00:00Z'));
      expect(appointments.ok && appointments.value.data.map((a) => a.apptId)).toEqual([1]);
    });

    it.each([
      ['serviceOrders', SWIMLANE_NOTICES.serviceOrders],
      ['stores', SWIMLANE_NOTICES.stores],
      ['advisors', SWIMLANE_NOTICES.advisors],
      ['closedRos', SWIMLANE_NOTICES.closedRos],
      ['appointments', SWIMLANE_NOTICES.appointments],
    ] as const)('a failed %s fetch is the danger notice %j', async (fetch, notice) => {
      const server = boardServer();
      const { gateway } = makeSubject(server);
      server.failNext(fetch);
      const calls = {
        serviceOrders: () => gateway.serviceOrders({ statusCode: 'Appt', storeId: 'S3' }),
        stores: () => gateway.stores(),
        advisors: () => gateway.advisors('S3'),
        closedRos: () => gateway.closedRos('S3', '2025-03-14', 'A1'),
        appointments: () => gateway.appointments('S3', '2025-03-14'),
      };
      const failed = await calls[fetch]();
      expect(failed.ok ? undefined : failed.error).toMatchObject({ message: notice, tone: 'danger' });
    });
  });
}

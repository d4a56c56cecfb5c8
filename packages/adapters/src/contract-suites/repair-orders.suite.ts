import { closedRoSearchQuery, type RepairOrderGateway, type ServiceOrder } from '@torque/domain';
import { InMemoryRepairOrderGateway, serverRejection, type StoredServiceOrder } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type RepairOrderSubject = { readonly gateway: RepairOrderGateway };

const STORE = { bocId: 2, storeId: 3 } as const;
const order = (
  roNumber: string,
  statusCode: string,
  extra: Partial<ServiceOrder> = {},
): StoredServiceOrder => ({
  storeIdPk: 3,
  order: { roNumber, statusCode, storeId: 'S3', advisorNo: 'A1', svcOpenRoIdPK: Number(roNumber), ...extra },
});
const numbers = (answer: Awaited<ReturnType<RepairOrderGateway['closedRos']>>) =>
  answer.ok ? answer.value.data.map((o) => o.roNumber) : answer.error.message;

export function repairOrdersContract(
  makeSubject: (server: InMemoryRepairOrderGateway) => RepairOrderSubject,
): void {
  describe('RepairOrderGateway contract', () => {
    const orders = [
      order('1', 'UNASSIGNED', { openDate: '2025-03-10' }),
      order('2', 'ASSIGNED', { advisorNo: 'A2', openDate: '2025-03-12' }),
      order('3', 'CLOSED', {
        closedDate: '2025-03-14T16:00:00Z',
        lastMessageReceivedDate: '2025-03-14T17:00:00Z',
      }),
      order('4', 'CLOSED', { closedDate: '2025-03-15T09:00:00Z' }),
      { ...order('5', 'ASSIGNED', { storeId: 'S8' }), storeIdPk: 8 },
    ];

    it('finds open orders by status and advisor, ALL meaning every advisor', async () => {
      const { gateway } = makeSubject(new InMemoryRepairOrderGateway(orders));
      expect(numbers(await gateway.openRosByStatus({ storeIdPk: 3, statusCode: 'ASSIGNED' }))).toEqual(['2']);
      expect(
        numbers(await gateway.openRosByStatus({ storeIdPk: 3, statusCode: 'ASSIGNED', advisorNo: 'A1' })),
      ).toEqual([]);
      expect(
        numbers(await gateway.swimlaneRosByStatus({ status: ['UNASSIGNED', 'ASSIGNED'], store: 'S3' })),
      ).toEqual(['1', '2']);
    });

    it('finds closed orders by closed date, the chosen end date included (sent one day later)', async () => {
      const { gateway } = makeSubject(new InMemoryRepairOrderGateway(orders));
      const query = closedRoSearchQuery({ storeIdPk: 3, startDate: '2025-03-14', endDate: '2025-03-14' });
      expect(numbers(await gateway.closedRos(query))).toEqual(['3']);
      const withMessages = closedRoSearchQuery({
        storeIdPk: 3,
        startDate: '2025-03-01',
        endDate: '2025-03-31',
        lastMessageReceived: true,
      });
      expect(numbers(await gateway.closedRos(withMessages))).toEqual(['3']);
      expect(numbers(await gateway.swimlaneClosedRos({ store: 'S3', advisor: 'ALL' }))).toEqual(['3', '4']);
    });

    it('reads one open order, its store advisors and open orders by date; an unknown order is a 404', async () => {
      const server = new InMemoryRepairOrderGateway(orders);
      server.advisors = [{ advisorNo: 'A1', advisorName: 'Sam Reyes' }];
      const { gateway } = makeSubject(server);
      expect(await gateway.openRo(STORE, 2)).toMatchObject({ ok: true, value: { roNumber: '2' } });
      const unknown = await gateway.openRo(STORE, 99);
      expect(unknown.ok ? undefined : unknown.error).toEqual(serverRejection(404, 'No open repair order 99'));
      expect(await gateway.openRoAdvisors(STORE)).toMatchObject({
        ok: true,
        value: { data: [{ advisorNo: 'A1' }] },
      });
      const byDate = await gateway.openRosByDate(
        STORE,
        { startDate: '2025-03-11', endDate: '2025-03-12' },
        { page: 0, size: 10 },
      );
      expect(numbers(byDate)).toEqual(['2']);
    });

    it('searches closed service three ways, by text and advisor', async () => {
      const { gateway } = makeSubject(new InMemoryRepairOrderGateway(orders));
      for (const search of ['by-date', 'state-inspection-report', 'by-advisor'] as const) {
        expect(
          numbers(await gateway.serviceClosed(search, STORE, { query: '4', startDate: '01.03.2025' })),
        ).toEqual(['4']);
      }
    });

    it('searches opcodes and downloads them as CSV', async () => {
      const server = new InMemoryRepairOrderGateway();
      server.opcodes = [
        { opcode: '01OIL', description: 'Oil change' },
        { opcode: '02TIRE', description: 'Rotate' },
      ];
      const { gateway } = makeSubject(server);
      const found = await gateway.searchOpcodes({ searchText: 'oil', size: 10 });
      expect(found.ok && found.value.data.map((o) => o.opcode)).toEqual(['01OIL']);
      const csv = await gateway.downloadOpcodes({ searchText: 'rot' });
      expect(csv).toEqual({ ok: true, value: 'opcode,description\r\n02TIRE,Rotate' });
    });

    it("gives a refusal in the server's words", async () => {
      const server = new InMemoryRepairOrderGateway();
      const { gateway } = makeSubject(server);
      server.failNext('openRoAdvisors', serverRejection(400, 'Unknown store'));
      expect(await gateway.openRoAdvisors(STORE)).toEqual({
        ok: false,
        error: serverRejection(400, 'Unknown store'),
      });
    });
  });
}

import type { SalesGateway, SalesRecord } from '@torque/domain';
import { InMemorySalesGateway, serverRejection, type StoredSale } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type SalesSubject = { readonly gateway: SalesGateway };

const STORE = { bocId: 2, storeId: 3 } as const;
const WINDOW = { page: 0, size: 50 } as const;
const sale = (id: number, sold_date: string, dealType: string, closedService = false): StoredSale => ({
  storeId: 3,
  sale: { id, sold_date, dealType, customerName: `Buyer ${id}`, vin: `VIN${id}` },
  closedService,
});
const ids = (answer: Awaited<ReturnType<SalesGateway['search']>>) =>
  answer.ok ? answer.value.data.map((s: SalesRecord) => s.id) : answer.error.message;

export function salesContract(makeSubject: (server: InMemorySalesGateway) => SalesSubject): void {
  describe('SalesGateway contract', () => {
    const sales = [
      sale(1, '14.03.2025', 'New', true),
      sale(2, '14.03.2025', 'Used'),
      sale(3, '20.03.2025', 'Used', true),
      { ...sale(4, '14.03.2025', 'New'), storeId: 8 },
    ];

    it("finds a store's sales on a sold date (sent DD.MM.YYYY)", async () => {
      const { gateway } = makeSubject(new InMemorySalesGateway(sales));
      expect(ids(await gateway.salesOn(STORE, '2025-03-14', WINDOW))).toEqual([1, 2]);
      expect(ids(await gateway.salesOn(STORE, '2025-03-14', { page: 1, size: 1 }))).toEqual([2]);
    });

    it('searches by text, sold-date range and deal types', async () => {
      const { gateway } = makeSubject(new InMemorySalesGateway(sales));
      expect(
        ids(await gateway.search(STORE, { dealTypes: ['Used'], start_sold_date: '15.03.2025' }, WINDOW)),
      ).toEqual([3]);
      expect(ids(await gateway.search(STORE, { searchText: 'buyer 2' }, WINDOW))).toEqual([2]);
    });

    it('finds sales with closed service in a range, of the given deal types', async () => {
      const { gateway } = makeSubject(new InMemorySalesGateway(sales));
      const range = { startSoldDate: '2025-03-01', endSoldDate: '2025-03-31' };
      expect(ids(await gateway.salesWithClosedService(STORE, range, ['New', 'Used'], WINDOW))).toEqual([
        1, 3,
      ]);
      expect(ids(await gateway.salesWithClosedService(STORE, range, ['Used'], WINDOW))).toEqual([3]);
    });

    it('keeps vehicle care plans per store: a new one gets an id', async () => {
      const { gateway } = makeSubject(new InMemorySalesGateway());
      expect(
        await gateway.saveVcpMaster(STORE, { planCode: 'VCP-1', months: 24, active: true }),
      ).toMatchObject({
        ok: true,
        value: { id: 1, planCode: 'VCP-1' },
      });
      const plans = await gateway.vcpMasters(STORE);
      expect(plans.ok && plans.value.data.map((p) => p.planCode)).toEqual(['VCP-1']);
      const other = await gateway.vcpMasters({ bocId: 2, storeId: 8 });
      expect(other.ok && other.value.total).toBe(0);
    });

    it("gives a refusal in the server's words", async () => {
      const server = new InMemorySalesGateway();
      const { gateway } = makeSubject(server);
      server.failNext('vcpMasters', serverRejection(404, 'No store 3'));
      expect(await gateway.vcpMasters(STORE)).toEqual({
        ok: false,
        error: serverRejection(404, 'No store 3'),
      });
    });
  });
}

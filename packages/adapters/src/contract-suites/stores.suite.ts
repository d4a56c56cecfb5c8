import type { EnterpriseStore, StoresGateway } from '@torque/domain';
import { InMemoryStoresGateway, serverRejection, type StoresSeed } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type StoresSubject = { readonly gateway: StoresGateway };

const store = (id: number, brand: string, timezone: string, boc = 2): EnterpriseStore => ({
  id,
  store_id: `S${id}`,
  storeName: `${brand} ${id}`,
  bocMaster: { id: boc },
  brand,
  timezone,
});
export const storesSeed: StoresSeed = {
  enterprises: [
    { id: 1, name: 'Torque Motor Group' },
    { id: 2, name: 'Second Group' },
  ],
  stores: [
    { enterpriseId: 1, store: store(3, 'Honda', 'America/New_York') },
    { enterpriseId: 1, store: store(4, 'Toyota', 'America/New_York', 3) },
    { enterpriseId: 1, store: store(5, 'Honda', 'America/Chicago', 3) },
    { enterpriseId: 2, store: store(8, 'Lexus', 'America/New_York', 9) },
  ],
  bocs: [
    { enterpriseId: 1, id: 2, bocId: 'BOC2', bocName: 'East' },
    { enterpriseId: 2, id: 9, bocId: 'BOC9', bocName: 'West' },
  ],
  customerTypes: [{ interactionId: 101, customerType: 'SERVICE' }],
};
const storeIds = (answer: Awaited<ReturnType<StoresGateway['stores']>>) =>
  answer.ok ? answer.value.data.map((s) => s.id) : answer.error.message;

export function storesContract(makeSubject: (server: InMemoryStoresGateway) => StoresSubject): void {
  describe('StoresGateway contract', () => {
    it("lists an enterprise's stores, and stores by enterprise and BOC, paged", async () => {
      const { gateway } = makeSubject(new InMemoryStoresGateway(storesSeed));
      expect(storeIds(await gateway.enterpriseStores(1))).toEqual([3, 4, 5]);
      expect(storeIds(await gateway.stores({ enterpriseId: 1, bocId: 3, page: 0, size: 50 }))).toEqual([
        4, 5,
      ]);
      expect(await gateway.stores({ page: 1, size: 3 })).toMatchObject({
        ok: true,
        value: { total: 4, data: [{ id: 8 }] },
      });
    });

    it('lists brands, BOCs and brand time zones, and stores of some brands in one zone', async () => {
      const { gateway } = makeSubject(new InMemoryStoresGateway(storesSeed));
      expect(await gateway.brands(1)).toMatchObject({ ok: true, value: { data: ['Honda', 'Toyota'] } });
      expect(await gateway.bocs(2)).toMatchObject({
        ok: true,
        value: { data: [{ id: 9, bocId: 'BOC9', bocName: 'West' }] },
      });
      const zones = await gateway.brandTimezones();
      expect(zones.ok && zones.value.data).toContainEqual({ brand: 'Honda', zone: 'America/Chicago' });
      expect(storeIds(await gateway.storesByBrandsAndZone('America/New_York', ['Honda', 'Lexus']))).toEqual([
        3, 8,
      ]);
    });

    it('lists enterprises and updates one; an unknown enterprise is a 404', async () => {
      const { gateway } = makeSubject(new InMemoryStoresGateway(storesSeed));
      expect(await gateway.enterprises({ page: 0, size: 1 })).toMatchObject({
        ok: true,
        value: { total: 2, data: [{ id: 1 }] },
      });
      const updated = await gateway.updateEnterprise({ id: 2, name: 'Second Group', realTimeSync: true });
      expect(updated).toEqual({ ok: true, value: { id: 2, name: 'Second Group', realTimeSync: true } });
      const unknown = await gateway.updateEnterprise({ id: 7, name: 'Nobody' });
      expect(unknown.ok ? undefined : unknown.error).toEqual(serverRejection(404, 'No enterprise 7'));
    });

    it("answers service-interaction stores and an interaction's customer type", async () => {
      const { gateway } = makeSubject(new InMemoryStoresGateway(storesSeed));
      expect(storeIds(await gateway.serviceInteractionStores({ enterpriseId: 1, bocIds: [2] }))).toEqual([3]);
      expect(await gateway.interactionCustomerType(101)).toEqual({
        ok: true,
        value: { interactionId: 101, customerType: 'SERVICE' },
      });
      const unknown = await gateway.interactionCustomerType(5);
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });
  });
}

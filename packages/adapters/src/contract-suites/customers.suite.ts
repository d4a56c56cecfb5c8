import type { CustomerGateway, CustomerRecord } from '@torque/domain';
import {
  fixedClock,
  InMemoryCustomerGateway,
  InMemoryLeadGateway,
  leadId,
  sampleLead,
} from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port and the customers fake (under test, or behind the HTTP server). */
export type CustomersSubject = {
  readonly gateway: CustomerGateway;
  readonly server: InMemoryCustomerGateway;
};

const BOC = 2;
const STORE = 3;
const dmsCustomer: CustomerRecord = {
  id: 501,
  bocIdFk: BOC,
  store: STORE,
  custno: 'DMS-501',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: null,
  phone: null,
  cellular: '+15550001111',
  lineType: 'mobile',
  block_sms: false,
};

/** The server state the suite expects: lead 101, one DMS customer and vehicle, one service record. */
export const customersState = (): InMemoryCustomerGateway =>
  new InMemoryCustomerGateway({
    clock: fixedClock('2025-03-14T15:00:00Z'),
    leads: new InMemoryLeadGateway([sampleLead()]),
    dmsCustomers: [dmsCustomer],
    dmsVehicles: [{ customerId: 'C-501', vehicleId: 'V-9', vin: '1HGCM82633A004352' }],
    serviceRecords: [
      {
        id: 1,
        future_service_interaction_id: 101,
        mileage: 5000,
        opCodes: ['OIL'],
        description: '5K service',
      },
    ],
  });

const maria = { bocId: BOC, store: STORE, firstName: 'Maria', lastName: 'Lopez', cellular: '+15551234567' };

export function customersContract(makeSubject: () => CustomersSubject): void {
  describe('CustomerGateway contract', () => {
    it('creates customers with ids in order, SMS allowed, and updates them', async () => {
      const { gateway } = makeSubject();
      const created = await gateway.create({ ...maria, email: 'maria@example.com' });
      expect(created.ok && created.value).toMatchObject({
        id: 1,
        bocIdFk: BOC,
        firstName: 'Maria',
        block_sms: false,
      });
      const second = await gateway.create({ ...maria, firstName: 'Tom' });
      expect(second.ok && second.value.id).toBe(2);
      const updated = await gateway.update(BOC, { id: 1, lastName: 'Lopez-Diaz', block_sms: true });
      expect(updated.ok && updated.value).toMatchObject({ id: 1, lastName: 'Lopez-Diaz', block_sms: true });
      const missing = await gateway.update(BOC, { id: 99, firstName: 'X' });
      expect(missing.ok ? undefined : missing.error).toMatchObject({ status: 404, tone: 'warning' });
    });

    it("attaches vehicles to a customer and lists the customer's vehicles only", async () => {
      const { gateway } = makeSubject();
      await gateway.create(maria);
      await gateway.create({ ...maria, firstName: 'Tom' });
      const car = await gateway.attachVehicle(BOC, {
        customerId: 1,
        vin: '2T1BURHE0JC000001',
        make: 'Toyota',
        model: 'Corolla',
        year: 2018,
        odometer: 0,
      });
      expect(car.ok && car.value).toMatchObject({ id: 1, vin: '2T1BURHE0JC000001', odometer: 0 });
      await gateway.attachVehicle(BOC, { customerId: 2, vin: '2T1BURHE0JC000002' });
      const listed = await gateway.vehicles(BOC, 1);
      expect(listed.ok && listed.value.data.map((v) => v.vin)).toEqual(['2T1BURHE0JC000001']);
      const stranger = await gateway.attachVehicle(BOC, { customerId: 42, vin: 'X' });
      expect(stranger.ok ? undefined : stranger.error.status).toBe(404);
    });

    it("searches a store's customers by text and by VIN, paged", async () => {
      const { gateway } = makeSubject();
      await gateway.create(maria);
      await gateway.create({ ...maria, firstName: 'Tom', lastName: 'Baker' });
      await gateway.attachVehicle(BOC, { customerId: 2, vin: 'VIN-TOM' });
      const page = { bocId: BOC, storeId: STORE, page: 0, size: 10 };
      const byText = await gateway.search({ ...page, searchText: 'bak' });
      expect(byText.ok && byText.value.data.map((c) => c.firstName)).toEqual(['Tom']);
      const byVin = await gateway.search({ ...page, vin: 'VIN-TOM' });
      expect(byVin.ok && byVin.value.total).toBe(1);
      const otherStore = await gateway.search({ ...page, storeId: 8 });
      expect(otherStore.ok && otherStore.value.total).toBe(0);
    });

    it('refreshes the line types of the customers without one, counting them', async () => {
      const { gateway } = makeSubject();
      await gateway.create(maria);
      const range = { startDate: '2025-03-01', endDate: '2025-03-14' };
      expect(await gateway.refreshLineTypes(BOC, STORE, range)).toMatchObject({
        ok: true,
        value: { updated: 1 },
      });
      expect(await gateway.refreshLineTypes(BOC, STORE, range)).toMatchObject({
        ok: true,
        value: { updated: 0 },
      });
    });

    it('searches the DMS, adds its vehicles and looks up its customer vehicle ids', async () => {
      const { gateway } = makeSubject();
      const found = await gateway.searchDms({ firstName: 'ana' });
      expect(found.ok && found.value.data.map((c) => c.custno)).toEqual(['DMS-501']);
      await gateway.create(maria);
      const added = await gateway.addDmsVehicle({ customerId: 1, vin: '1HGCM82633A004352', make: 'Honda' });
      expect(added.ok && added.value.make).toBe('Honda');
      const ids = await gateway.lookupDmsVehicles({ vin: '1HGCM82633A004352' });
      expect(ids.ok && ids.value.data).toEqual([
        { customerId: 'C-501', vehicleId: 'V-9', vin: '1HGCM82633A004352' },
      ]);
    });

    it("keeps one vehicle record per lead and lists the lead's virtual service records", async () => {
      const { gateway } = makeSubject();
      const update = {
        last_mileage: 45120,
        minder: 'A1',
        last_service_date: '14.03.2025',
        future_service_interaction_id: 101,
      };
      const first = await gateway.updateVehicleRecord(update);
      const again = await gateway.updateVehicleRecord({ ...update, last_mileage: 46000, minder: null });
      expect(first.ok && again.ok && [first.value.id, again.value.id, again.value.last_mileage]).toEqual([
        1, 1, 46000,
      ]);
      const records = await gateway.virtualServiceRecords(leadId(101));
      expect(records.ok && records.value.data.map((r) => r.description)).toEqual(['5K service']);
      const unknown = await gateway.virtualServiceRecords(leadId(999));
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });
  });
}

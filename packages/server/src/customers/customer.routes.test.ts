import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type CustomerRow = {
  id: number;
  store_id: number;
  cellular: string;
  email: string | null;
  first_name: string;
};

describe('customer, vehicle and DMS calls', () => {
  let server: TestServer;
  let mine: CustomerRow; // a customer of store 1 (BOC 1), the office manager's store
  let other: CustomerRow; // a customer of store 3 (BOC 2)
  beforeAll(async () => {
    server = await startTestServer();
    const pick = async (storeId: number) => {
      const [row] = await server.db.query<CustomerRow>(
        'SELECT id, store_id, cellular, email, first_name FROM customer WHERE store_id = $1 ORDER BY id LIMIT 1',
        [storeId],
      );
      if (!row) throw new Error(`no customer in store ${storeId}`);
      return row;
    };
    mine = await pick(1);
    other = await pick(3);
  });
  afterAll(() => server.close());

  const call = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: await server.signIn(role), ...(payload ? { payload } : {}) });

  describe('updateCustomer', () => {
    it('stores the edit, looks the new numbers up, and the lead shows it', async () => {
      const response = await call('OFFICE_MANAGER', 'PUT', '/api/boc/1/customer', {
        id: mine.id,
        email: ' lia.moreno@example.com ',
        phone: '(212) 555-0100',
      });
      expect(response.statusCode).toBe(200);
      const customer = response.json() as Schemas['Customer'];
      expect(customer).toMatchObject({
        id: mine.id,
        email: 'lia.moreno@example.com',
        phone: '+12125550100',
        phoneLineType: 'landline',
      });
      expect(['mobile', 'landline', 'voip']).toContain(customer.lineType);
      const [lead] = await server.db.query<{ id: number }>(
        'SELECT id FROM future_service_interaction WHERE customer_id = $1 LIMIT 1',
        [mine.id],
      );
      const shown = await call(
        'OFFICE_MANAGER',
        'GET',
        `/api/future-service-interaction?future-service-interaction-id=${lead?.id}`,
      );
      expect((shown.json() as Schemas['Lead']).customerMaster.email).toBe('lia.moreno@example.com');
    });

    it("refuses bad input with the spec's plain words", async () => {
      const bad = async (payload: object) =>
        (await call('OFFICE_MANAGER', 'PUT', '/api/boc/1/customer', { id: mine.id, ...payload })).json() as {
          message: string;
        };
      expect((await bad({ email: 'not-an-address' })).message).toBe('Invalid Email');
      expect((await bad({ phone: '555-01' })).message).toBe('Invalid Number');
      expect((await bad({ firstName: '   ' })).message).toBe('First name is required');
      expect((await bad({ block_sms: true })).message).toBe(
        'Use the SMS_OPT_OUT mark to block or unblock texts.',
      );
    });

    it('reports a customer outside the scope, or under another BOC, as missing; viewers may not edit', async () => {
      expect(
        (await call('OFFICE_MANAGER', 'PUT', '/api/boc/2/customer', { id: other.id, firstName: 'X' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('SUPER_USER', 'PUT', '/api/boc/1/customer', { id: other.id, firstName: 'X' })).statusCode,
      ).toBe(404);
      expect(
        (await call('OFFICE_USER', 'PUT', '/api/boc/1/customer', { id: mine.id, firstName: 'X' })).statusCode,
      ).toBe(403);
      const [row] = await server.db.query<{ first_name: string }>(
        'SELECT first_name FROM customer WHERE id = $1',
        [other.id],
      );
      expect(row?.first_name).toBe(other.first_name);
    });
  });

  describe('searchCustomers and line types', () => {
    it("finds a store's customer by name and fills line types never looked up", async () => {
      await server.db.query(
        'UPDATE customer SET cellular_line_type = NULL, line_types_checked_at = NULL WHERE id = $1',
        [other.id],
      );
      const response = await call('SUPER_USER', 'POST', '/api/boc/2/customer/3/search?page=0&size=10', {
        cellular: other.cellular.slice(2),
      });
      const page = response.json() as Schemas['CustomerPage'];
      expect(page.data.map((customer) => customer.id)).toContain(other.id);
      expect(page.data.find((customer) => customer.id === other.id)?.lineType).not.toBeNull();
    });

    it('answers 404 for a store outside the scope or the BOC', async () => {
      expect((await call('OFFICE_MANAGER', 'POST', '/api/boc/2/customer/3/search', {})).statusCode).toBe(404);
      expect((await call('SUPER_USER', 'POST', '/api/boc/1/customer/3/search', {})).statusCode).toBe(404);
    });

    it("refreshes a store's line types for customers added in the range", async () => {
      const today = new Date().toISOString().slice(0, 10);
      const response = await call(
        'SUPER_USER',
        'GET',
        `/api/boc/1/customer/1/update/line-type?start_date=2000-01-01&end_date=${today}`,
      );
      const result = response.json() as Schemas['LineTypeUpdateResult'];
      const [count] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM customer WHERE store_id = 1',
      );
      expect(result.updated).toBe(count?.n);
      const [unchecked] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM customer WHERE store_id = 1 AND cellular_line_type IS NULL',
      );
      expect(unchecked?.n).toBe(0);
      const reversed = await call(
        'SUPER_USER',
        'GET',
        '/api/boc/1/customer/1/update/line-type?start_date=2026-02-01&end_date=2026-01-01',
      );
      expect(reversed.statusCode).toBe(400);
    });
  });

  describe('vehicles and the DMS', () => {
    it("looks the customer's phone up in the DMS and attaches the vehicle it knows", async () => {
      const lookup = await call('OFFICE_MANAGER', 'POST', '/api/dms/customer-vehicle-lookup', {
        cellular: mine.cellular,
      });
      const found = lookup.json() as Schemas['W2kCustomerVehicleIdPage'];
      expect(found.total).toBeGreaterThan(0);
      const vin = found.data[0]?.vin ?? '';
      const attached = await call('OFFICE_MANAGER', 'POST', '/api/boc/1/service-vehicle/attach', {
        customerId: mine.id,
        vin,
      });
      expect(attached.statusCode).toBe(200);
      expect((attached.json() as Schemas['ServiceVehicle']).vin).toBe(vin);
      const vehicles = (
        await call('OFFICE_MANAGER', 'GET', `/api/boc/1/customer/vehicles?customerId=${mine.id}`)
      ).json() as Schemas['ServiceVehiclePage'];
      expect(vehicles.data.map((vehicle) => vehicle.vin)).toContain(vin);
      const again = await call('OFFICE_MANAGER', 'POST', '/api/boc/1/service-vehicle/attach', {
        customerId: mine.id,
        vin,
      });
      expect(again.json()).toMatchObject({
        statusCode: 400,
        message: 'This vehicle is already attached to the customer.',
      });
    });

    it('refuses a bad VIN, or one neither given in full nor known to the DMS', async () => {
      const bad = await call('OFFICE_MANAGER', 'POST', '/api/boc/1/service-vehicle/attach', {
        customerId: mine.id,
        vin: 'OOOOOOOOOOOOOOOOO',
      });
      expect(bad.json()).toMatchObject({
        statusCode: 400,
        message: 'A VIN is 17 letters and digits, without I, O or Q.',
      });
      const unknown = await call('OFFICE_MANAGER', 'POST', '/api/boc/1/service-vehicle/attach', {
        customerId: mine.id,
        vin: '1ABCDEFGH12345678',
      });
      expect(unknown.json()).toMatchObject({
        statusCode: 400,
        message: 'Make, model and year are needed: the DMS does not know this VIN.',
      });
      const given = await call('OFFICE_MANAGER', 'POST', '/api/boc/1/service-vehicle/attach', {
        customerId: mine.id,
        vin: '1ABCDEFGH12345678',
        make: 'Ford',
        model: 'Bronco',
        year: 2023,
        odometer: 0,
      });
      expect(given.json()).toMatchObject({ make: 'Ford', model: 'Bronco', year: 2023, odometer: 0 });
      const dmsUnknown = await call('OFFICE_MANAGER', 'POST', '/api/dms/add-vehicle', {
        customerId: mine.id,
        vin: '1ABCDEFGH12345679',
      });
      expect(dmsUnknown.json()).toMatchObject({
        statusCode: 400,
        message: 'The DMS does not know this VIN.',
      });
    });

    it('adds a DMS vehicle with the DMS details', async () => {
      const response = await call('OFFICE_MANAGER', 'POST', '/api/dms/add-vehicle', {
        customerId: mine.id,
        vin: '1hgcv1f34la012345',
      });
      expect(response.json()).toMatchObject({
        vin: '1HGCV1F34LA012345',
        make: 'Honda',
        model: 'Accord',
        year: 2020,
      });
    });

    it('adds the customers a DMS search finds to the store, once', async () => {
      const search = { storeId: 1, lastName: 'hale' };
      const first = (
        await call('OFFICE_MANAGER', 'POST', '/api/dms/add-search-customer', search)
      ).json() as Schemas['CustomerPage'];
      expect(first.data).toEqual([
        expect.objectContaining({ firstName: 'Jordan', lastName: 'Hale', custno: 'W2K-100101', store: 1 }),
      ]);
      const second = (
        await call('OFFICE_MANAGER', 'POST', '/api/dms/add-search-customer', search)
      ).json() as Schemas['CustomerPage'];
      expect(second.data[0]?.id).toBe(first.data[0]?.id);
      const empty = await call('OFFICE_MANAGER', 'POST', '/api/dms/add-search-customer', { storeId: 1 });
      expect(empty.json()).toMatchObject({
        statusCode: 400,
        message: 'Enter a name, phone or VIN to search the DMS.',
      });
      const noStore = await call('SUPER_USER', 'POST', '/api/dms/customer-vehicle-lookup', {
        lastName: 'Hale',
      });
      expect(noStore.json()).toMatchObject({
        statusCode: 400,
        message: 'Choose a store: storeId or dealerCode.',
      });
      expect(
        (
          await call('OFFICE_MANAGER', 'POST', '/api/dms/add-search-customer', {
            storeId: 3,
            lastName: 'Hale',
          })
        ).statusCode,
      ).toBe(404);
    });

    it("keeps another store's customer out of reach", async () => {
      expect(
        (await call('OFFICE_MANAGER', 'GET', `/api/boc/2/customer/vehicles?customerId=${other.id}`))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call('OFFICE_MANAGER', 'POST', '/api/dms/add-vehicle', {
            customerId: other.id,
            vin: '1HGCV1F34LA012345',
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});

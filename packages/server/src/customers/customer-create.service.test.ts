import { fixedClock } from '@torque/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal.js';
import type { Database, Queryable } from '../db/database.js';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { CustomerCreateService } from './customer-create.service.js';
import { CustomerService } from './customer.service.js';
import { DmsService } from './dms.service.js';
import { SimulatedDms } from './dms/simulated-dms.js';
import { SimulatedPhoneNumberLookup } from './phone-lookup/phone-lookup.port.js';

const manager: Principal = {
  userId: 1,
  role: 'OFFICE_MANAGER',
  enterpriseId: 1,
  storeId: 1,
  firstName: 'Test',
  lastName: 'Manager',
  colorCode: '#000',
  tokenHash: 'test',
};

/** The database, except that a vehicle insert inside a transaction fails (a crash mid-create). */
function failingVehicleInserts(db: Database): Database {
  const failing = (tx: Queryable): Queryable => ({
    query: async (sql, params) => {
      if (/INSERT INTO service_vehicle/.test(sql)) throw new Error('disk full');
      return tx.query(sql, params);
    },
    exec: async (sql) => tx.exec(sql),
  });
  return Object.assign(Object.create(db) as Database, {
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(failing(tx))),
  });
}

function serviceOver(db: Database): CustomerCreateService {
  const clock = fixedClock('2026-11-24T15:00:00Z');
  const customers = new CustomerService(db, new SimulatedPhoneNumberLookup(), clock);
  return new CustomerCreateService(db, customers, new DmsService(new SimulatedDms(), customers), clock);
}

const countWith = async (db: Queryable, cellular: string) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer WHERE cellular = $1', [cellular])
  )[0]?.n;

describe('createCustomer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('leaves no customer behind when the first vehicle cannot be stored', async () => {
    const create = serviceOver(failingVehicleInserts(database.db)).create(manager, 1, {
      selectedBocId: 1,
      firstName: 'Half',
      lastName: 'Saved',
      cellular: '7185550160',
      vehicle: { vin: '1HGCV1F34LA099002', make: 'Honda', model: 'Civic', year: 2020 },
    });
    await expect(create).rejects.toThrow('disk full');
    expect(await countWith(database.db, '+17185550160')).toBe(0);
  });

  it("fills a first vehicle's make, model and year from the DMS when only the VIN is given", async () => {
    const created = await serviceOver(database.db).create(manager, 1, {
      selectedBocId: 1,
      firstName: 'Jordan',
      lastName: 'Hale',
      cellular: '+17185550161',
      vehicle: { vin: '4t1bf1fk5gu123456' },
    });
    const [vehicle] = await database.db.query<{ make: string; model: string; year: number }>(
      'SELECT make, model, year FROM service_vehicle WHERE customer_id = $1',
      [created.id],
    );
    expect(vehicle).toEqual({ make: 'Toyota', model: 'Camry', year: 2019 });
  });

  it('lets only one of two staff adding the same number at once store it', async () => {
    const service = serviceOver(database.db);
    const attempt = (firstName: string) =>
      service.create(manager, 1, { selectedBocId: 1, firstName, lastName: 'Twin', cellular: '7185550162' });
    const results = await Promise.allSettled([attempt('Ana'), attempt('Bea')]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await countWith(database.db, '+17185550162')).toBe(1);
  });
});

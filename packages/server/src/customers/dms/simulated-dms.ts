import { matchesDmsQuery } from './dms-matching.js';
import type { DealerManagementSystem, DmsCustomer, DmsQuery, DmsVehicle } from './dms.port.js';

/**
 * The embedded default DMS: deterministic, so a newcomer's lookup finds something.
 * - A small catalogue of named owners (below), the same at every store.
 * - Every fictional 555 number (the demo customers all have one) belongs to an owner with one
 *   vehicle derived from the number, its VIN '5DMS' + the ten digits + 'XYZ', so the customer
 *   panel's lookup of any demo customer finds a vehicle to attach.
 */
const vehicle = (
  vehicleId: string,
  vin: string,
  make: string,
  model: string,
  year: number,
  odometer: number,
) => ({ vehicleId, vin, make, model, year, odometer }) satisfies DmsVehicle;

export const SIMULATED_DMS_CUSTOMERS: readonly DmsCustomer[] = [
  {
    custno: 'W2K-100101',
    firstName: 'Jordan',
    lastName: 'Hale',
    email: 'jordan.hale@example.com',
    cellular: '+12125550142',
    vehicles: [
      vehicle('V-5001', '4T1BF1FK5GU123456', 'Toyota', 'Camry', 2019, 41210),
      vehicle('V-5002', '2T3P1RFV8MC654321', 'Toyota', 'RAV4', 2021, 18650),
    ],
  },
  {
    custno: 'W2K-100102',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@example.com',
    cellular: '+13125550177',
    vehicles: [vehicle('V-5003', '1HGCV1F34LA012345', 'Honda', 'Accord', 2020, 30544)],
  },
  {
    custno: 'W2K-100103',
    firstName: 'Marcus',
    lastName: 'Webb',
    email: null,
    cellular: '+13035550100',
    vehicles: [vehicle('V-5004', '1GNSKCKD2MR234567', 'Chevrolet', 'Tahoe', 2021, 22890)],
  },
  {
    custno: 'W2K-100104',
    firstName: 'Elena',
    lastName: 'Cruz',
    email: 'elena.cruz@example.com',
    cellular: '+16265550123',
    vehicles: [vehicle('V-5005', '1FTFW1E85NFA34567', 'Ford', 'F-150', 2022, 12005)],
  },
];

const DERIVED_MODELS: readonly (readonly [string, string])[] = [
  ['Toyota', 'Highlander'],
  ['Honda', 'CR-V'],
  ['Chevrolet', 'Equinox'],
  ['Ford', 'Escape'],
  ['Toyota', 'Corolla'],
  ['Honda', 'Civic'],
];
const FICTIONAL = /^\+1(\d{3})555(\d{4})$/;
const DERIVED_VIN = /^5DMS(\d{10})XYZ$/;

function derivedVehicle(digits: string): DmsVehicle {
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  const [make, model] = DERIVED_MODELS[sum % DERIVED_MODELS.length] ?? ['Toyota', 'Corolla'];
  return vehicle(`V-${digits}`, `5DMS${digits}XYZ`, make, model, 2014 + (sum % 10), 9000 + sum * 1000);
}

function derivedOwner(cellular: string, query: DmsQuery): DmsCustomer | null {
  if (!FICTIONAL.test(cellular)) return null;
  if (SIMULATED_DMS_CUSTOMERS.some((customer) => customer.cellular === cellular)) return null;
  const digits = cellular.slice(2);
  return {
    custno: `W2K-${digits}`,
    // The simulated DMS keeps the name it was asked with; asked by phone alone it has none better.
    firstName: query.firstName?.trim() || 'DMS',
    lastName: query.lastName?.trim() || 'Customer',
    email: null,
    cellular,
    vehicles: [derivedVehicle(digits)],
  };
}

export class SimulatedDms implements DealerManagementSystem {
  async findCustomers(query: DmsQuery): Promise<readonly DmsCustomer[]> {
    const derivedFrom =
      query.cellular ?? (DERIVED_VIN.exec(query.vin ?? '') ? `+1${query.vin?.slice(4, 14)}` : undefined);
    const derived = derivedFrom ? derivedOwner(derivedFrom, query) : null;
    return [...SIMULATED_DMS_CUSTOMERS, ...(derived ? [derived] : [])].filter((customer) =>
      matchesDmsQuery(customer, query),
    );
  }

  async findVehicle(dealerCode: string, vin: string): Promise<(DmsVehicle & { custno: string }) | null> {
    const [owner] = await this.findCustomers({ dealerCode, vin });
    const found = owner?.vehicles.find((candidate) => candidate.vin.toUpperCase() === vin.toUpperCase());
    return owner && found ? { ...found, custno: owner.custno } : null;
  }
}

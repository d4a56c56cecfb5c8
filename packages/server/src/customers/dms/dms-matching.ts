import type { DmsCustomer, DmsQuery } from './dms.port.js';

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether a DMS customer matches every field the query gives (the simulated DMS's rule). */
export function matchesDmsQuery(customer: DmsCustomer, query: DmsQuery): boolean {
  if (query.firstName && !same(customer.firstName, query.firstName)) return false;
  if (query.lastName && !same(customer.lastName, query.lastName)) return false;
  if (query.cellular && customer.cellular !== query.cellular) return false;
  if (query.vin && !customer.vehicles.some((vehicle) => same(vehicle.vin, query.vin ?? ''))) return false;
  return true;
}

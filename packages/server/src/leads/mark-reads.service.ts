import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { notFound } from '../http/http-error.js';
import { MarkRepository, type MarkTarget } from './mark.repository.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const VEHICLE_NOT_FOUND = 'Vehicle not found.';

/**
 * Reading marks (spec 2 §7 marks on customer, service-vehicle and future-service-interaction): the
 * conversation header's marks screen. A target outside the user's scope reads as missing.
 */
export class MarkReadsService {
  constructor(private readonly db: Database) {}

  customer(principal: Principal, customerId: number): Promise<Schemas['MarkPage']> {
    return this.read(principal, { column: 'customer_id', id: customerId }, CUSTOMER_NOT_FOUND);
  }

  vehicle(principal: Principal, vehicleId: number): Promise<Schemas['MarkPage']> {
    return this.read(principal, { column: 'vehicle_id', id: vehicleId }, VEHICLE_NOT_FOUND);
  }

  lead(principal: Principal, fsiId: number): Promise<Schemas['MarkPage']> {
    return this.read(principal, { column: 'fsi_id', id: fsiId }, 'Lead not found.');
  }

  private async read(
    principal: Principal,
    target: MarkTarget,
    missing: string,
  ): Promise<Schemas['MarkPage']> {
    const marks = new MarkRepository(this.db);
    if (!(await marks.ownerInScope(target, dataScopeOf(principal)))) throw notFound(missing);
    const data = await marks.of(target);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }
}

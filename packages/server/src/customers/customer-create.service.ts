import { canEditCustomers, validateNewCustomer, validateNewVehicle, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { CustomerCreateRepository } from './customer-create.repository.js';
import { toCustomer, type StoreRow, type VehicleFields } from './customer.repository.js';
import { VEHICLE_DETAILS_NEEDED, type CustomerService } from './customer.service.js';
import type { DmsService } from './dms.service.js';

export const BOC_MISMATCH = 'selectedBocId must be the BOC of the address.';
export const STORE_NEEDED = 'Choose the store of the customer.';
export const CUSTNO_TAKEN = 'This customer number is already used at this store.';
export const cellularTaken = (name: string): string =>
  `This number already belongs to ${name} at this store.`;

const firstOf = (errors: Readonly<Record<string, string | undefined>>): string =>
  Object.values(errors).find((message) => message !== undefined) ?? 'Invalid customer.';

/**
 * createCustomer: a store's new customer and, when given, the first vehicle, stored in one
 * transaction (both or neither). A number already held by a customer of the store is refused, so
 * an inbound text never has two customers to choose from.
 */
export class CustomerCreateService {
  constructor(
    private readonly db: Database,
    private readonly customers: CustomerService,
    private readonly dms: DmsService,
    private readonly clock: Clock,
  ) {}

  async create(
    principal: Principal,
    bocId: number,
    body: Schemas['CustomerCreate'],
  ): Promise<Schemas['Customer']> {
    requireRole(principal, canEditCustomers);
    if (body.selectedBocId !== bocId) throw badRequest(BOC_MISMATCH);
    const storeId = body.store ?? principal.storeId;
    if (storeId === null) throw badRequest(STORE_NEEDED);
    const store = await this.customers.store(principal, storeId, bocId);
    const customer = validateNewCustomer(body);
    if (!customer.ok) throw badRequest(firstOf(customer.error));
    const vehicle = body.vehicle ? await this.vehicleOf(store, body.vehicle) : null;
    const custno = body.custno?.trim() || null;
    const at = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      const rows = new CustomerCreateRepository(tx);
      await rows.lockStore(store.id);
      const holder = await rows.holderOf(store.id, customer.value.cellular);
      if (holder) throw badRequest(cellularTaken(holder.name));
      if (custno !== null && (await rows.custnoTaken(store.id, custno))) throw badRequest(CUSTNO_TAKEN);
      const created = await rows.insertCustomer({ storeId: store.id, custno, ...customer.value }, at);
      if (vehicle) await rows.insertVehicle(created, vehicle, at);
      return created;
    });
    const row = await this.customers.customer(principal, id);
    // The line-type lookup is a courtesy: the customer is stored either way, and looked up when next shown.
    const looked = await this.customers.refreshLineTypes(row).catch(() => row);
    return toCustomer(looked);
  }

  /** The vehicle as it will be stored; make, model or year left out come from the store's DMS. */
  private async vehicleOf(store: StoreRow, given: Schemas['NewCustomerVehicle']): Promise<VehicleFields> {
    const checked = validateNewVehicle(given);
    if (!checked.ok) throw badRequest(firstOf(checked.error));
    const vehicle = checked.value;
    const complete = vehicle.make && vehicle.model && vehicle.year !== undefined;
    const known = complete ? null : await this.dms.knownVehicle(store, vehicle.vin);
    const make = vehicle.make ?? known?.make;
    const model = vehicle.model ?? known?.model;
    const year = vehicle.year ?? known?.year;
    if (!make || !model || year === undefined) throw badRequest(VEHICLE_DETAILS_NEEDED);
    return { vin: vehicle.vin, make, model, year, odometer: vehicle.odometer ?? known?.odometer ?? null };
  }
}

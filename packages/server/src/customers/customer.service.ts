import {
  BLOCK_SMS_BY_MARK,
  canEditCustomers,
  checkVin,
  systemClock,
  validateCustomerEdit,
  type Clock,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { CustomerRepository, toCustomer, type CustomerRow, type StoreRow } from './customer.repository.js';
import type { PhoneNumberLookup } from './phone-lookup/phone-lookup.port.js';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const STORE_NOT_FOUND = 'Store not found.';
export const VEHICLE_ALREADY_ATTACHED = 'This vehicle is already attached to the customer.';
export const VEHICLE_DETAILS_NEEDED = 'Make, model and year are needed: the DMS does not know this VIN.';
export const YEAR_OUT_OF_RANGE = 'Year must be between 1950 and 2100.';
export const DATES_REVERSED = 'start_date must not be after end_date.';

export type VehicleDetails = {
  readonly make?: string | undefined;
  readonly model?: string | undefined;
  readonly year?: number | undefined;
  readonly odometer?: number | null | undefined;
};

/**
 * Customers of the user's scope: read by every role, changed by all but the viewing-only users.
 * A customer or store outside the scope, or of another BOC than the path names, is reported as missing.
 */
export class CustomerService {
  readonly customers: CustomerRepository;

  constructor(
    db: Queryable,
    private readonly lineTypes: PhoneNumberLookup,
    private readonly clock: Clock = systemClock,
  ) {
    this.customers = new CustomerRepository(db);
  }

  async customer(principal: Principal, id: number, bocId?: number): Promise<CustomerRow> {
    const row = await this.customers.find(id, dataScopeOf(principal));
    if (!row || (bocId !== undefined && row.boc_id !== bocId)) throw notFound(CUSTOMER_NOT_FOUND);
    return row;
  }

  async store(principal: Principal, storeId: number, bocId?: number): Promise<StoreRow> {
    const store = await this.customers.store(storeId, dataScopeOf(principal));
    if (!store || (bocId !== undefined && store.boc_id !== bocId)) throw notFound(STORE_NOT_FOUND);
    return store;
  }

  async update(
    principal: Principal,
    bocId: number,
    body: Schemas['CustomerUpdate'],
  ): Promise<Schemas['Customer']> {
    requireRole(principal, canEditCustomers);
    const current = await this.customer(principal, body.id, bocId);
    if (body.block_sms !== undefined && body.block_sms !== current.block_sms)
      throw badRequest(BLOCK_SMS_BY_MARK);
    const checked = validateCustomerEdit(body);
    if (!checked.ok) throw badRequest(Object.values(checked.error)[0] ?? 'Invalid customer.');
    await this.customers.update(current.id, checked.value);
    const changedNumber =
      (checked.value.cellular !== undefined && checked.value.cellular !== current.cellular) ||
      (checked.value.phone !== undefined && checked.value.phone !== current.phone);
    const updated = await this.customer(principal, current.id);
    if (changedNumber || updated.line_types_checked_at === null)
      return toCustomer(await this.refreshLineTypes(updated));
    return toCustomer(updated);
  }

  async search(
    principal: Principal,
    bocId: number,
    storeId: number,
    body: Schemas['CustomerSearch'],
    page: { readonly page: number; readonly size: number },
  ): Promise<Schemas['CustomerPage']> {
    const store = await this.store(principal, storeId, bocId);
    const digits = body.cellular?.replace(/\D/g, '');
    const { total, rows } = await this.customers.search(
      store.id,
      {
        searchText: body.searchText,
        custno: body.custno,
        cellularDigits: digits || undefined,
        vin: body.vin,
      },
      page,
    );
    // Numbers never looked up are looked up as they are first shown, so staff always see a line type.
    const shown = await Promise.all(
      rows.map(async (row) => (row.line_types_checked_at === null ? this.refreshLineTypes(row) : row)),
    );
    return { data: shown.map(toCustomer), response: 'Success', total, size: page.size, page: page.page };
  }

  async refreshStoreLineTypes(
    principal: Principal,
    bocId: number,
    storeId: number,
    startDate: string,
    endDate: string,
  ): Promise<Schemas['LineTypeUpdateResult']> {
    requireRole(principal, canEditCustomers);
    if (startDate > endDate) throw badRequest(DATES_REVERSED);
    const store = await this.store(principal, storeId, bocId);
    const rows = await this.customers.createdBetween(store.id, startDate, endDate);
    for (const row of rows) await this.refreshLineTypes(row);
    return { updated: rows.length, message: `Line types refreshed for ${rows.length} customers.` };
  }

  async vehicles(
    principal: Principal,
    bocId: number,
    customerId: number,
  ): Promise<Schemas['ServiceVehiclePage']> {
    const customer = await this.customer(principal, customerId, bocId);
    const data = await this.customers.vehicles(customer.id);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  /** Attaches a vehicle; what the request leaves out comes from `known` (the DMS), if it knows the VIN. */
  async attach(
    principal: Principal,
    customer: CustomerRow,
    vinInput: string,
    given: VehicleDetails,
    known: VehicleDetails | null,
  ): Promise<Schemas['ServiceVehicle']> {
    requireRole(principal, canEditCustomers);
    const vin = checkVin(vinInput);
    if (!vin.ok) throw badRequest(vin.error);
    if (await this.customers.vehicleByVin(customer.id, vin.value)) throw badRequest(VEHICLE_ALREADY_ATTACHED);
    const make = given.make?.trim() || known?.make;
    const model = given.model?.trim() || known?.model;
    const year = given.year ?? known?.year;
    if (!make || !model || year === undefined) throw badRequest(VEHICLE_DETAILS_NEEDED);
    if (year < 1950 || year > 2100) throw badRequest(YEAR_OUT_OF_RANGE);
    return this.customers.addVehicle(customer.id, {
      vin: vin.value,
      make,
      model,
      year,
      odometer: given.odometer ?? known?.odometer ?? null,
    });
  }

  /** Looks the customer's numbers up (mobile, landline or voip) and keeps the answer. */
  async refreshLineTypes(row: CustomerRow): Promise<CustomerRow> {
    const cellular = await this.lineTypes.lineTypeOf(row.cellular);
    const phone = row.phone ? await this.lineTypes.lineTypeOf(row.phone) : null;
    const at = this.clock.now();
    await this.customers.setLineTypes(row.id, cellular, phone, at);
    return { ...row, cellular_line_type: cellular, phone_line_type: phone, line_types_checked_at: at };
  }
}

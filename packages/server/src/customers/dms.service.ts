import { canEditCustomers, cleanCustomerPhone } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import type { CustomerService, VehicleDetails } from './customer.service.js';
import { toCustomer, type StoreRow } from './customer.repository.js';
import { DmsUnavailableError, type DealerManagementSystem, type DmsQuery } from './dms/dms.port.js';

export const DMS_STORE_NEEDED = 'Choose a store: storeId or dealerCode.';
export const DMS_CRITERION_NEEDED = 'Enter a name, phone or VIN to search the DMS.';
export const DMS_VIN_UNKNOWN = 'The DMS does not know this VIN.';
export const OTHER_STORE = 'The customer belongs to another store.';
export const DMS_UNAVAILABLE = 'The DMS could not be reached. Try again later.';

/** The DMS calls: look customers and vehicles up at the store's DMS and bring them into Torque. */
export class DmsService {
  constructor(
    private readonly dms: DealerManagementSystem,
    private readonly customers: CustomerService,
  ) {}

  /** Searches the DMS and adds what it finds to the store (once per DMS customer number). */
  async addSearchCustomer(
    principal: Principal,
    body: Schemas['DmsCustomerSearch'],
  ): Promise<Schemas['CustomerPage']> {
    requireRole(principal, canEditCustomers);
    const { store, query } = await this.query(principal, body);
    const found = await this.ask(() => this.dms.findCustomers(query));
    const ids: number[] = [];
    for (const customer of found) {
      const cellular = cleanCustomerPhone(customer.cellular);
      if (!cellular.ok) continue; // a DMS record without a textable number cannot become a Torque customer
      ids.push(
        await this.customers.customers.addFromDms(store.id, { ...customer, cellular: cellular.value }),
      );
    }
    const rows = await this.customers.customers.findMany(ids);
    return {
      data: rows.map(toCustomer),
      response: 'Success',
      total: rows.length,
      size: rows.length,
      page: 0,
    };
  }

  async lookupVehicles(
    principal: Principal,
    body: Schemas['DmsCustomerSearch'],
  ): Promise<Schemas['W2kCustomerVehicleIdPage']> {
    const { query } = await this.query(principal, body);
    const found = await this.ask(() => this.dms.findCustomers(query));
    const data = found.flatMap((customer) =>
      customer.vehicles.map((vehicle) => ({
        customerId: customer.custno,
        vehicleId: vehicle.vehicleId,
        vin: vehicle.vin,
      })),
    );
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  /** Attaches a vehicle the DMS knows, with the DMS's make, model and year. */
  async addVehicle(
    principal: Principal,
    body: Schemas['VehicleAttachRequest'],
  ): Promise<Schemas['ServiceVehicle']> {
    requireRole(principal, canEditCustomers);
    const customer = await this.customers.customer(principal, body.customerId);
    const store = await this.customers.store(principal, customer.store_id);
    const known = await this.ask(() => this.dms.findVehicle(store.store_code, body.vin.trim().toUpperCase()));
    if (!known) throw badRequest(DMS_VIN_UNKNOWN);
    return this.customers.attach(principal, customer, body.vin, { odometer: body.odometer }, known);
  }

  /**
   * Attaches a vehicle with the details given; only a request that leaves make, model or year out
   * asks the DMS for them.
   */
  async attachVehicle(
    principal: Principal,
    bocId: number,
    body: Schemas['VehicleAttachRequest'],
  ): Promise<Schemas['ServiceVehicle']> {
    requireRole(principal, canEditCustomers);
    const customer = await this.customers.customer(principal, body.customerId, bocId);
    if (body.storeId !== undefined && body.storeId !== customer.store_id) throw badRequest(OTHER_STORE);
    const complete = body.make?.trim() && body.model?.trim() && body.year !== undefined;
    const store = await this.customers.store(principal, customer.store_id);
    const known = complete
      ? null
      : await this.ask(() => this.dms.findVehicle(store.store_code, body.vin.trim().toUpperCase()));
    return this.customers.attach(principal, customer, body.vin, body, known);
  }

  /** What the store's DMS knows of a VIN (make, model, year), or null. */
  async knownVehicle(store: StoreRow, vin: string): Promise<VehicleDetails | null> {
    return this.ask(() => this.dms.findVehicle(store.store_code, vin));
  }

  private async query(
    principal: Principal,
    body: Schemas['DmsCustomerSearch'],
  ): Promise<{ store: StoreRow; query: DmsQuery }> {
    const store = await this.storeOf(principal, body);
    const cellular = body.cellular?.trim() ? cleanCustomerPhone(body.cellular) : null;
    if (cellular && !cellular.ok) throw badRequest(cellular.error);
    const query: DmsQuery = {
      dealerCode: store.store_code,
      firstName: body.firstName?.trim() || undefined,
      lastName: body.lastName?.trim() || undefined,
      cellular: cellular?.value,
      vin: body.vin?.trim().toUpperCase() || undefined,
    };
    if (!query.firstName && !query.lastName && !query.cellular && !query.vin)
      throw badRequest(DMS_CRITERION_NEEDED);
    return { store, query };
  }

  private async storeOf(principal: Principal, body: Schemas['DmsCustomerSearch']): Promise<StoreRow> {
    if (body.storeId !== undefined) return this.customers.store(principal, body.storeId);
    if (body.dealerCode?.trim()) {
      const store = await this.customers.customers.storeByCode(
        body.dealerCode.trim(),
        dataScopeOf(principal),
      );
      if (!store) throw notFound('Store not found.');
      return store;
    }
    if (principal.storeId !== null) return this.customers.store(principal, principal.storeId);
    throw badRequest(DMS_STORE_NEEDED);
  }

  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof DmsUnavailableError) throw new HttpError(502, DMS_UNAVAILABLE);
      throw error;
    }
  }
}

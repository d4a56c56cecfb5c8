import type { AppError } from '../errors/app-error.js';
import type { VehicleRecordUpdate } from '../forms/mileage-selection.rules.js';
import type {
  CustomerChanges,
  CustomerGateway,
  CustomerLanguageChange,
  CustomerSearch,
  DmsCustomerSearch,
  NewCustomer,
  VehicleAttachment,
} from '../leads/customer-gateway.port.js';
import type {
  CustomerConversation,
  CustomerRecord,
  CustomerRecordPage,
  DmsCustomerVehicle,
  DmsCustomerVehiclePage,
  LineTypeUpdateResult,
  ServiceVehiclePage,
  VirtualMileageRecord,
  VirtualServiceRecord,
  VirtualServiceRecordPage,
} from '../leads/customer.schema.js';
import type { LeadId, ServiceVehicle } from '../leads/lead.schema.js';
import { matchesSearch } from '../leads/lead-search.js';
import { systemClock, type Clock } from '../shared/clock.port.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InMemoryLeadGateway } from './in-memory-lead-gateway.js';
import { nextId, pageOf, pageRefusal, wholePage } from './paging.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof CustomerGateway;
type OwnedVehicle = ServiceVehicle & { readonly customerId: number };

export type InMemoryCustomerOptions = {
  readonly clock?: Clock;
  /** When given, vehicle records of unknown leads answer 404. */
  readonly leads?: InMemoryLeadGateway;
  /** What the DMS holds: customers to add, and the customer vehicle ids of the lookup. */
  readonly dmsCustomers?: readonly CustomerRecord[];
  readonly dmsVehicles?: readonly DmsCustomerVehicle[];
  readonly serviceRecords?: readonly VirtualServiceRecord[];
};

const has = (value: string | null | undefined, part: string | undefined): boolean =>
  part === undefined || (value ?? '').toLowerCase().includes(part.toLowerCase());

/** Customers, vehicles and vehicle records in memory, with ids given out in order from 1. */
export class InMemoryCustomerGateway implements CustomerGateway {
  readonly #customers = new Map<number, CustomerRecord>();
  readonly #vehicles = new Map<number, OwnedVehicle>();
  readonly #mileage = new Map<number, VirtualMileageRecord>();
  readonly #failures = new FailureQueue<Operation>();
  readonly #clock: Clock;

  constructor(private readonly options: InMemoryCustomerOptions = {}) {
    this.#clock = options.clock ?? systemClock;
  }

  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  async create(customer: NewCustomer): Promise<Result<CustomerRecord, AppError>> {
    const failure = this.#failures.take('create');
    if (failure) return err(failure);
    const record: CustomerRecord = {
      id: nextId(this.#customers.keys()),
      bocIdFk: customer.bocId,
      store: customer.store ?? null,
      custno: customer.custno ?? null,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email ?? null,
      phone: customer.phone ?? null,
      cellular: customer.cellular,
      lineType: null,
      block_sms: false,
    };
    this.#customers.set(record.id, record);
    if (customer.vehicle) {
      const { vin, make = '', model = '', year = 0, odometer } = customer.vehicle;
      const id = nextId(this.#vehicles.keys());
      this.#vehicles.set(id, {
        id,
        vin,
        make,
        model,
        year,
        odometer: odometer ?? null,
        customerId: record.id,
      });
    }
    return ok(record);
  }

  async update(bocId: number, changes: CustomerChanges): Promise<Result<CustomerRecord, AppError>> {
    const refused = this.#failures.take('update') ?? this.#unknown(bocId, changes.id);
    const current = this.#customers.get(changes.id);
    if (refused || !current) return err(refused ?? serverRejection(404, `No customer ${changes.id}`));
    const { id: _id, ...fields } = changes;
    const updated = { ...current, ...fields };
    this.#customers.set(updated.id, updated);
    return ok(updated);
  }

  async vehicles(bocId: number, customerId: number): Promise<Result<ServiceVehiclePage, AppError>> {
    const refused = this.#failures.take('vehicles') ?? this.#unknown(bocId, customerId);
    if (refused) return err(refused);
    const owned = [...this.#vehicles.values()].filter((v) => v.customerId === customerId);
    return ok(wholePage(owned.map(({ customerId: _owner, ...vehicle }) => vehicle)));
  }

  attachVehicle(bocId: number, vehicle: VehicleAttachment): Promise<Result<ServiceVehicle, AppError>> {
    return this.#attach('attachVehicle', vehicle, bocId);
  }

  async search(search: CustomerSearch): Promise<Result<CustomerRecordPage, AppError>> {
    const refused = this.#failures.take('search') ?? pageRefusal(search.page, search.size);
    if (refused) return err(refused);
    const found = [...this.#customers.values()].filter(
      (c) =>
        c.bocIdFk === search.bocId &&
        c.store === search.storeId &&
        matchesSearch(c, search.searchText ?? '') &&
        (search.custno === undefined || c.custno === search.custno) &&
        has(c.cellular, search.cellular) &&
        (search.vin === undefined ||
          [...this.#vehicles.values()].some((v) => v.customerId === c.id && v.vin === search.vin)),
    );
    return ok(pageOf(found, search.page, search.size));
  }

  /** Customers of the store without a line type get one; the answer counts them. */
  async refreshLineTypes(
    bocId: number,
    storeId: number,
    _range: { readonly startDate: string; readonly endDate: string },
  ): Promise<Result<LineTypeUpdateResult, AppError>> {
    const failure = this.#failures.take('refreshLineTypes');
    if (failure) return err(failure);
    const stale = [...this.#customers.values()].filter(
      (c) => c.bocIdFk === bocId && c.store === storeId && !c.lineType,
    );
    for (const customer of stale) this.#customers.set(customer.id, { ...customer, lineType: 'mobile' });
    return ok({ updated: stale.length, message: 'Done' });
  }

  async searchDms(search: DmsCustomerSearch): Promise<Result<CustomerRecordPage, AppError>> {
    const failure = this.#failures.take('searchDms');
    if (failure) return err(failure);
    const found = (this.options.dmsCustomers ?? []).filter(
      (c) =>
        has(c.firstName, search.firstName) &&
        has(c.lastName, search.lastName) &&
        has(c.cellular, search.cellular),
    );
    return ok(wholePage(found));
  }

  addDmsVehicle(vehicle: VehicleAttachment): Promise<Result<ServiceVehicle, AppError>> {
    return this.#attach('addDmsVehicle', vehicle);
  }

  async lookupDmsVehicles(search: DmsCustomerSearch): Promise<Result<DmsCustomerVehiclePage, AppError>> {
    const failure = this.#failures.take('lookupDmsVehicles');
    if (failure) return err(failure);
    return ok(
      wholePage(
        (this.options.dmsVehicles ?? []).filter((v) => search.vin === undefined || v.vin === search.vin),
      ),
    );
  }

  /** One record per lead: a later update replaces the earlier one under the same id. */
  async updateVehicleRecord(update: VehicleRecordUpdate): Promise<Result<VirtualMileageRecord, AppError>> {
    const leadId = update.future_service_interaction_id;
    const refused = this.#failures.take('updateVehicleRecord') ?? this.options.leads?.unknown(leadId);
    if (refused) return err(refused);
    const record: VirtualMileageRecord = {
      ...update,
      id: this.#mileage.get(leadId)?.id ?? nextId([...this.#mileage.values()].map((r) => r.id)),
      updatedOn: this.#clock.now().toISOString(),
    };
    this.#mileage.set(leadId, record);
    return ok(record);
  }

  async virtualServiceRecords(leadId: LeadId): Promise<Result<VirtualServiceRecordPage, AppError>> {
    const refused = this.#failures.take('virtualServiceRecords') ?? this.options.leads?.unknown(leadId);
    if (refused) return err(refused);
    const records = (this.options.serviceRecords ?? []).filter(
      (r) => r.future_service_interaction_id === leadId,
    );
    return ok(wholePage(records));
  }

  async #attach(
    operation: Operation,
    vehicle: VehicleAttachment,
    bocId?: number,
  ): Promise<Result<ServiceVehicle, AppError>> {
    const refused = this.#failures.take(operation) ?? this.#unknown(bocId, vehicle.customerId);
    if (refused) return err(refused);
    const attached: ServiceVehicle = {
      id: nextId(this.#vehicles.keys()),
      vin: vehicle.vin,
      make: vehicle.make ?? '',
      model: vehicle.model ?? '',
      year: vehicle.year ?? 0,
      odometer: vehicle.odometer ?? null,
    };
    this.#vehicles.set(attached.id, { ...attached, customerId: vehicle.customerId });
    return ok(attached);
  }

  /** Conversations opened by openConversation for customers the lead gateway has no lead of. */
  readonly #opened = new Map<number, number>();

  async openConversation(bocId: number, customerId: number): Promise<Result<CustomerConversation, AppError>> {
    const refused = this.#failures.take('openConversation') ?? this.#unknown(bocId, customerId);
    if (refused) return err(refused);
    const lead = this.options.leads?.all().find((one) => one.customerMaster.id === customerId);
    if (lead) return ok({ futureServiceInteractionId: lead.id, created: false });
    const known = this.#opened.get(customerId);
    if (known !== undefined) return ok({ futureServiceInteractionId: known, created: false });
    const id = 9000 + this.#opened.size;
    this.#opened.set(customerId, id);
    return ok({ futureServiceInteractionId: id, created: true });
  }

  async setLanguage(
    bocId: number,
    change: CustomerLanguageChange,
  ): Promise<Result<CustomerRecord, AppError>> {
    const refused = this.#failures.take('setLanguage') ?? this.#unknown(bocId, change.customerId);
    const current = this.#customers.get(change.customerId);
    if (refused || !current) return err(refused ?? serverRejection(404, `No customer ${change.customerId}`));
    const updated = { ...current, preferredLanguage: change.language };
    this.#customers.set(updated.id, updated);
    return ok(updated);
  }

  #unknown(bocId: number | undefined, customerId: number): AppError | undefined {
    const customer = this.#customers.get(customerId);
    return customer && (bocId === undefined || customer.bocIdFk === bocId)
      ? undefined
      : serverRejection(404, `No customer ${customerId}`);
  }
}

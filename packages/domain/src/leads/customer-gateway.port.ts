import type { CustomerLanguage } from './customer-language.js';
import type { VehicleRecordUpdate } from '../forms/mileage-selection.rules.js';
import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type {
  CustomerConversation,
  CustomerRecord,
  CustomerRecordPage,
  DmsCustomerVehiclePage,
  LineTypeUpdateResult,
  ServiceVehiclePage,
  VirtualMileageRecord,
  VirtualServiceRecordPage,
} from './customer.schema.js';
import type { LeadId, ServiceVehicle } from './lead.schema.js';

export type NewCustomer = {
  readonly bocId: number;
  readonly store?: number;
  readonly custno?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly phone?: string;
  /** +1 and ten digits. */
  readonly cellular: string;
  /** The first vehicle, stored with the customer or not at all (make, model, year may come from the DMS). */
  readonly vehicle?: NewCustomerVehicle;
};

export type NewCustomerVehicle = {
  readonly vin: string;
  readonly make?: string;
  readonly model?: string;
  readonly year?: number;
  /** Sent only when present; zero is allowed. */
  readonly odometer?: number;
};

export type CustomerChanges = {
  readonly id: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly cellular?: string;
  readonly block_sms?: boolean;
};

export type VehicleAttachment = {
  readonly customerId: number;
  readonly storeId?: number;
  readonly vin: string;
  readonly make?: string;
  readonly model?: string;
  readonly year?: number;
  /** Sent only when present; zero is allowed. */
  readonly odometer?: number;
};

export type CustomerSearch = {
  readonly bocId: number;
  readonly storeId: number;
  readonly searchText?: string;
  readonly custno?: string;
  readonly cellular?: string;
  readonly vin?: string;
  readonly page: number;
  readonly size: number;
};

export type DmsCustomerSearch = {
  readonly dealerCode?: string;
  readonly storeId?: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly cellular?: string;
  readonly vin?: string;
};

/** Customers, their vehicles and the vehicle records (spec 2 §7 customers and vehicles). */
export interface CustomerGateway {
  create(customer: NewCustomer): Promise<Result<CustomerRecord, AppError>>;
  update(bocId: number, changes: CustomerChanges): Promise<Result<CustomerRecord, AppError>>;
  vehicles(bocId: number, customerId: number): Promise<Result<ServiceVehiclePage, AppError>>;
  attachVehicle(bocId: number, vehicle: VehicleAttachment): Promise<Result<ServiceVehicle, AppError>>;
  search(search: CustomerSearch): Promise<Result<CustomerRecordPage, AppError>>;
  /** Refreshes the phone line types of a store's customers between two YYYY-MM-DD dates. */
  refreshLineTypes(
    bocId: number,
    storeId: number,
    range: { readonly startDate: string; readonly endDate: string },
  ): Promise<Result<LineTypeUpdateResult, AppError>>;
  /** Searches the DMS for a customer to add. */
  searchDms(search: DmsCustomerSearch): Promise<Result<CustomerRecordPage, AppError>>;
  addDmsVehicle(vehicle: VehicleAttachment): Promise<Result<ServiceVehicle, AppError>>;
  lookupDmsVehicles(search: DmsCustomerSearch): Promise<Result<DmsCustomerVehiclePage, AppError>>;
  /** The vehicle record (minder / mileage) picked from a message. */
  updateVehicleRecord(update: VehicleRecordUpdate): Promise<Result<VirtualMileageRecord, AppError>>;
  virtualServiceRecords(leadId: LeadId): Promise<Result<VirtualServiceRecordPage, AppError>>;
  /** 'Text customer': the customer's latest conversation, opened on the server when there is none. */
  openConversation(bocId: number, customerId: number): Promise<Result<CustomerConversation, AppError>>;
  /** The language the assistant texts the customer in (issue 31); noted in the lead's conversation. */
  setLanguage(bocId: number, change: CustomerLanguageChange): Promise<Result<CustomerRecord, AppError>>;
}

/** Staff choose the customer's language, on a lead (noted there) or on the customer page (their latest lead). */
export type CustomerLanguageChange = {
  readonly customerId: number;
  readonly language: CustomerLanguage;
  readonly futureServiceInteractionId?: number;
};

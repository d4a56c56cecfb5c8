import {
  CustomerConversationSchema,
  CustomerRecordPageSchema,
  CustomerRecordSchema,
  DmsCustomerVehiclePageSchema,
  LineTypeUpdateResultSchema,
  ServiceVehiclePageSchema,
  ServiceVehicleSchema,
  VirtualMileageRecordSchema,
  VirtualServiceRecordPageSchema,
  type AppError,
  type CustomerChanges,
  type CustomerConversation,
  type CustomerGateway,
  type CustomerLanguageChange,
  type CustomerRecord,
  type CustomerRecordPage,
  type CustomerSearch,
  type DmsCustomerSearch,
  type DmsCustomerVehiclePage,
  type LeadId,
  type LineTypeUpdateResult,
  type NewCustomer,
  type Result,
  type ServiceVehicle,
  type ServiceVehiclePage,
  type VehicleAttachment,
  type VehicleRecordUpdate,
  type VirtualMileageRecord,
  type VirtualServiceRecordPage,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { defined } from './call-helpers.js';

/** Customers and vehicles (spec 2 §7); the BOC id is both the path and, on create, selectedBocId. */
export class HttpCustomerGateway implements CustomerGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  create(customer: NewCustomer): Promise<Result<CustomerRecord, AppError>> {
    const { bocId, ...fields } = customer;
    return callApi(
      () =>
        this.client.POST('/api/boc/{bocId}/customer', {
          params: { path: { bocId } },
          body: defined({ selectedBocId: bocId, ...fields }),
        }),
      CustomerRecordSchema,
      this.options,
    );
  }

  update(bocId: number, changes: CustomerChanges): Promise<Result<CustomerRecord, AppError>> {
    return callApi(
      () =>
        this.client.PUT('/api/boc/{bocId}/customer', {
          params: { path: { bocId } },
          body: defined({ ...changes }),
        }),
      CustomerRecordSchema,
      this.options,
    );
  }

  openConversation(bocId: number, customerId: number): Promise<Result<CustomerConversation, AppError>> {
    return callApi(
      () =>
        this.client.POST('/api/boc/{bocId}/customer/conversation', {
          params: { path: { bocId } },
          body: { customerId },
        }),
      CustomerConversationSchema,
      this.options,
    );
  }

  setLanguage(bocId: number, change: CustomerLanguageChange): Promise<Result<CustomerRecord, AppError>> {
    return callApi(
      () =>
        this.client.PUT('/api/boc/{bocId}/customer/language', {
          params: { path: { bocId } },
          body: defined({ ...change }),
        }),
      CustomerRecordSchema,
      this.options,
    );
  }

  vehicles(bocId: number, customerId: number): Promise<Result<ServiceVehiclePage, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/boc/{bocId}/customer/vehicles', {
          params: { path: { bocId }, query: { customerId } },
        }),
      ServiceVehiclePageSchema,
      this.options,
    );
  }

  attachVehicle(bocId: number, vehicle: VehicleAttachment): Promise<Result<ServiceVehicle, AppError>> {
    return callApi(
      () =>
        this.client.POST('/api/boc/{bocId}/service-vehicle/attach', {
          params: { path: { bocId } },
          body: defined({ ...vehicle }),
        }),
      ServiceVehicleSchema,
      this.options,
    );
  }

  search(search: CustomerSearch): Promise<Result<CustomerRecordPage, AppError>> {
    const { bocId, storeId, page, size, ...filter } = search;
    return callApi(
      () =>
        this.client.POST('/api/boc/{bocId}/customer/{storeId}/search', {
          params: { path: { bocId, storeId }, query: { page, size } },
          body: defined({ ...filter }),
        }),
      CustomerRecordPageSchema,
      this.options,
    );
  }

  refreshLineTypes(
    bocId: number,
    storeId: number,
    range: { readonly startDate: string; readonly endDate: string },
  ): Promise<Result<LineTypeUpdateResult, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/boc/{bocId}/customer/{storeId}/update/line-type', {
          params: {
            path: { bocId, storeId },
            query: { start_date: range.startDate, end_date: range.endDate },
          },
        }),
      LineTypeUpdateResultSchema,
      this.options,
    );
  }

  searchDms(search: DmsCustomerSearch): Promise<Result<CustomerRecordPage, AppError>> {
    return callApi(
      () => this.client.POST('/api/dms/add-search-customer', { body: defined({ ...search }) }),
      CustomerRecordPageSchema,
      this.options,
    );
  }

  addDmsVehicle(vehicle: VehicleAttachment): Promise<Result<ServiceVehicle, AppError>> {
    return callApi(
      () => this.client.POST('/api/dms/add-vehicle', { body: defined({ ...vehicle }) }),
      ServiceVehicleSchema,
      this.options,
    );
  }

  lookupDmsVehicles(search: DmsCustomerSearch): Promise<Result<DmsCustomerVehiclePage, AppError>> {
    return callApi(
      () => this.client.POST('/api/dms/customer-vehicle-lookup', { body: defined({ ...search }) }),
      DmsCustomerVehiclePageSchema,
      this.options,
    );
  }

  updateVehicleRecord(update: VehicleRecordUpdate): Promise<Result<VirtualMileageRecord, AppError>> {
    return callApi(
      () => this.client.POST('/api/virtual-mileage-record', { body: { ...update } }),
      VirtualMileageRecordSchema,
      this.options,
    );
  }

  virtualServiceRecords(leadId: LeadId): Promise<Result<VirtualServiceRecordPage, AppError>> {
    return callApi(
      () =>
        this.client.GET('/api/virtual-service-record', {
          params: { query: { future_service_interaction_id: leadId } },
        }),
      VirtualServiceRecordPageSchema,
      this.options,
    );
  }
}

import {
  MarkSchema,
  pageSchema,
  type AppError,
  type LeadId,
  type Mark,
  type MarkTarget,
  type MarksGateway,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged, picked } from './call-helpers.js';

const MarkPageSchema = pageSchema(MarkSchema);

/** Marks on customers, vehicles and leads (marks/v2); SMS_OPT_OUT blocks SMS, removing it unblocks. */
export class HttpMarksGateway implements MarksGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  add(target: MarkTarget, mark: Mark, reason?: string): Promise<Result<void, AppError>> {
    return acknowledged(
      () =>
        this.client.POST('/api/marks/v2', {
          body: {
            ...target,
            intentType: mark.intentType,
            value: mark.value,
            ...(reason === undefined ? {} : { reason }),
          },
        }),
      this.options,
    );
  }

  remove(target: MarkTarget, intentType: string, reason?: string): Promise<Result<void, AppError>> {
    const query = { ...target, intentType, ...(reason === undefined ? {} : { reason }) };
    return acknowledged(() => this.client.DELETE('/api/marks/v2', { params: { query } }), this.options);
  }

  customerMarks(customerId: number): Promise<Result<readonly Mark[], AppError>> {
    return this.#marks(() =>
      this.client.GET('/api/marks/customer/{customerId}', { params: { path: { customerId } } }),
    );
  }

  vehicleMarks(serviceVehicleId: number): Promise<Result<readonly Mark[], AppError>> {
    return this.#marks(() =>
      this.client.GET('/api/marks/service-vehicle/{serviceVehicleId}', {
        params: { path: { serviceVehicleId } },
      }),
    );
  }

  leadMarks(leadId: LeadId): Promise<Result<readonly Mark[], AppError>> {
    return this.#marks(() =>
      this.client.GET('/api/marks/future-service-interaction/{futureServiceInteractionId}', {
        params: { path: { futureServiceInteractionId: leadId } },
      }),
    );
  }

  #marks(request: Parameters<typeof callApi>[0]): Promise<Result<readonly Mark[], AppError>> {
    return picked(callApi(request, MarkPageSchema, this.options), (page) => page.data);
  }
}

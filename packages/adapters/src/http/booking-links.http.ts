import {
  BookingLinkStatusSchema,
  type AppError,
  type BookingLinkGateway,
  type BookingLinkStatus,
  type LeadId,
  type Result,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { acknowledged } from './call-helpers.js';

const PATH = '/api/future-service-interaction/booking-link';
const query = (leadId: LeadId) => ({ params: { query: { 'future-service-interaction-id': leadId } } });

/** Staff see and revoke a lead's booking link (issue 34). */
export class HttpBookingLinkGateway implements BookingLinkGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  current(leadId: LeadId): Promise<Result<BookingLinkStatus, AppError>> {
    return callApi(() => this.client.GET(PATH, query(leadId)), BookingLinkStatusSchema, this.options);
  }

  revoke(leadId: LeadId): Promise<Result<void, AppError>> {
    return acknowledged(() => this.client.DELETE(PATH, query(leadId)), this.options);
  }
}

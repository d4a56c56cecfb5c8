import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { UnreadCounts } from './unread-counts.schema.js';

/**
 * The unread counters' starting values (spec 1 §4), for the signed-in user's enterprise. A store id
 * narrows the count to one store where the call allows it.
 */
export interface UnreadCountsGateway {
  byService(storeId?: number): Promise<Result<UnreadCounts, AppError>>;
  byStore(): Promise<Result<UnreadCounts, AppError>>;
  byRepairOrderStatus(storeId?: number): Promise<Result<UnreadCounts, AppError>>;
  byAppointment(storeId: number): Promise<Result<UnreadCounts, AppError>>;
}

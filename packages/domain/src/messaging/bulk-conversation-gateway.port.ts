import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { BulkConversationFailurePage, BulkConversationStatus } from './bulk-conversation.schema.js';

/** The bulk conversation report (lisa): the run's status, today's figures and the failures. */
export interface BulkConversationGateway {
  status(): Promise<Result<BulkConversationStatus, AppError>>;
  today(): Promise<Result<BulkConversationStatus, AppError>>;
  failures(page: number, size: number): Promise<Result<BulkConversationFailurePage, AppError>>;
}

import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';

/** Log mode on the server (spec 1 §7, spec 2 §7). */
export interface LogModeGateway {
  /** PUT updateLogModeResponseValidity: marks a log-mode response valid (true) or not (false). */
  setLogModeResponse(messageId: number, valid: boolean): Promise<Result<void, AppError>>;
  /** POST /api/future-service-interaction/track/logMode with future-service-interaction-id and optionally messageId. */
  enableLogMode(leadId: LeadId, messageId?: number): Promise<Result<void, AppError>>;
}

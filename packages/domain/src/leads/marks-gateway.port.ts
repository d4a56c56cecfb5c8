import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { LeadId, Mark } from './lead.schema.js';

/** What a mark is on: a customer, a service vehicle or a lead (future service interaction). */
export type MarkTarget =
  | { readonly customerId: number }
  | { readonly serviceVehicleId: number }
  | { readonly futureServiceInteractionId: LeadId };

/**
 * Marks (customer tags and intents) on customers, vehicles and leads (spec 2 §7). A SMS_OPT_OUT mark
 * blocks SMS for the customer; removing it unblocks (spec 1 §4).
 */
export interface MarksGateway {
  /** `reason`: why staff add it; the consent ledger keeps it for SMS_OPT_OUT. */
  add(target: MarkTarget, mark: Mark, reason?: string): Promise<Result<void, AppError>>;
  remove(target: MarkTarget, intentType: string, reason?: string): Promise<Result<void, AppError>>;
  customerMarks(customerId: number): Promise<Result<readonly Mark[], AppError>>;
  vehicleMarks(serviceVehicleId: number): Promise<Result<readonly Mark[], AppError>>;
  leadMarks(leadId: LeadId): Promise<Result<readonly Mark[], AppError>>;
}

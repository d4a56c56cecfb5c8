import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';

/** Staff stepping in on an internal note before the assistant acts (spec 1 §2; the call's path is not shown). */
export interface InterventionGateway {
  intervene(leadId: LeadId, noteId: number): Promise<Result<void, AppError>>;
}

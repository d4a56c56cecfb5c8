import type { AppError } from '../errors/app-error.js';
import type { Result } from '../shared/result.js';
import type { Lead, LeadId, LeadPage } from './lead.schema.js';
import type { LeadSearch } from './lead-search.js';

/** The lead manager's leads on the server. */
export interface LeadGateway {
  search(search: LeadSearch): Promise<Result<LeadPage, AppError>>;
  get(leadId: LeadId): Promise<Result<Lead, AppError>>;
  /** The customer's other interactions (leads), newest first. */
  otherInteractions(leadId: LeadId): Promise<Result<LeadPage, AppError>>;
  /** A link that opens the lead's deal room. */
  conversationLink(leadId: LeadId): Promise<Result<string, AppError>>;
}

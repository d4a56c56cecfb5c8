import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import type { Result } from '../shared/result.js';

/** Staff stepping in on an internal note before the assistant acts (spec 1 §2; the call's path is not shown). */
export interface InterventionGateway {
  /**
   * Staff step in: the held reply is not sent by itself and awaits approval. With `discard` it is
   * dropped instead and never sent (issue 14).
   */
  intervene(
    leadId: LeadId,
    noteId: number,
    options?: { readonly discard?: boolean },
  ): Promise<Result<void, AppError>>;
}

import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { messageVisibilityFor } from '../messaging/message-visibility.js';
import { resolveOfficePlace } from '../templates/office-place.js';
import type { LeadSearchCriteria } from './lead.repository.js';
import { requireVisibleLead } from './lead-access.js';
import { LeadCallsRepository } from './lead-calls.repository.js';
import { SUCCESSFULLY_UPDATED } from './lead-flags.service.js';

export const METADATA_LIMITS = { keys: 50, keyLength: 100, valueLength: 2000 } as const;
export const METADATA_KEY_REQUIRED = 'A metadata key may not be blank.';
export const METADATA_TOO_LARGE = `A lead keeps at most ${METADATA_LIMITS.keys} metadata keys.`;
export const metadataKeyTooLong = (key: string) =>
  `The metadata key ${key.slice(0, 20)}… is longer than ${METADATA_LIMITS.keyLength} characters.`;
export const metadataValueTooLong = (key: string) =>
  `The value of ${key} is longer than ${METADATA_LIMITS.valueLength} characters.`;

/** The lead calls of issue 14 (other interactions, metadata, link, tracker, counts, office figures). */
export class LeadCallsService {
  constructor(private readonly db: Database) {}

  async otherInteractions(principal: Principal, id: number): Promise<Schemas['LeadPage']> {
    await requireVisibleLead(this.db, principal, id);
    const data = await new LeadCallsRepository(this.db).otherInteractions(
      id,
      dataScopeOf(principal),
      messageVisibilityFor(principal.role),
    );
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  /** Merges the keys given into the lead's metadata; a null value removes its key. */
  async updateMetadata(principal: Principal, request: Schemas['LeadMetadataUpdate']) {
    await requireVisibleLead(this.db, principal, request.id);
    const leads = new LeadCallsRepository(this.db);
    const merged: Record<string, string> = { ...(await leads.facts(request.id))?.metadata };
    for (const [rawKey, value] of Object.entries(request.metadata)) {
      const key = rawKey.trim();
      if (key === '') throw badRequest(METADATA_KEY_REQUIRED);
      if (key.length > METADATA_LIMITS.keyLength) throw badRequest(metadataKeyTooLong(key));
      if (value === null) {
        delete merged[key];
        continue;
      }
      if (value.length > METADATA_LIMITS.valueLength) throw badRequest(metadataValueTooLong(key));
      merged[key] = value;
    }
    if (Object.keys(merged).length > METADATA_LIMITS.keys) throw badRequest(METADATA_TOO_LARGE);
    await leads.setMetadata(request.id, merged);
    return { message: SUCCESSFULLY_UPDATED };
  }

  /** The signed-in deal room of the lead (servicepage with its id), on the address the user came in by. */
  async conversationLink(
    principal: Principal,
    id: number,
    origin: string,
  ): Promise<Schemas['ConversationLink']> {
    await requireVisibleLead(this.db, principal, id);
    return { url: `${origin}/servicepage?future_service_interaction_id=${id}` };
  }

  async countAppointmentSet(
    principal: Principal,
    criteria: LeadSearchCriteria,
  ): Promise<Schemas['CountResponse']> {
    const count = await new LeadCallsRepository(this.db).countAppointmentSet(
      dataScopeOf(principal),
      criteria,
    );
    return { count };
  }

  async leadManagerData(
    principal: Principal,
    query: { companyId: string; divisionId: Schemas['DivisionId']; officeId: string },
  ): Promise<Schemas['LeadManagerData']> {
    const place = await resolveOfficePlace(this.db, principal, query.companyId, query.officeId);
    const counts = await new LeadCallsRepository(this.db).officeCounts(
      dataScopeOf(principal),
      place.enterpriseId,
      place.storeId,
      query.divisionId === 'DIV004',
    );
    return { companyId: query.companyId, officeId: query.officeId, divisionId: query.divisionId, counts };
  }
}

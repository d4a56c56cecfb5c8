import { planBulkEntries, mailingListEntryKeys } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { notFound } from '../http/http-error.js';
import { LIST_NOT_FOUND, requireMailingListTenant } from './mailing-list-access.js';
import { MailingListAudienceRepository } from './mailing-list-audience.repository.js';
import { MailingListRepository } from './mailing-list.repository.js';

/** The most leads one audience answers (a bulk start's reach; the contract says at most 1000). */
export const MAX_AUDIENCE = 1000;

/** Entries added from a CSV file, and the list used as the audience of a bulk start. */
export class MailingListBulkService {
  constructor(private readonly db: Database) {}

  /**
   * Checks every entry, skips the bad ones and those already on the list (by cellular or e-mail, or
   * earlier in the same batch), and adds the rest together: all or, on a failure, none.
   */
  async addEntries(
    principal: Principal,
    request: Schemas['MailingListDetailsBulkCreate'],
  ): Promise<Schemas['MailingListDetailsBulkResult']> {
    requireMailingListTenant(principal, request.tenantId);
    return this.db.transaction(async (tx) => {
      const lists = new MailingListRepository(tx);
      if (!(await lists.lockList(request.tenantId, request.mailingListMasterId)))
        throw notFound(LIST_NOT_FOUND);
      const onList = await lists.contacts(request.mailingListMasterId);
      const plan = planBulkEntries(request.entries, onList.flatMap(mailingListEntryKeys));
      await lists.addDetails(
        request.mailingListMasterId,
        plan.valid.map((one) => one.entry),
      );
      return { added: plan.valid.length, skipped: [...plan.skipped] };
    });
  }

  /** The not-yet-started leads in the user's scope the list reaches, and how many entries matched. */
  async audience(
    principal: Principal,
    tenantId: number,
    listId: number,
  ): Promise<Schemas['MailingListAudience']> {
    requireMailingListTenant(principal, tenantId);
    if (!(await new MailingListRepository(this.db).exists(tenantId, listId))) throw notFound(LIST_NOT_FOUND);
    const reach = await new MailingListAudienceRepository(this.db).reach(
      tenantId,
      listId,
      dataScopeOf(principal),
      MAX_AUDIENCE,
    );
    return {
      futureServiceInteractionIds: reach.leadIds,
      matchedEntries: reach.matched,
      unmatchedEntries: reach.entries - reach.matched,
    };
  }
}

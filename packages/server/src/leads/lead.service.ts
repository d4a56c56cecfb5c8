import { systemClock, type Clock } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { notFound } from '../http/http-error.js';
import { messageVisibilityFor } from '../messaging/message-visibility.js';
import { withPersonalUnread } from '../messaging/personal-read.repository.js';
import { LeadRepository, type LeadSearchCriteria } from './lead.repository.js';

export const LEAD_NOT_FOUND = 'Lead not found.';

export class LeadService {
  private readonly leads: LeadRepository;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock = systemClock,
  ) {
    this.leads = new LeadRepository(db);
  }

  async search(principal: Principal, criteria: LeadSearchCriteria): Promise<Schemas['LeadPage']> {
    const { total, leads } = await this.leads.search(
      dataScopeOf(principal),
      messageVisibilityFor(principal.role),
      { ...criteria, now: this.clock.now() },
    );
    const data = await withPersonalUnread(this.db, principal, leads);
    return { data, response: 'Success', total, size: criteria.size, page: criteria.page };
  }

  /** A lead outside the user's scope is reported exactly like a missing one. */
  async get(principal: Principal, id: number): Promise<Schemas['Lead']> {
    const lead = await this.leads.findById(id, dataScopeOf(principal), messageVisibilityFor(principal.role));
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const [seen] = await withPersonalUnread(this.db, principal, [lead]);
    return seen ?? lead;
  }
}

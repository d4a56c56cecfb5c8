import { moveLead, systemClock, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { requireVisibleLead } from './lead-access.js';
import { LeadTrackerRepository } from './lead-tracker.repository.js';
import { LEAD_NOT_FOUND } from './lead.service.js';

/**
 * The lead-manager tracker (spec 2 §4): staff move a lead's stage and choose an outcome reason the
 * stage allows; the domain's moveLead decides, and any other reason is a 400 in plain words.
 */
export class LeadTrackerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async update(
    principal: Principal,
    body: Schemas['LeadTrackerUpdate'],
  ): Promise<Schemas['Acknowledgement']> {
    await requireVisibleLead(this.db, principal, body.id);
    await this.db.transaction(async (tx) => {
      const tracker = new LeadTrackerRepository(tx);
      const current = await tracker.current(body.id);
      if (!current) throw notFound(LEAD_NOT_FOUND);
      const moved = moveLead(
        { stage: current.stage, reason: current.outcome_reason },
        { stage: body.stage, reason: body.reason },
      );
      if (!moved.ok) throw badRequest(moved.error.message);
      await tracker.write(
        body.id,
        {
          ...moved.value,
          userFollowup: body.userFollowup,
          dealStatus: body.dealStatus,
          responseInsight: body.responseInsight,
        },
        this.clock.now(),
      );
    });
    return { message: 'Successfully Updated' };
  }
}

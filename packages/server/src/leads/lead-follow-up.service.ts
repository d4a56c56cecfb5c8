import { canUseOptionsPopover, systemClock, type Clock } from '@torque/domain';
import { DateTime } from 'luxon';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { requireVisibleLead } from './lead-access.js';
import { LeadCallsRepository } from './lead-calls.repository.js';
import { recordWorkflow, SUCCESSFULLY_UPDATED } from './lead-flags.service.js';
import { StoreZoneRepository } from './store-zone.repository.js';
import { LeadWorkflowRepository } from './lead-workflow.repository.js';

export const FOLLOW_UP_DATE_PAST = 'Choose a follow-up date from today on.';

/**
 * workflow/followup puts a lead on the follow-up track (what the Follow-up view lists): when to follow
 * up (the date given, at the start of that day in the store's zone, else now), the user follow-up
 * code, and a ledger entry with the follow-up code and note. It texts nobody: the follow-up texts
 * themselves start through follow-up/initiate, which goes through the outbox.
 */
export class LeadFollowUpService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async followUp(principal: Principal, fsiId: number, request: Schemas['FollowUpWorkflowRequest']) {
    requireRole(principal, canUseOptionsPopover);
    await requireVisibleLead(this.db, principal, fsiId);
    const now = this.clock.now();
    const zone = await this.storeZone(fsiId);
    const today = DateTime.fromJSDate(now, { zone }).startOf('day');
    const day = request.followUpDate
      ? DateTime.fromISO(request.followUpDate, { zone }).startOf('day')
      : today;
    if (!day.isValid || day < today) throw badRequest(FOLLOW_UP_DATE_PAST);
    const at = request.followUpDate ? day.toJSDate() : now;
    const note = [request.followupType, request.content?.trim()].filter(Boolean).join(': ');
    await this.db.transaction(async (tx) => {
      await new LeadWorkflowRepository(tx).setFollowUpAt(fsiId, at);
      if (request.userFollowup)
        await new LeadCallsRepository(tx).setUserFollowup(fsiId, request.userFollowup);
      await recordWorkflow(tx, fsiId, 'track', `FOLLOW_UP${note ? ` ${note}` : ''}`, principal, now);
    });
    return { message: SUCCESSFULLY_UPDATED };
  }

  private async storeZone(fsiId: number): Promise<string> {
    return (await new StoreZoneRepository(this.db).ofLead(fsiId)) ?? 'America/New_York';
  }
}

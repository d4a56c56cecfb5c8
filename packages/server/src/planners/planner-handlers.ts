import type { Clock } from '@torque/domain';
import type { Database } from '../db/database.js';
import type { ServedHandlers } from '../http/contract.js';
import { LeadService } from '../leads/lead.service.js';
import { plannerPostedHandlers } from './planner-posted.routes.js';
import { plannerRunHandlers } from './planner.routes.js';
import { PlannerSettingsService } from './planner-settings.service.js';
import { PlannerService } from './planner.service.js';

/** Every served planner operation (openapi tag planners), wired in one place so app.ts adds one line. */
export function plannerHandlers(db: Database, clock: Clock): ServedHandlers {
  const planners = new PlannerService(db, clock);
  return {
    ...plannerRunHandlers(planners),
    ...plannerPostedHandlers(
      planners,
      new PlannerSettingsService(db, clock, planners),
      new LeadService(db, clock),
    ),
  };
}

import type { Clock } from '@torque/domain';
import type { Mailer } from '../carriers/mailer.port.js';
import type { Database } from '../db/database.js';
import type { ServedHandlers } from '../http/contract.js';
import { plannerRunHandlers } from './planner.routes.js';
import { PlannerService } from './planner.service.js';

/** Every served planner operation (openapi tag planners), wired in one place so app.ts adds one line. */
export function plannerHandlers(db: Database, clock: Clock, _mailer?: Mailer): ServedHandlers {
  const planners = new PlannerService(db, clock);
  return { ...plannerRunHandlers(planners) };
}

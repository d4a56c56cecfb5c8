import type { Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../auth/authenticate.hook.js';
import type { BookingLinks } from '../../booking-links/booking-links.js';
import type { Database } from '../../db/database.js';
import type { OperationHandlers } from '../../http/contract.js';
import { ConversationStartService } from '../../leads/conversation-start.service.js';
import type { LeadService } from '../../leads/lead.service.js';
import type { OutboxDispatch } from '../../outbox/queue-outgoing.js';
import { PlannerService } from '../planner.service.js';
import { NightlyPlannerJob } from './nightly-planner.job.js';
import { PlannerScheduleService } from './planner-schedule.service.js';

type ScheduleOperations = 'getPlannerSchedule' | 'savePlannerSchedule' | 'getPlannerRuns';

export type NightlyPlannerDeps = {
  readonly db: Database;
  readonly leads: LeadService;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  /** The nightly starts carry the lead's booking link, as the planner's manual starts do (issue 34). */
  readonly bookingLinks?: BookingLinks;
};

/**
 * The nightly planner job (started with the server, stopped before the outbox and the database close)
 * and the schedule operations; app.ts adds one line.
 */
export function nightlyPlanners(
  app: FastifyInstance,
  deps: NightlyPlannerDeps,
): Pick<OperationHandlers, ScheduleOperations> {
  const job = new NightlyPlannerJob({
    db: deps.db,
    engine: new PlannerService(deps.db, deps.clock),
    starts: new ConversationStartService(deps.db, deps.leads, deps.outbox, deps.clock, deps.bookingLinks),
    clock: deps.clock,
    onError: (err) => app.log.error({ err }, 'nightly planner run failed'),
  });
  app.addHook('onReady', async () => job.start());
  app.addHook('preClose', async () => job.stop());
  const schedules = new PlannerScheduleService(deps.db, deps.clock);
  return {
    getPlannerSchedule: async (request) => schedules.get(principalOf(request), request.query.storeId),
    savePlannerSchedule: async (request) => schedules.save(principalOf(request), request.body),
    getPlannerRuns: async (request) =>
      schedules.runs(principalOf(request), request.query.storeId, request.query.size),
  };
}

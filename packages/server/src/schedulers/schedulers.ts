import type { Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { BookingLinks } from '../booking-links/booking-links.js';
import type { DmsSettings } from '../config/dms-settings.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { HttpDms } from '../service-board/http-dms.js';
import { SimulatedDms } from '../service-board/simulated-dms.js';
import { SchedulerRunner } from './scheduler-runner.js';
import { SchedulerService } from './scheduler.service.js';

type SchedulerOperations = 'createScheduler' | 'listSchedulers' | 'deleteScheduler' | 'listSchedulerRuns';

export type SchedulerDeps = {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  /** The DMS the repair-order job reads (main.ts: DMS_URL, or the simulated one, as the service board). */
  readonly dms?: DmsSettings | undefined;
  /** The reminders give the lead's booking link (issue 34). */
  readonly bookingLinks?: BookingLinks | undefined;
};

/**
 * The schedulers (issue 20): their operations, and the runner that runs them on their schedule,
 * started with the server and stopped before the outbox and the database close; app.ts adds one line.
 */
export function schedulerHandlers(deps: SchedulerDeps): Pick<OperationHandlers, SchedulerOperations> {
  const { app, db, clock } = deps;
  const http = deps.dms?.kind === 'http';
  const runner = new SchedulerRunner({
    db,
    outbox: deps.outbox,
    clock,
    dms: deps.dms?.kind === 'http' ? new HttpDms(deps.dms.url) : new SimulatedDms(db, deps.dms?.speed ?? 1),
    dmsSource: http ? 'DMS' : 'SIMULATED_DMS',
    bookingLinks: deps.bookingLinks,
    onError: (err) => app.log.error({ err }, 'scheduler run failed'),
  });
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
  const schedulers = new SchedulerService(db, clock);
  return {
    createScheduler: async (request) => schedulers.create(principalOf(request), request.body),
    listSchedulers: async (request) => schedulers.list(principalOf(request), request.query),
    deleteScheduler: async (request) => schedulers.remove(principalOf(request), request.params.schedulerId),
    listSchedulerRuns: async (request) =>
      schedulers.runs(principalOf(request), request.params.schedulerId, request.query.size),
  };
}

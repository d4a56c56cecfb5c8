import {
  cronShapeProblem,
  isSchedulerJob,
  neverRunsReason,
  runGapProblem,
  SCHEDULER_RUNS_CHECKED,
  storeSchedulersProblem,
  SCHEDULER_JOB_TYPES,
  schedulerJobTitle,
  UNABLE_TO_CREATE_SCHEDULER,
  type Clock,
} from '@torque/domain';
import {
  enterpriseReachOf,
  recordAdminAction,
  requireAdminAction,
  requireEnterpriseInReach,
} from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { isValidCron, nextSlot } from '../planners/nightly/nightly-slot.js';
import { SchedulerRunRepository, type SchedulerRunRecord } from './scheduler-run.repository.js';
import { upcomingRuns } from './scheduler-runs-ahead.js';
import { SchedulerRepository, type StoredScheduler } from './scheduler.repository.js';

export const SCHEDULER_NOT_FOUND = 'Scheduler not found.';
export const STORE_NOT_FOUND = 'Store not found.';
const ACTION = 'manage schedulers';

const unable = (reason: string) => badRequest(`${UNABLE_TO_CREATE_SCHEDULER}: ${reason}`);

/** The schedulers tab (issue 20): who may, which enterprise, what is valid, and the admin log. */
export class SchedulerService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async create(principal: Principal, body: Schemas['Scheduler']): Promise<Schemas['Scheduler']> {
    requireAdminAction(principal, ACTION);
    const name = body.name.trim();
    const cron = body.cron.trim().split(/\s+/).join(' ');
    if (name === '') throw unable('give it a name.');
    if (!isSchedulerJob(body.jobType))
      throw unable(`"${body.jobType}" is not a job; choose one of ${SCHEDULER_JOB_TYPES.join(', ')}.`);
    const storeId = body.storeId;
    if (storeId == null) throw unable('choose the store it runs for.');
    const store = await new SchedulerRepository(this.db).store(storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    requireEnterpriseInReach(principal, store.enterpriseId);
    const shape = cronShapeProblem(cron);
    if (shape) throw unable(shape);
    if (!isValidCron(cron, store.zone)) throw unable(`"${cron}" is not a schedule cron can read.`);
    const runs = upcomingRuns(cron, store.zone, this.clock.now(), SCHEDULER_RUNS_CHECKED);
    if (runs.length === 0) throw unable(neverRunsReason(cron));
    const gap = runGapProblem(runs);
    if (gap) throw unable(gap);
    const id = await this.db.transaction(async (tx) => {
      const full = storeSchedulersProblem(await new SchedulerRepository(tx).lockedCountOfStore(storeId));
      if (full) throw unable(full);
      const created = await new SchedulerRepository(tx).create(
        {
          name,
          cron,
          jobType: body.jobType,
          enterpriseId: store.enterpriseId,
          storeId,
          actingUserId: principal.userId,
        },
        this.clock.now(),
      );
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `Scheduler ${name}`,
        enterpriseId: store.enterpriseId,
        detail: `Created: ${schedulerJobTitle(body.jobType)} for ${store.name}, cron "${cron}" (${store.zone}).`,
      });
      return created;
    });
    return this.answer(await this.visible(principal, id));
  }

  async list(
    principal: Principal,
    query: { enterpriseId?: number; page?: number; size?: number },
  ): Promise<Schemas['SchedulerPage']> {
    requireAdminAction(principal, ACTION);
    const reach = enterpriseReachOf(principal);
    if (reach !== undefined && query.enterpriseId !== undefined && query.enterpriseId !== reach)
      throw forbidden('This belongs to another enterprise.');
    const page = query.page ?? 0;
    const size = query.size ?? 50;
    const { rows, total } = await new SchedulerRepository(this.db).page(
      reach ?? query.enterpriseId,
      page,
      size,
    );
    return { data: rows.map((row) => this.answer(row)), response: 'Success', total, size, page };
  }

  async remove(principal: Principal, id: number): Promise<Schemas['Acknowledgement']> {
    requireAdminAction(principal, ACTION);
    const scheduler = await this.visible(principal, id);
    await this.db.transaction(async (tx) => {
      if (!(await new SchedulerRepository(tx).delete(id))) throw notFound(SCHEDULER_NOT_FOUND);
      await recordAdminAction(tx, this.clock, principal, {
        action: ACTION,
        subject: `Scheduler ${scheduler.name}`,
        enterpriseId: scheduler.enterpriseId,
        detail: `Deleted: ${schedulerJobTitle(scheduler.jobType)} for ${scheduler.storeName}, cron "${scheduler.cron}".`,
      });
    });
    return { message: 'Successfully Deleted' };
  }

  async runs(principal: Principal, id: number, size = 20): Promise<Schemas['SchedulerRunPage']> {
    requireAdminAction(principal, ACTION);
    await this.visible(principal, id);
    const rows = await new SchedulerRunRepository(this.db).latest(id, size);
    return { data: rows.map(toRun), response: 'Success', total: rows.length, size, page: 0 };
  }

  private async visible(principal: Principal, id: number): Promise<StoredScheduler> {
    const scheduler = await new SchedulerRepository(this.db).find(id);
    if (!scheduler) throw notFound(SCHEDULER_NOT_FOUND);
    requireEnterpriseInReach(principal, scheduler.enterpriseId);
    return scheduler;
  }

  private answer(row: StoredScheduler): Schemas['Scheduler'] {
    return {
      schedulerId: row.id,
      name: row.name,
      cron: row.cron,
      jobType: row.jobType,
      enterpriseId: row.enterpriseId,
      storeId: row.storeId,
      enabled: row.enabled,
      storeName: row.storeName,
      timeZone: row.zone,
      nextRunAt: row.enabled ? (nextSlot(row.cron, row.zone, this.clock.now())?.toISOString() ?? null) : null,
    };
  }
}

const toRun = (run: SchedulerRunRecord): Schemas['SchedulerRun'] => ({
  runId: run.runId,
  schedulerId: run.schedulerId,
  plannedFor: run.plannedFor.toISOString(),
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  outcome: run.outcome,
  summary: run.summary,
});

import { isPlannerRunName, type Clock, type Role } from '@torque/domain';
import { dataScopeOf, scopeIncludes } from '../../auth/data-scope.js';
import type { Principal } from '../../auth/principal.js';
import type { Queryable } from '../../db/database.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import { requirePlannerRole } from '../planner.service.js';
import { isValidCron, nextSlot } from './nightly-slot.js';
import {
  PlannerScheduleRepository,
  type PlannerSchedule,
  type PlannerRunRecord,
} from './planner-schedule.repository.js';

/** Managers and above (the reports roles) may see and change when their stores' planners run. */
const SCHEDULE_ROLES: readonly Role[] = [
  'OFFICE_MANAGER',
  'DIVISION_MANAGER',
  'CORPORATE_ADMIN',
  'ENTERPRISE_ADMIN',
  'SUPER_DATA_ADMIN',
  'SUPER_USER',
];
export const SCHEDULE_FORBIDDEN = 'Only managers may change when the planners run.';
export const STORE_NOT_FOUND = 'Store not found.';
export const BAD_LOCAL_TIME = 'Give the local time as HH:mm, for example 02:00.';
export const DEFAULT_CRON = '0 2 * * *';
const DAILY = /^(\d{1,2}) (\d{1,2}) \* \* \*$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MAX_HISTORY = 100;

/** Reading and saving a store's nightly schedule and its run history, for managers in scope. */
export class PlannerScheduleService {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async get(principal: Principal, storeId: number): Promise<Schemas['PlannerSchedule']> {
    const zone = await this.requireStore(principal, storeId);
    const saved = await new PlannerScheduleRepository(this.db).ofStore(storeId);
    return this.toWire(
      saved ?? {
        storeId,
        cron: DEFAULT_CRON,
        planners: [],
        enabled: false,
        actingUserId: null,
        updatedAt: null,
      },
      zone,
    );
  }

  async save(
    principal: Principal,
    body: Schemas['PlannerScheduleUpdate'],
  ): Promise<Schemas['PlannerSchedule']> {
    const zone = await this.requireStore(principal, body.storeId);
    const cron = cronOf(body);
    if (!isValidCron(cron, zone)) throw badRequest(`The schedule '${cron}' is not a valid cron expression.`);
    const unknown = body.planners.find((run) => !isPlannerRunName(run));
    if (unknown !== undefined) throw badRequest(`Unknown planner: ${unknown}`);
    if (body.enabled && body.planners.length === 0) throw badRequest('Choose at least one planner to run.');
    const saved = await new PlannerScheduleRepository(this.db).save(
      {
        storeId: body.storeId,
        cron,
        planners: [...new Set(body.planners)],
        enabled: body.enabled,
        actingUserId: principal.userId,
      },
      this.clock.now(),
    );
    return this.toWire(saved, zone);
  }

  async runs(principal: Principal, storeId: number, size?: number): Promise<Schemas['PlannerRunHistory']> {
    await this.requireStore(principal, storeId);
    const limit = Math.min(Math.max(size ?? 20, 1), MAX_HISTORY);
    const runs = await new PlannerScheduleRepository(this.db).history(storeId, limit);
    return { data: runs.map(runToWire) };
  }

  /** Answers the store's zone; a store outside the user's scope is reported like a missing one. */
  private async requireStore(principal: Principal, storeId: number): Promise<string> {
    requirePlannerRole(principal);
    if (!SCHEDULE_ROLES.includes(principal.role)) throw forbidden(SCHEDULE_FORBIDDEN);
    const store = await new PlannerScheduleRepository(this.db).storeOf(storeId);
    if (!store || !scopeIncludes(dataScopeOf(principal), storeId, store.enterpriseId))
      throw notFound(STORE_NOT_FOUND);
    return store.zone;
  }

  private toWire(
    schedule: Omit<PlannerSchedule, 'updatedAt'> & { readonly updatedAt: Date | null },
    zone: string,
  ): Schemas['PlannerSchedule'] {
    const next = schedule.enabled ? nextSlot(schedule.cron, zone, this.clock.now()) : null;
    return {
      storeId: schedule.storeId,
      cron: schedule.cron,
      localTime: localTimeOf(schedule.cron),
      timeZone: zone,
      planners: [...schedule.planners],
      enabled: schedule.enabled,
      nextRunAt: next?.toISOString() ?? null,
      updatedAt: schedule.updatedAt?.toISOString() ?? null,
    };
  }
}

/** The cron a save means: a local time is every night at that minute. */
function cronOf(body: Schemas['PlannerScheduleUpdate']): string {
  if (body.localTime !== undefined) {
    const match = LOCAL_TIME.exec(body.localTime);
    if (!match) throw badRequest(BAD_LOCAL_TIME);
    return `${Number(match[2])} ${Number(match[1])} * * *`;
  }
  const cron = body.cron?.trim();
  if (!cron) throw badRequest(BAD_LOCAL_TIME);
  return cron;
}

/** HH:mm for a once-a-night cron, else null (the panel then shows the cron itself). */
export function localTimeOf(cron: string): string | null {
  const match = DAILY.exec(cron.trim());
  if (!match) return null;
  const [minute, hour] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const runToWire = (run: PlannerRunRecord): Schemas['PlannerRun'] => ({
  id: Number(run.id),
  plannedFor: run.plannedFor.toISOString(),
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  transferred: run.transferred,
  started: run.started,
  skipped: run.skipped,
  outcome: run.outcome,
  error: run.error,
});

import {
  auditDue,
  decideDue,
  DEFAULT_DATE_ZONE,
  dottedDay,
  isoDay,
  isoToday,
  plannerWindow,
  plannersOfRun,
  runOfServiceType,
  serviceTypeLabel,
  type ServiceType,
  STAFF_AREAS,
  SUCCESSFULLY_TRANSFERED,
  type Clock,
  type NotDue,
  type PlannerDue,
  type PlannerRunName,
  type PlannerSpec,
  type PlannerWindow,
} from '@torque/domain';
import { dataScopeOf, scopeIncludes, type DataScope } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { Schemas } from '../http/contract.js';
import { plannerFirstTexts } from './planner-first-text.repository.js';
import { PlannerSettingsRepository } from './planner-settings.repository.js';
import {
  PlannerRepository,
  type CandidateRow,
  type PlannerCandidate,
  type PlannerStores,
} from './planner.repository.js';

export type PlannerRowOut = Schemas['PlannerRow'];
export type PlannerPageOut = Schemas['PlannerPage'];

/** A planner search in the server's terms (ISO dates), after the wire's DD.MM.YYYY is read. */
export type PlannerQuery = {
  readonly run: PlannerRunName;
  /** ISO date the window counts from; today in the business zone when omitted. */
  readonly plannerDate?: string | null;
  readonly minimumDays?: number | null;
  readonly maximumDays?: number | null;
  readonly days?: number | null;
  readonly soldSince?: string | null;
  readonly bocId?: number | null;
  readonly storeId?: number | null;
  readonly customerNo?: string | null;
  /**
   * Ignore the cached result of the same search (kept CACHE_MS so paging does not recompute) and
   * recompute from the database now.
   */
  readonly hardRun?: boolean;
  /** Before running, forget this planner's earlier transfers whose leads were never started. */
  readonly reset?: boolean;
  /** Narrows the planners: only these makes (first service), models (Honda service pass), opcodes (state inspection). */
  readonly makes?: readonly string[] | null;
  readonly models?: readonly string[] | null;
  readonly opCodes?: readonly string[] | null;
  /** Whose saved planner definitions give the window when the search names none. */
  readonly enterpriseId?: number;
  /** The audit lists what the planner leaves out for an appointment or a service performed already, too. */
  readonly audit?: boolean;
};

/** The signature the nightly runs call (issue 15): one store, one run, as of a moment. */
export type RunForStore = { readonly storeId: number; readonly run: PlannerRunName; readonly asOf: Date };
export type TransferForStore = {
  readonly storeId: number;
  readonly run: PlannerRunName;
  readonly vehicleIds: readonly number[];
  /** ISO date; today in the store's zone when omitted. */
  readonly plannerDate?: string | null;
  /** Who transferred; null for the nightly run. */
  readonly userId?: number | null;
};
export type TransferResult = { readonly message: string; readonly futureServiceInteractionIds: number[] };

/** How long a run's result is kept for paging through it (hardRun skips it). */
export const CACHE_MS = 60_000;
/** A transfer decides due-ness within this many days of the planner date, whatever window was shown. */
const TRANSFER_REACH_DAYS = 366;

const PLANNER_AREA = STAFF_AREAS.find((area) => area.id === 'planners');
export const PLANNERS_FORBIDDEN = 'You may not use the service planners.';

/** The roles of the /planners area work the planners; the platform administrators do not. */
export function requirePlannerRole(principal: Principal): void {
  if (!PLANNER_AREA?.roles.includes(principal.role)) throw forbidden(PLANNERS_FORBIDDEN);
}

type Cached = { readonly at: number; readonly rows: readonly DueRow[] };
/** A decided row with what the wire row names. */
export type DueRow = PlannerDue & {
  readonly candidate: PlannerCandidate;
  readonly transferredFsiId: number | null;
};

/** The predictive planners: SQL selects by date window, the domain decides who is due and why. */
export class PlannerService {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Every due row of a run in one store (the nightly job's call): system scope, the store's local day. */
  async runForStore(input: RunForStore): Promise<PlannerRowOut[]> {
    const store = await new PlannerRepository(this.db).storeOf(input.storeId);
    if (!store) throw notFound('Store not found.');
    const rows = await this.due(
      {
        run: input.run,
        storeId: input.storeId,
        enterpriseId: store.enterpriseId,
        plannerDate: isoToday(input.asOf, store.zone),
        hardRun: true,
      },
      { kind: 'all' },
      input.asOf,
    );
    return rows.map(toWireRow);
  }

  /** Transfers chosen vehicles of a store's run into leads (nightly job; no user scope). */
  async transfer(input: TransferForStore): Promise<TransferResult> {
    const zone = await this.storeZone(input.storeId);
    return this.transferIn(
      { kind: 'store', storeId: input.storeId },
      input,
      isoToday(this.clock.now(), zone),
    );
  }

  /** A staff search: one page of due rows; `transfer` turns that page's rows into leads first. */
  async search(
    principal: Principal,
    query: PlannerQuery,
    page: { readonly page: number; readonly size: number; readonly transfer?: boolean },
  ): Promise<PlannerPageOut> {
    requirePlannerRole(principal);
    const scope = dataScopeOf(principal);
    query = { enterpriseId: principal.enterpriseId, ...query };
    if (query.reset) await this.reset(scope, query);
    let rows = await this.due(query, scope, this.clock.now());
    const start = page.page * page.size;
    if (page.transfer) {
      const chosen = rows.slice(start, start + page.size).filter((row) => row.transferredFsiId === null);
      if (chosen.length > 0) {
        await this.transferRows(chosen, query.run, principal.userId);
        rows = await this.due({ ...query, hardRun: true, reset: false }, scope, this.clock.now());
      }
    }
    return {
      data: await this.withFirstTexts(rows.slice(start, start + page.size).map(toWireRow)),
      response: 'OK',
      total: rows.length,
      size: page.size,
      page: page.page,
    };
  }

  /** Issue 30: a started row says what became of its first text (texted, held, or not and why). */
  private async withFirstTexts(rows: PlannerRowOut[]): Promise<PlannerRowOut[]> {
    const leadIds = rows.flatMap((row) =>
      row.futureServiceInteractionId ? [row.futureServiceInteractionId] : [],
    );
    const firstTexts = await plannerFirstTexts(this.db, leadIds, this.clock.now());
    return rows.map((row) => ({
      ...row,
      firstText: row.futureServiceInteractionId
        ? (firstTexts.get(row.futureServiceInteractionId) ?? null)
        : null,
    }));
  }

  /** The state inspection planner under a BOC's store: the store must be of that BOC and in the user's scope. */
  async searchInStore(
    principal: Principal,
    store: { readonly bocId: number; readonly storeId: number },
    query: PlannerQuery,
    page: { readonly page: number; readonly size: number; readonly transfer?: boolean },
  ): Promise<PlannerPageOut> {
    requirePlannerRole(principal);
    const found = await new PlannerRepository(this.db).storeOf(store.storeId);
    if (
      !found ||
      found.bocId !== store.bocId ||
      !scopeIncludes(dataScopeOf(principal), found.id, found.enterpriseId)
    )
      throw notFound('Store not found.');
    return this.search(principal, { ...query, bocId: store.bocId, storeId: store.storeId }, page);
  }

  /** The run whose planner predicts a service type (audit): a 400 when none does. */
  runOf(serviceType: ServiceType | undefined): PlannerRunName {
    if (!serviceType) throw badRequest('Choose the service type of the planner to audit.');
    const run = runOfServiceType(serviceType);
    if (!run) throw badRequest(`${serviceTypeLabel(serviceType)} has no predictive planner.`);
    return run;
  }

  /** transferPlannerRows: the chosen vehicles of a run, in the user's scope, become leads once. */
  async transferForUser(
    principal: Principal,
    input: {
      readonly run: PlannerRunName;
      readonly vehicleIds: readonly number[];
      readonly plannerDate?: string | null;
    },
  ): Promise<TransferResult> {
    requirePlannerRole(principal);
    return this.transferIn(
      dataScopeOf(principal),
      { ...input, userId: principal.userId },
      isoToday(this.clock.now(), DEFAULT_DATE_ZONE),
    );
  }

  /** The due rows of a search, from the cache unless hardRun. */
  async due(query: PlannerQuery, scope: DataScope, now: Date): Promise<DueRow[]> {
    const specs = narrowed(plannersOfRun(query.run), query);
    const asOf = query.plannerDate ?? isoToday(now, DEFAULT_DATE_ZONE);
    const key = JSON.stringify([
      scope,
      query.run,
      query.makes,
      query.models,
      query.opCodes,
      query.audit,
      query.enterpriseId,
      asOf,
      query.minimumDays,
      query.maximumDays,
      query.days,
      query.soldSince,
      query.bocId,
      query.storeId,
      query.customerNo,
    ]);
    const cached = this.cache.get(key);
    if (!query.hardRun && cached && now.getTime() - cached.at < CACHE_MS) return [...cached.rows];
    const rows = specs.length === 0 ? [] : await this.compute(specs, scope, query, asOf, now);
    this.cache.set(key, { at: now.getTime(), rows });
    return rows;
  }

  private async compute(
    specs: readonly PlannerSpec[],
    scope: DataScope,
    query: PlannerQuery,
    asOf: string,
    now: Date,
  ): Promise<DueRow[]> {
    const repository = new PlannerRepository(this.db);
    const stores: PlannerStores = {
      scope,
      bocId: query.bocId,
      storeId: query.storeId,
      customerNo: query.customerNo,
      soldSince: query.soldSince,
    };
    const windows = new Map<PlannerSpec, PlannerWindow>();
    const found = new Map<number, Awaited<ReturnType<PlannerRepository['candidates']>>[number]>();
    const saved = query.enterpriseId
      ? await new PlannerSettingsRepository(this.db).definitions(query.enterpriseId)
      : [];
    for (const spec of specs) {
      const definition = saved.find((row) => row.service_type === spec.serviceType);
      const own = definition
        ? { minimumDays: definition.minimum_days, maximumDays: definition.maximum_days }
        : spec.searchDays;
      const window = plannerWindow(
        { searchDays: own },
        {
          asOf,
          minimumDays: query.minimumDays,
          maximumDays: query.maximumDays,
          days: query.days,
        },
      );
      windows.set(spec, window);
      for (const row of await repository.candidates(spec, window, stores)) found.set(row.id, row);
    }
    const candidates = await this.decidable([...found.values()], specs, windows, now);
    const rows: DueRow[] = [];
    const seen = new Set<string>();
    for (const spec of specs) {
      const window = windows.get(spec)!;
      for (const candidate of candidates) {
        const due = query.audit ? auditDue(spec, candidate, window) : decideDue(spec, candidate, window);
        if (due === null || typeof due === 'string') continue;
        // One row per vehicle and service type (the 5K run's New and CPO planners never share one).
        const key = `${due.vehicleId}:${due.serviceType}`;
        if (seen.has(key)) continue;
        seen.add(key);
        rows.push({ ...due, candidate, transferredFsiId: candidate.transfers[due.serviceType] ?? null });
      }
    }
    return rows.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.vehicleId - b.vehicleId);
  }

  /**
   * The vehicles the rules find due before exclusions (their time, mileage and kind), with their owners
   * and exclusions read for those few only; the final decision then applies the exclusions.
   */
  private async decidable(
    found: readonly CandidateRow[],
    specs: readonly PlannerSpec[],
    windows: ReadonlyMap<PlannerSpec, PlannerWindow>,
    now: Date,
  ): Promise<PlannerCandidate[]> {
    const repository = new PlannerRepository(this.db);
    const vehicles = repository.withHistory(found);
    const tentative = vehicles.filter((vehicle) =>
      specs.some((spec) => typeof decideDue(spec, vehicle, windows.get(spec)!) !== 'string'),
    );
    const details = await repository.details(
      tentative.map((vehicle) => vehicle.vehicleId),
      now,
    );
    return tentative.flatMap((vehicle) => {
      const more = details.get(vehicle.vehicleId);
      return more ? [{ ...vehicle, ...more }] : [];
    });
  }

  private async transferIn(
    scope: DataScope,
    input: {
      readonly run: PlannerRunName;
      readonly vehicleIds: readonly number[];
      readonly plannerDate?: string | null;
      readonly userId?: number | null;
      readonly storeId?: number;
    },
    today: string,
  ): Promise<TransferResult> {
    const asOf = input.plannerDate ?? today;
    const repository = new PlannerRepository(this.db);
    const ids = [...new Set(input.vehicleIds)];
    const found = await repository.candidatesByIds(ids, { scope, storeId: input.storeId ?? null });
    if (found.length !== ids.length) throw notFound('Vehicle not found.');
    const details = await repository.details(ids, this.clock.now());
    const byId = new Map(
      repository
        .withHistory(found)
        .map((vehicle) => [vehicle.vehicleId, { ...vehicle, ...details.get(vehicle.vehicleId)! }]),
    );
    const rows: DueRow[] = [];
    // In the order asked, so the answer's lead ids line up with the vehicle ids.
    for (const id of ids) {
      const candidate = byId.get(id)!;
      const decisions = plannersOfRun(input.run).map((spec) => decideDue(spec, candidate, reach(asOf)));
      const due = decisions.find((decision) => typeof decision !== 'string');
      if (due === undefined || typeof due === 'string')
        throw badRequest(
          `Vehicle ${id} (${candidate.vin}) is not due for the ${input.run} planner: ${whyNot(decisions as NotDue[])}.`,
        );
      rows.push({ ...due, candidate, transferredFsiId: candidate.transfers[due.serviceType] ?? null });
    }
    const fsiIds = await this.transferRows(rows, input.run, input.userId ?? null);
    return { message: SUCCESSFULLY_TRANSFERED, futureServiceInteractionIds: fsiIds };
  }

  private async transferRows(rows: readonly DueRow[], run: string, userId: number | null): Promise<number[]> {
    const at = this.clock.now();
    const ids = await this.db.transaction(async (tx) => {
      const repository = new PlannerRepository(tx);
      const out: number[] = [];
      for (const row of rows) {
        const { fsiId } = await repository.transfer(
          {
            vehicleId: row.vehicleId,
            customerId: row.candidate.customerId,
            storeId: row.candidate.storeId,
            bocId: row.candidate.bocId,
            serviceType: row.serviceType,
            planner: row.planner,
            plannedDate: row.dueDate,
            run,
            userId,
          },
          at,
        );
        out.push(fsiId);
      }
      return out;
    });
    this.cache.clear();
    return ids;
  }

  /** Forgets cached runs (a definition changed). */
  forget(): void {
    this.cache.clear();
  }

  private async reset(scope: DataScope, query: PlannerQuery): Promise<void> {
    const serviceTypes = [...new Set(plannersOfRun(query.run).map((spec) => spec.serviceType))];
    await new PlannerRepository(this.db).forgetUnstartedTransfers(serviceTypes, {
      scope,
      bocId: query.bocId,
      storeId: query.storeId,
    });
    this.cache.clear();
  }

  private async storeZone(storeId: number): Promise<string> {
    const zone = await new PlannerRepository(this.db).storeZone(storeId);
    if (zone === null) throw notFound('Store not found.');
    return zone;
  }
}

/** Why no planner of the run lists the vehicle, the most telling reason first. */
function whyNot(decisions: readonly NotDue[]): string {
  if (decisions.includes('appointment-booked')) return 'an appointment is booked';
  if (decisions.includes('service-performed-already')) return 'the service was performed already';
  if (decisions.includes('outside-the-days'))
    return 'its service is not due within a year of the planner date';
  if (decisions.includes('no-start-date')) return 'it has no sale or service date';
  return 'the planner does not cover this vehicle';
}

/** The run's planners, narrowed by the search's makes, models and inspection opcodes. */
function narrowed(specs: readonly PlannerSpec[], query: PlannerQuery): PlannerSpec[] {
  const lower = (list: readonly string[]) => list.map((item) => item.toLowerCase());
  return specs.flatMap((spec): PlannerSpec[] => {
    let narrow: PlannerSpec = spec;
    if (query.makes?.length && spec.makes) {
      const makes = spec.makes.filter((make) => lower(query.makes!).includes(make.toLowerCase()));
      if (makes.length === 0) return [];
      narrow = { ...narrow, makes };
    }
    if (query.models?.length && spec.models) narrow = { ...narrow, models: query.models };
    if (query.opCodes?.length && spec.anchor === 'lastInspection')
      narrow = { ...narrow, inspectionOpcodes: query.opCodes };
    return [narrow];
  });
}

const reach = (asOf: string): PlannerWindow => ({
  asOf,
  from: isoDay(asOf).minus({ days: TRANSFER_REACH_DAYS }).toISODate()!,
  to: isoDay(asOf).plus({ days: TRANSFER_REACH_DAYS }).toISODate()!,
});

const dotted = (iso: string | null): string | null => (iso ? dottedDay(iso) : null);

/** The wire row (openapi PlannerRow): dates DD.MM.YYYY. */
export function toWireRow(row: DueRow): PlannerRowOut {
  const vehicle = row.candidate;
  return {
    vehicleId: row.vehicleId,
    reason: row.reason,
    optedOut: row.optedOut,
    dueMileage: row.dueMileage,
    futureServiceInteractionId: row.transferredFsiId,
    cust_no: vehicle.customerNo,
    customerName: vehicle.customerName,
    cellular: vehicle.cellular,
    vin: vehicle.vin,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    soldDate: dotted(vehicle.soldDate),
    lastServiceDate: dotted(row.lastServiceDate),
    plannedDate: dotted(row.dueDate),
    plannedServiceType: row.serviceType,
    mileage: row.estimatedMileage,
    transferred: row.transferredFsiId !== null,
  };
}

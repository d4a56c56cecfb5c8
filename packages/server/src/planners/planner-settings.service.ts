import {
  PLANNER_KEYS,
  plannerSpec,
  runOfServiceType,
  serviceTypeLabel,
  type Clock,
  type ServiceType,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { PlannerSettingsRepository, type DefinitionRow } from './planner-settings.repository.js';
import { requirePlannerRole, type PlannerQuery, type PlannerService } from './planner.service.js';

type Definition = Schemas['PlannerDefinition'];

/** Managers of the planner roles may change a planner's window; every planner user may read it. */
const DEFINITION_EDITORS = new Set([
  'OFFICE_MANAGER',
  'DIVISION_MANAGER',
  'CORPORATE_ADMIN',
  'ENTERPRISE_ADMIN',
  'SUPER_DATA_ADMIN',
  'SUPER_USER',
]);
export const DEFINITIONS_FORBIDDEN = 'Only a manager may change a planner definition.';

/** Each planner service type once, with the domain's default window (the first planner of the type). */
const DEFAULTS: readonly Definition[] = PLANNER_KEYS.map(plannerSpec)
  .filter((spec, i, all) => all.findIndex((other) => other.serviceType === spec.serviceType) === i)
  .map((spec) => ({
    serviceType: spec.serviceType,
    label: serviceTypeLabel(spec.serviceType),
    minimumDays: spec.searchDays.minimumDays,
    maximumDays: spec.searchDays.maximumDays,
    enabled: true,
    storeIds: [],
  }));

const toDefinition = (row: DefinitionRow): Definition => ({
  id: row.id,
  serviceType: row.service_type as ServiceType,
  label: row.label ?? serviceTypeLabel(row.service_type),
  minimumDays: row.minimum_days,
  maximumDays: row.maximum_days,
  enabled: row.enabled,
  storeIds: row.store_ids,
});

/** Planner definitions (their windows per enterprise) and the predictive planner e-mail alert. */
export class PlannerSettingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly planners: PlannerService,
  ) {}

  /** Every planner's definition for the enterprise: the saved one, else the domain's default. */
  async definitions(principal: Principal, enterpriseId?: number): Promise<Schemas['PlannerDefinitionPage']> {
    requirePlannerRole(principal);
    const enterprise = this.enterpriseOf(principal, enterpriseId);
    const saved = (await new PlannerSettingsRepository(this.db).definitions(enterprise)).map(toDefinition);
    const data = DEFAULTS.map(
      (fallback) => saved.find((row) => row.serviceType === fallback.serviceType) ?? fallback,
    );
    return { data, response: 'OK', total: data.length, size: data.length, page: 0 };
  }

  async save(principal: Principal, definition: Definition): Promise<Definition> {
    requirePlannerRole(principal);
    if (!DEFINITION_EDITORS.has(principal.role)) throw forbidden(DEFINITIONS_FORBIDDEN);
    if (!DEFAULTS.some((fallback) => fallback.serviceType === definition.serviceType))
      throw badRequest(`${definition.serviceType} is not a planner service type.`);
    if (definition.minimumDays > definition.maximumDays)
      throw badRequest('minimumDays must not be more than maximumDays.');
    const repository = new PlannerSettingsRepository(this.db);
    const enterpriseId = principal.enterpriseId;
    if (definition.id !== undefined) {
      if ((await repository.definitionEnterprise(definition.id)) !== enterpriseId)
        throw notFound('Planner definition not found.');
      const clash = (await repository.definitions(enterpriseId)).find(
        (row) => row.service_type === definition.serviceType && row.id !== definition.id,
      );
      if (clash)
        throw badRequest(`The ${serviceTypeLabel(definition.serviceType)} planner is defined already.`);
    }
    const saved = await repository.save({
      id: definition.id,
      enterpriseId,
      serviceType: definition.serviceType,
      label: definition.label ?? null,
      minimumDays: definition.minimumDays,
      maximumDays: definition.maximumDays,
      enabled: definition.enabled ?? true,
      storeIds: definition.storeIds ?? [],
    });
    this.planners.forget();
    return toDefinition(saved);
  }

  /**
   * The predictive planner alert: the due list of the service type's planner, per store in the search.
   * Torque's outbox sends e-mail only inside a lead's conversation, so the alert is recorded (planner_alert,
   * with the store staff it is for) and the answer says so rather than pretending it was mailed.
   */
  async emailAlert(
    principal: Principal,
    serviceType: ServiceType | undefined,
    query: Omit<PlannerQuery, 'run'>,
  ): Promise<Schemas['Acknowledgement']> {
    requirePlannerRole(principal);
    if (!serviceType) throw badRequest('Choose the service type of the planner to alert.');
    const run = runOfServiceType(serviceType);
    if (!run) throw badRequest(`${serviceTypeLabel(serviceType)} has no predictive planner.`);
    const rows = await this.planners.due(
      { ...query, run, hardRun: true },
      dataScopeOf(principal),
      this.clock.now(),
    );
    const due = rows.filter((row) => row.serviceType === serviceType);
    const byStore = new Map<number, number>();
    for (const row of due) byStore.set(row.candidate.storeId, (byStore.get(row.candidate.storeId) ?? 0) + 1);
    const repository = new PlannerSettingsRepository(this.db);
    for (const [storeId, count] of byStore)
      await repository.recordAlert({
        storeId,
        serviceType,
        dueCount: count,
        recipients: await repository.storeRecipients(storeId),
        userId: principal.userId,
        at: this.clock.now(),
      });
    const label = serviceTypeLabel(serviceType);
    const vehicles = `${due.length} vehicle${due.length === 1 ? '' : 's'}`;
    const stores = `${byStore.size} store${byStore.size === 1 ? '' : 's'}`;
    return {
      message:
        due.length === 0
          ? `No vehicle is due for ${label}: there is nothing to alert.`
          : `${label} alert recorded for ${stores} (${vehicles} due). E-mail is not sent from this installation; the alert is kept with the planner records.`,
    };
  }

  private enterpriseOf(principal: Principal, enterpriseId: number | undefined): number {
    if (enterpriseId === undefined || enterpriseId === principal.enterpriseId) return principal.enterpriseId;
    if (dataScopeOf(principal).kind !== 'all') throw notFound('Enterprise not found.');
    return enterpriseId;
  }
}

import {
  DATA_SOURCES,
  isDataSource,
  MAPPING_SAVED,
  PLANNER_KEYS,
  SERVICE_TYPES,
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
import { badRequest, notFound } from '../http/http-error.js';
import { RepairOrderRepository } from '../service-board/repair-order.repository.js';
import { toServiceOrder } from '../service-board/repair-order-row.js';
import { DataSettingsRepository, type Window } from './data-settings.repository.js';
import { SyncHistoryRepository } from './sync-history.repository.js';

export const UPDATED_SUCCESSFULLY = 'Successfully Updated';
const MAX_MAPPING_ENTRIES = 200;

/**
 * The data settings of /settings (issue 20): planner-to-service-interaction mappings, data-source
 * configuration, sync history, the DMS view and the delivered files. Roles with 'see settings' read
 * them, roles with 'change settings' change them, always within their enterprise reach; every change
 * is recorded in the admin log in its transaction.
 */
export class DataSettingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** The enterprise a read is limited to: the one asked (if in reach), else the caller's reach. */
  #readScope(principal: Principal, enterpriseId: number | undefined): number | undefined {
    requireAdminAction(principal, 'see settings');
    if (enterpriseId === undefined) return enterpriseReachOf(principal);
    requireEnterpriseInReach(principal, enterpriseId);
    return enterpriseId;
  }

  mappings(principal: Principal, enterpriseId: number | undefined) {
    return new DataSettingsRepository(this.db).mappings(this.#readScope(principal, enterpriseId));
  }

  async saveMapping(
    principal: Principal,
    mapping: Schemas['ServiceInteractionMapping'],
  ): Promise<{ message: string }> {
    requireAdminAction(principal, 'change settings');
    if (!(PLANNER_KEYS as readonly string[]).includes(mapping.plannerKey))
      throw badRequest(`No planner is called ${mapping.plannerKey}.`);
    if (!(SERVICE_TYPES as readonly string[]).includes(mapping.serviceType))
      throw badRequest(`No service interaction is called ${mapping.serviceType}.`);
    const repository = new DataSettingsRepository(this.db);
    const storeIds = [...new Set(mapping.storeIds ?? [])];
    let enterpriseId = principal.enterpriseId;
    if (mapping.id !== undefined) {
      const stored = await repository.mapping(mapping.id);
      if (!stored) throw notFound('No such mapping.');
      enterpriseId = stored.enterpriseId;
    }
    if (storeIds.length > 0) {
      const { known, enterprises } = await repository.enterprisesOfStores(storeIds);
      if (known !== storeIds.length) throw badRequest('One of the stores does not exist.');
      if (enterprises.length !== 1 || (mapping.id !== undefined && enterprises[0] !== enterpriseId))
        throw badRequest("A mapping's stores belong to one enterprise.");
      enterpriseId = enterprises[0]!;
    }
    requireEnterpriseInReach(principal, enterpriseId);
    await this.db.transaction(async (tx) => {
      await new DataSettingsRepository(tx).saveMapping(
        { ...mapping, enterpriseId, storeIds, ...(mapping.id === undefined ? {} : { id: mapping.id }) },
        this.clock.now(),
      );
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change settings',
        subject: `Planner mapping ${mapping.plannerKey}`,
        enterpriseId,
        detail: `${mapping.plannerKey} → ${mapping.serviceType}${storeIds.length ? ` (stores ${storeIds.join(', ')})` : ''}`,
      });
    });
    return { message: MAPPING_SAVED };
  }

  /**
   * The saved configuration, or (issue 30) an empty one without a dataSource when none is saved: "not
   * configured yet" is an answer, not a missing resource, so the Data source tab logs no 404.
   */
  async datasource(
    principal: Principal,
    enterpriseId: number,
    storeId: number | undefined,
  ): Promise<Schemas['DatasourceMapping']> {
    this.#readScope(principal, enterpriseId);
    const found = await new DataSettingsRepository(this.db).datasource(enterpriseId, storeId ?? null);
    return found ?? { enterpriseId, storeId: storeId ?? null, data_mapping: [] };
  }

  async saveDatasource(
    principal: Principal,
    body: Schemas['DatasourceMapping'],
  ): Promise<{ message: string }> {
    requireAdminAction(principal, 'change settings');
    requireEnterpriseInReach(principal, body.enterpriseId);
    const dataSource = body.dataSource?.trim() ?? '';
    if (!isDataSource(dataSource)) throw badRequest(`Choose a data source: ${DATA_SOURCES.join(', ')}.`);
    if (body.data_mapping.length > MAX_MAPPING_ENTRIES)
      throw badRequest(`At most ${MAX_MAPPING_ENTRIES} mapping entries.`);
    if (body.data_mapping.some((entry) => entry.key.trim() === ''))
      throw badRequest('Every mapping entry needs a key.');
    const repository = new DataSettingsRepository(this.db);
    const storeId = body.storeId ?? null;
    if (storeId !== null && (await repository.storeEnterprise(storeId)) !== body.enterpriseId)
      throw notFound('No such store in this enterprise.');
    await this.db.transaction(async (tx) => {
      await new DataSettingsRepository(tx).saveDatasource(
        { enterpriseId: body.enterpriseId, storeId, dataSource, data_mapping: body.data_mapping },
        this.clock.now(),
      );
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change settings',
        subject: `Data source ${storeId === null ? 'of the enterprise' : `of store ${storeId}`}`,
        enterpriseId: body.enterpriseId,
        detail: `${dataSource}, ${body.data_mapping.length} mapping entries`,
      });
    });
    return { message: UPDATED_SUCCESSFULLY };
  }

  syncHistory(principal: Principal, enterpriseId: number | undefined, window: Window) {
    return new SyncHistoryRepository(this.db).page(this.#readScope(principal, enterpriseId), window);
  }

  deliveries(principal: Principal, enterpriseId: number | undefined, window: Window) {
    return new DataSettingsRepository(this.db).deliveries(this.#readScope(principal, enterpriseId), window);
  }

  /** What the DMS holds for a store: its repair orders, open and closed, newest first (no phone numbers). */
  async dmsView(principal: Principal, storeId: number, window: Window) {
    const enterpriseId = await new DataSettingsRepository(this.db).storeEnterprise(storeId);
    if (enterpriseId === null) throw notFound('No such store.');
    this.#readScope(principal, enterpriseId);
    const { rows, total } = await new RepairOrderRepository(this.db).orders({ storeId }, window);
    return { rows: rows.map((row) => toServiceOrder(row, false) as Record<string, unknown>), total };
  }
}

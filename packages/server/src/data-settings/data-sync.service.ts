import {
  dataSourceSupportsSync,
  DMS_NOT_SUPPORTING_SYNC,
  SYNCED_SUCCESSFULLY,
  type Clock,
  type DealerManagementSystem,
  type SyncType,
} from '@torque/domain';
import {
  recordAdminAction,
  requireAdminAction,
  requireEnterpriseInReach,
} from '../admin/admin-permission.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { RepairOrderFeed } from '../service-board/repair-order-feed.js';
import { RepairOrderRepository } from '../service-board/repair-order.repository.js';
import { toServiceOrder } from '../service-board/repair-order-row.js';
import { DataSettingsRepository } from './data-settings.repository.js';
import { SyncHistoryRepository } from './sync-history.repository.js';

export type SyncOrder = { readonly enterpriseId: number; readonly storeId?: number | undefined };
/** How many open orders a display sync sends to the boards at most (a store's board holds fewer). */
const DISPLAY_LIMIT = 500;

/** A sync that did not happen: recorded, then answered with the spec's words. */
class SyncRefused extends Error {
  constructor(
    readonly status: number,
    readonly why: string,
  ) {
    super(DMS_NOT_SUPPORTING_SYNC);
  }
}

/**
 * Manual and display syncs (spec 2 §2, §8). A manual sync asks the store's DMS (the port of issue 16)
 * what changed and applies it through the repair-order feed: orders move, customers hear once. A
 * display sync does the same and then sends every open order to the open boards again, so every
 * display shows what the DMS says. A store whose data source cannot answer (a file drop) is 'DMS not
 * supporting Sync'. Every run is a sync-history row and an admin-log entry, written together.
 */
export class DataSyncService {
  readonly #feed: RepairOrderFeed;

  constructor(
    private readonly db: Database,
    private readonly dms: DealerManagementSystem,
    private readonly outbox: OutboxDispatch,
    private readonly clock: Clock,
  ) {
    const source = dms.name === 'simulated' ? 'SIMULATED_DMS' : 'DMS';
    this.#feed = new RepairOrderFeed({ db, dms, outbox, clock, source });
  }

  async run(principal: Principal, syncType: SyncType, order: SyncOrder): Promise<{ message: string }> {
    requireAdminAction(principal, 'change settings');
    requireEnterpriseInReach(principal, order.enterpriseId);
    const settings = new DataSettingsRepository(this.db);
    const storeId = order.storeId ?? null;
    if (storeId !== null && (await settings.storeEnterprise(storeId)) !== order.enterpriseId)
      throw notFound('No such store in this enterprise.');
    const startedOn = this.clock.now();
    try {
      const message = await this.#sync(settings, syncType, order.enterpriseId, storeId);
      await this.#record(principal, { ...order, storeId, syncType, startedOn, status: 'SUCCEEDED', message });
      return { message: SYNCED_SUCCESSFULLY };
    } catch (error) {
      if (!(error instanceof SyncRefused)) throw error;
      await this.#record(principal, {
        ...order,
        storeId,
        syncType,
        startedOn,
        status: 'FAILED',
        message: error.why,
      });
      throw new HttpError(error.status, DMS_NOT_SUPPORTING_SYNC);
    }
  }

  async #sync(
    settings: DataSettingsRepository,
    syncType: SyncType,
    enterpriseId: number,
    storeId: number | null,
  ) {
    // The store's own configuration, else the enterprise's; none means the installation's DMS.
    const configured =
      (storeId === null ? null : await settings.datasource(enterpriseId, storeId)) ??
      (await settings.datasource(enterpriseId, null));
    if (configured && !dataSourceSupportsSync(configured.dataSource))
      throw new SyncRefused(400, `${configured.dataSource} does not answer for changes`);
    const stores = new Set(storeId === null ? await settings.storeIdsOf(enterpriseId) : [storeId]);
    const changes = await this.dms.repairOrderChanges(this.clock.now()).catch(() => {
      throw new SyncRefused(502, `${this.dms.name} did not answer`);
    });
    let applied = 0;
    let texted = false;
    for (const change of changes.filter((c) => stores.has(c.storeId))) {
      const outcome = await this.#feed.apply(change);
      if (outcome) applied += 1;
      texted ||= outcome?.texted ?? false;
    }
    if (texted) this.outbox.wake();
    const changed = `${applied} repair order ${applied === 1 ? 'change' : 'changes'} applied`;
    if (syncType === 'MANUAL') return changed;
    return `${changed}, ${await this.#redisplay([...stores])} open orders sent to the boards`;
  }

  /** Sends each open order (with a conversation) of the stores to the open boards again. */
  async #redisplay(storeIds: number[]): Promise<number> {
    let sent = 0;
    for (const storeId of storeIds) {
      const { rows } = await new RepairOrderRepository(this.db).orders(
        { storeId, open: true },
        { page: 0, size: DISPLAY_LIMIT },
      );
      for (const row of rows.filter((r) => r.fsi_id !== null)) {
        await new RealtimeEventRepository(this.db).append('REPAIR_ORDER_CHANGED', row.fsi_id!, {
          repairOrder: toServiceOrder(row),
        });
        sent += 1;
      }
    }
    return sent;
  }

  #record(
    principal: Principal,
    run: { enterpriseId: number; storeId: number | null; syncType: SyncType; startedOn: Date } & {
      status: 'SUCCEEDED' | 'FAILED';
      message: string;
    },
  ): Promise<void> {
    return this.db.transaction(async (tx) => {
      await new SyncHistoryRepository(tx).record({
        ...run,
        finishedOn: this.clock.now(),
        startedBy: principal.userId,
      });
      await recordAdminAction(tx, this.clock, principal, {
        action: 'change settings',
        subject: `${run.syncType === 'MANUAL' ? 'Manual' : 'Display'} sync${run.storeId === null ? '' : ` of store ${run.storeId}`}`,
        enterpriseId: run.enterpriseId,
        detail: `${run.status}: ${run.message}`,
      });
    });
  }
}

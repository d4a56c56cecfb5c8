import {
  repairOrderStatusText,
  repairOrderStep,
  type Clock,
  type DealerManagementSystem,
  type DmsRepairOrder,
} from '@torque/domain';
import type { Database, Queryable } from '../db/database.js';
import { automatedText, loadReplyContext } from '../inbound/reply-context.js';
import { planOutboundText } from '../leads/outbound-text.js';
import { appendNotSentNote } from '../messaging/not-sent-note.js';
import { queueOutgoing, type OutboxDispatch } from '../outbox/queue-outgoing.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { askHowTheVisitWent } from '../visit-survey/thank-you.js';
import { RepairOrderFeedRepository } from './repair-order-feed.repository.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { toServiceOrder } from './repair-order-row.js';

export type FeedOutcome = { readonly orderId: number; readonly texted: boolean } | null;

/**
 * Applies the DMS's repair-order reports: each change moves an order forward (never back), records
 * its history, tells open boards (REPAIR_ORDER_CHANGED) and texts the customer once for the statuses
 * they hear about, through the outbox (opt-out, quiet hours) — all in one transaction per change.
 */
export class RepairOrderFeed {
  constructor(
    private readonly deps: {
      readonly db: Database;
      readonly dms: DealerManagementSystem;
      readonly outbox: OutboxDispatch;
      readonly clock: Clock;
      readonly source: 'DMS' | 'SIMULATED_DMS';
    },
  ) {}

  /** One poll of the feed; returns what each change did. */
  async poll(): Promise<FeedOutcome[]> {
    const changes = await this.deps.dms.repairOrderChanges(this.deps.clock.now());
    const outcomes: FeedOutcome[] = [];
    for (const change of changes) outcomes.push(await this.apply(change));
    if (outcomes.some((outcome) => outcome?.texted)) this.deps.outbox.wake();
    return outcomes;
  }

  apply(change: DmsRepairOrder): Promise<FeedOutcome> {
    return this.deps.db.transaction(async (tx) => {
      const orders = new RepairOrderFeedRepository(tx);
      const stored = await orders.find(change.storeId, change.roNumber);
      let orderId: number;
      let fsiId: number | null;
      if (stored === null) {
        const vehicle = await orders.vehicleOf(change);
        if (vehicle === null) return null; // a vehicle Torque does not know: nothing to show or text
        fsiId = vehicle.fsi_id ?? (await orders.leadOf(vehicle.vehicle_id, change.storeId));
        const inserted = await orders.insert(change, vehicle.vehicle_id, fsiId);
        if (inserted === null) return null;
        orderId = inserted;
        if (change.appointmentId !== null) await orders.markShown(change.appointmentId, change.changedAt);
      } else {
        if (repairOrderStep(change.status) <= repairOrderStep(stored.status)) return null;
        orderId = stored.id;
        fsiId = stored.fsi_id;
        await orders.update(orderId, change);
      }
      await orders.recordHistory(orderId, change.status, change.changedAt, this.deps.source);
      const told = fsiId === null ? false : await this.textOnce(tx, orderId, fsiId, change);
      // A closed order ends the visit: its customer is asked how it went, once (issue 34).
      const thanked = await askHowTheVisitWent(
        tx,
        { id: orderId, status: change.status, fsiId },
        this.deps.clock.now(),
      );
      const texted = told || thanked;
      if (fsiId !== null) await this.publish(tx, orderId, fsiId);
      return { orderId, texted };
    });
  }

  /** The customer's one text for this order and status, unless they opted out (then the row says why). */
  private async textOnce(
    tx: Queryable,
    orderId: number,
    fsiId: number,
    change: DmsRepairOrder,
  ): Promise<boolean> {
    const orders = new RepairOrderFeedRepository(tx);
    const about = await orders.textContext(orderId);
    const text =
      about &&
      repairOrderStatusText(change.status, {
        firstName: about.first_name,
        storeName: about.store_name,
        roNumber: about.ro_number,
        vehicle: about.vehicle,
      });
    if (!text) return false;
    const at = this.deps.clock.now();
    if (!(await orders.claimStatusText(orderId, change.status, at))) return false;
    const context = await loadReplyContext(tx, fsiId, null);
    const plan = await planOutboundText(tx, context, text, at);
    if (plan.blockedReason !== null || plan.text === null) {
      await orders.settleStatusText(orderId, change.status, {
        messageId: null,
        skippedReason: plan.blockedReason,
      });
      // Staff see in the conversation that the customer was not told, and why (issue 29, point 5).
      if (plan.blockedReason !== null)
        await appendNotSentNote(tx, fsiId, 'Repair-order text', plan.blockedReason, at);
      return false;
    }
    const queued = await queueOutgoing(
      tx,
      automatedText(context, plan.text, at),
      'assistant',
      plan.notBefore,
    );
    await orders.settleStatusText(orderId, change.status, { messageId: queued.row.id, skippedReason: null });
    return true;
  }

  /** Open boards move the card (the event is scoped to the lead's store like every other). */
  private async publish(tx: Queryable, orderId: number, fsiId: number): Promise<void> {
    const { rows } = await new RepairOrderRepository(tx).orders({ id: orderId }, { page: 0, size: 1 });
    const [row] = rows;
    if (!row) return;
    await new RealtimeEventRepository(tx).append('REPAIR_ORDER_CHANGED', fsiId, {
      repairOrder: toServiceOrder(row),
    });
  }
}

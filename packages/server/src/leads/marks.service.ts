import {
  canEditCustomers,
  isCustomerTag,
  SMS_OPT_OUT,
  systemClock,
  unknownCustomerTag,
  type Clock,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { ConsentRepository } from './consent.repository.js';
import { MarkRepository, type MarkOwner, type MarkTarget } from './mark.repository.js';

export const ONE_TARGET = 'Give exactly one of customerId, serviceVehicleId or futureServiceInteractionId.';
export const TARGET_NOT_FOUND = 'Customer, vehicle or lead not found.';

/**
 * Marks on a customer, a vehicle or a lead (marks/v2). SMS_OPT_OUT is compliance: adding it blocks
 * the customer's texts at once and removing the last one unblocks them, each recorded in the consent
 * ledger with source 'staff', who and why, and every lead of the customer gets LEAD_FLAGS_CHANGED
 * with its marks.
 */
export class MarksService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async add(principal: Principal, request: Schemas['MarkRequest']): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canEditCustomers);
    // Only the spec 2 §9 tag set is added; a mark outside it (an older tag) may still be removed.
    if (!isCustomerTag(request.intentType)) throw badRequest(unknownCustomerTag(request.intentType));
    const target = targetOf(request.customerId, request.serviceVehicleId, request.futureServiceInteractionId);
    const owner = await this.ownerInScope(principal, target);
    await this.db.transaction(async (tx) => {
      await new MarkRepository(tx).add(target, request.intentType, request.value ?? null);
      if (request.intentType === SMS_OPT_OUT)
        await this.consent(tx, owner, 'opt-out', principal, request.reason);
      await this.announce(tx, owner);
    });
    return { message: 'Successfully Updated' };
  }

  async remove(
    principal: Principal,
    query: {
      intentType: string;
      reason?: string;
      customerId?: number;
      serviceVehicleId?: number;
      futureServiceInteractionId?: number;
    },
  ): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canEditCustomers);
    const target = targetOf(query.customerId, query.serviceVehicleId, query.futureServiceInteractionId);
    const owner = await this.ownerInScope(principal, target);
    await this.db.transaction(async (tx) => {
      const marks = new MarkRepository(tx);
      await marks.remove(target, query.intentType);
      if (query.intentType === SMS_OPT_OUT && !(await marks.optOutLeft(owner.customerId, owner.leadIds)))
        await this.consent(tx, owner, 'opt-in', principal, query.reason);
      await this.announce(tx, owner);
    });
    return { message: 'Successfully Deleted' };
  }

  private async consent(
    tx: Queryable,
    owner: MarkOwner,
    kind: 'opt-in' | 'opt-out',
    principal: Principal,
    reason: string | undefined,
  ): Promise<void> {
    await new ConsentRepository(tx).recordStaffMark({
      customerId: owner.customerId,
      phone: owner.phone,
      kind,
      text: `${SMS_OPT_OUT} mark ${kind === 'opt-out' ? 'added' : 'removed'}`,
      at: this.clock.now(),
      userId: principal.userId,
      reason: reason?.trim() || null,
    });
  }

  private async announce(tx: Queryable, owner: MarkOwner): Promise<void> {
    const events = new RealtimeEventRepository(tx);
    const marks = new MarkRepository(tx);
    for (const leadId of owner.leadIds)
      await events.append('LEAD_FLAGS_CHANGED', leadId, { marks: await marks.ofLead(leadId), flags: {} });
  }

  /** The customer behind the target and its leads, when the target is in the user's scope. */
  private async ownerInScope(principal: Principal, target: MarkTarget): Promise<MarkOwner> {
    const owner = await new MarkRepository(this.db).ownerInScope(target, dataScopeOf(principal));
    if (!owner) throw notFound(TARGET_NOT_FOUND);
    return owner;
  }
}

function targetOf(customerId?: number, vehicleId?: number, fsiId?: number): MarkTarget {
  const given = [
    customerId !== undefined && ({ column: 'customer_id', id: customerId } as const),
    vehicleId !== undefined && ({ column: 'vehicle_id', id: vehicleId } as const),
    fsiId !== undefined && ({ column: 'fsi_id', id: fsiId } as const),
  ].filter((entry): entry is MarkTarget => entry !== false);
  if (given.length !== 1) throw badRequest(ONE_TARGET);
  return given[0]!;
}

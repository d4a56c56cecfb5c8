import { canEditCustomers, systemClock, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import {
  insertPlaceholderVehicle,
  insertStaffStartedLead,
  latestLead,
  latestVehicle,
  lockCustomer,
} from './customer-conversation.repository.js';
import type { CustomerService } from './customer.service.js';

/** A vehicle whose VIN staff fill in later (as the lead form and an unknown number's text make). */
const UNKNOWN_VIN = 'UNKNOWN0000000000';
/** The service type of a conversation staff start by hand: a general service visit. */
const STAFF_STARTED_SERVICE_TYPE = 'CHECK_UP';

/**
 * 'Text customer' (issue 30, point 11): the conversation staff text a customer in. Their latest lead
 * when they have one; otherwise a service lead on their latest vehicle (or a placeholder of the store's
 * make), with the assistant off because staff started it. Nothing is texted here: staff write in the
 * conversation's composer, whose send path checks opt-out, consent and quiet hours.
 */
export class CustomerConversationService {
  constructor(
    private readonly db: Database,
    private readonly customers: CustomerService,
    private readonly clock: Clock = systemClock,
  ) {}

  async open(
    principal: Principal,
    bocId: number,
    request: Schemas['CustomerConversationRequest'],
  ): Promise<Schemas['CustomerConversation']> {
    requireRole(principal, canEditCustomers);
    const customer = await this.customers.customer(principal, request.customerId, bocId);
    return this.db.transaction(async (tx) => {
      await lockCustomer(tx, customer.id);
      const latest = await latestLead(tx, customer.id);
      if (latest !== null) return { futureServiceInteractionId: latest, created: false };
      const at = this.clock.now();
      const vehicleId =
        (await latestVehicle(tx, customer.id)) ??
        (await insertPlaceholderVehicle(tx, customer, UNKNOWN_VIN, at));
      const leadId = await insertStaffStartedLead(tx, {
        customerId: customer.id,
        vehicleId,
        storeId: customer.store_id,
        bocId: customer.boc_id,
        serviceType: STAFF_STARTED_SERVICE_TYPE,
        at,
      });
      return { futureServiceInteractionId: leadId, created: true };
    });
  }
}

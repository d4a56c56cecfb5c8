import { canEditCustomers, systemClock, type Clock } from '@torque/domain';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database, Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
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
      // The customer row is locked so two clicks open one conversation, not two.
      await tx.query('SELECT id FROM customer WHERE id = $1 FOR UPDATE', [customer.id]);
      const latest = await latestLead(tx, customer.id);
      if (latest !== null) return { futureServiceInteractionId: latest, created: false };
      const at = this.clock.now();
      const vehicleId =
        (await latestVehicle(tx, customer.id)) ?? (await placeholderVehicle(tx, customer, at));
      const [lead] = await tx.query<{ id: number }>(
        `INSERT INTO future_service_interaction
           (customer_id, vehicle_id, store_id, boc_id, type, planned_service_type, stage, ai_enabled,
            conversation_initiated, created_on)
         VALUES ($1, $2, $3, $4, 'SERVICE', $5, 'NOT_STARTED', false, false, $6) RETURNING id`,
        [customer.id, vehicleId, customer.store_id, customer.boc_id, STAFF_STARTED_SERVICE_TYPE, at],
      );
      return { futureServiceInteractionId: lead!.id, created: true };
    });
  }
}

async function latestLead(tx: Queryable, customerId: number): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM future_service_interaction WHERE customer_id = $1
      ORDER BY last_activity_at DESC NULLS LAST, created_on DESC, id DESC LIMIT 1`,
    [customerId],
  );
  return rows[0]?.id ?? null;
}

async function latestVehicle(tx: Queryable, customerId: number): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM service_vehicle WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
    [customerId],
  );
  return rows[0]?.id ?? null;
}

async function placeholderVehicle(
  tx: Queryable,
  customer: { id: number; store_id: number },
  at: Date,
): Promise<number> {
  const [vehicle] = await tx.query<{ id: number }>(
    `INSERT INTO service_vehicle (customer_id, vin, make, created_at)
     SELECT $1, $2, s.make, $4 FROM store s WHERE s.id = $3 RETURNING id`,
    [customer.id, UNKNOWN_VIN, customer.store_id, at],
  );
  return vehicle!.id;
}

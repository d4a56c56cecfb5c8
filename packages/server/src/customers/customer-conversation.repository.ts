import type { Queryable } from '../db/database.js';

/** Locks the customer's row so two clicks of 'Text customer' open one conversation, not two. */
export async function lockCustomer(tx: Queryable, customerId: number): Promise<void> {
  await tx.query('SELECT id FROM customer WHERE id = $1 FOR UPDATE', [customerId]);
}

/** The customer's most recently active lead, if any. */
export async function latestLead(tx: Queryable, customerId: number): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `SELECT id FROM future_service_interaction WHERE customer_id = $1
      ORDER BY last_activity_at DESC NULLS LAST, created_on DESC, id DESC LIMIT 1`,
    [customerId],
  );
  return rows[0]?.id ?? null;
}

/** The customer's latest vehicle, if any. */
export async function latestVehicle(tx: Queryable, customerId: number): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM service_vehicle WHERE customer_id = $1 ORDER BY id DESC LIMIT 1',
    [customerId],
  );
  return rows[0]?.id ?? null;
}

/** A vehicle of the store's make with a VIN staff fill in later. */
export async function insertPlaceholderVehicle(
  tx: Queryable,
  customer: { id: number; store_id: number },
  vin: string,
  at: Date,
): Promise<number> {
  const [vehicle] = await tx.query<{ id: number }>(
    `INSERT INTO service_vehicle (customer_id, vin, make, created_at)
     SELECT $1, $2, s.make, $4 FROM store s WHERE s.id = $3 RETURNING id`,
    [customer.id, vin, customer.store_id, at],
  );
  return vehicle!.id;
}

/** A service lead staff started: nothing texted yet, the assistant off. */
export async function insertStaffStartedLead(
  tx: Queryable,
  lead: {
    customerId: number;
    vehicleId: number;
    storeId: number;
    bocId: number;
    serviceType: string;
    at: Date;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO future_service_interaction
       (customer_id, vehicle_id, store_id, boc_id, type, planned_service_type, stage, ai_enabled,
        conversation_initiated, created_on)
     VALUES ($1, $2, $3, $4, 'SERVICE', $5, 'NOT_STARTED', false, false, $6) RETURNING id`,
    [lead.customerId, lead.vehicleId, lead.storeId, lead.bocId, lead.serviceType, lead.at],
  );
  return row!.id;
}

import type { LeadSubmission } from '@torque/domain';
import type { Queryable } from '../db/database.js';

/** A lead form names no vehicle; staff fill it in later (the inbound path uses the same placeholder). */
const UNKNOWN_VIN = 'UNKNOWN0000000000';

/**
 * The store's customer with this phone number, or a new one. A known customer keeps its record;
 * names left blank (a lead opened by a text from an unknown number) are filled from the form.
 */
export async function findOrCreateCustomer(
  tx: Queryable,
  submission: LeadSubmission,
  storeId: number,
  at: Date,
): Promise<number> {
  const [known] = await tx.query<{ id: number }>(
    `UPDATE customer
        SET first_name = CASE WHEN btrim(first_name) = '' THEN $3 ELSE first_name END,
            last_name = CASE WHEN btrim(first_name) = '' THEN $4 ELSE last_name END
      WHERE id = (SELECT id FROM customer WHERE store_id = $1 AND cellular = $2 ORDER BY id LIMIT 1)
      RETURNING id`,
    [storeId, submission.customerPhoneNumber, submission.firstName, submission.lastName],
  );
  if (known) return known.id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO customer (store_id, first_name, last_name, cellular, customer_type, created_at)
     VALUES ($1, $2, $3, $4, 'NEW', $5) RETURNING id`,
    [storeId, submission.firstName, submission.lastName, submission.customerPhoneNumber, at],
  );
  return created!.id;
}

/** The customer's latest vehicle, or a placeholder of the store's make. */
export async function vehicleForLead(
  tx: Queryable,
  customerId: number,
  make: string,
  at: Date,
): Promise<number> {
  const [latest] = await tx.query<{ id: number }>(
    'SELECT id FROM service_vehicle WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [customerId],
  );
  if (latest) return latest.id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO service_vehicle (customer_id, vin, make, model, year, created_at)
     VALUES ($1, $2, $3, 'Unknown', $4, $5) RETURNING id`,
    [customerId, UNKNOWN_VIN, make, at.getUTCFullYear(), at],
  );
  return created!.id;
}

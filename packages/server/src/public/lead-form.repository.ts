import { conversationStage, type LeadSubmission } from '@torque/domain';
import type { Queryable } from '../db/database.js';

export type StoreOfNumber = { readonly id: number; readonly bocId: number; readonly make: string };

/** What a public lead submission reads and creates: the store, the customer, the vehicle and the lead. */
export class LeadFormRepository {
  constructor(private readonly db: Queryable) {}

  /** The store a number is registered to (its main, an assistant's or a pool number), lowest id first. */
  async storeOwningNumber(phone: string): Promise<StoreOfNumber | undefined> {
    const [registered] = await this.db.query<StoreOfNumber>(
      `SELECT s.id, s.boc_id AS "bocId", s.make FROM store s
        WHERE s.phone_number = $1
           OR EXISTS (SELECT 1 FROM store_number n WHERE n.store_id = s.id AND n.phone_number = $1)
           OR EXISTS (SELECT 1 FROM assistant a WHERE a.store_id = s.id AND a.phone_number = $1)
        ORDER BY s.id LIMIT 1`,
      [phone],
    );
    return registered;
  }

  /** The first store selling the make, else the first store. */
  async storeForMake(make: string): Promise<StoreOfNumber | undefined> {
    const [byMake] = await this.db.query<StoreOfNumber>(
      `SELECT id, boc_id AS "bocId", make FROM store
        ORDER BY (lower(make) = lower($1)) DESC, id LIMIT 1`,
      [make],
    );
    return byMake;
  }

  /** The store's first customer with the number, its blank names filled from the form; null if none. */
  async fillKnownCustomer(submission: LeadSubmission, storeId: number): Promise<number | null> {
    const [known] = await this.db.query<{ id: number }>(
      `UPDATE customer
          SET first_name = CASE WHEN btrim(first_name) = '' THEN $3 ELSE first_name END,
              last_name = CASE WHEN btrim(first_name) = '' THEN $4 ELSE last_name END
        WHERE id = (SELECT id FROM customer WHERE store_id = $1 AND cellular = $2 ORDER BY id LIMIT 1)
        RETURNING id`,
      [storeId, submission.customerPhoneNumber, submission.firstName, submission.lastName],
    );
    return known?.id ?? null;
  }

  async createCustomer(submission: LeadSubmission, storeId: number, at: Date): Promise<number> {
    const [created] = await this.db.query<{ id: number }>(
      `INSERT INTO customer (store_id, first_name, last_name, cellular, customer_type, created_at)
       VALUES ($1, $2, $3, $4, 'NEW', $5) RETURNING id`,
      [storeId, submission.firstName, submission.lastName, submission.customerPhoneNumber, at],
    );
    return created!.id;
  }

  async latestVehicle(customerId: number): Promise<number | null> {
    const [latest] = await this.db.query<{ id: number }>(
      'SELECT id FROM service_vehicle WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
      [customerId],
    );
    return latest?.id ?? null;
  }

  /** A vehicle of the make whose VIN, model and year staff fill in later (not given until then). */
  async createPlaceholderVehicle(customerId: number, vin: string, make: string, at: Date): Promise<number> {
    const [created] = await this.db.query<{ id: number }>(
      `INSERT INTO service_vehicle (customer_id, vin, make, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [customerId, vin, make, at],
    );
    return created!.id;
  }

  /** A new sales lead (SALES_THANKS) with the assistant on, for a customer who wrote: RESPONDED (spec 2 §4). */
  async createSalesLead(
    lead: { customerId: number; vehicleId: number; storeId: number; bocId: number },
    at: Date,
  ): Promise<number> {
    const [created] = await this.db.query<{ id: number }>(
      `INSERT INTO future_service_interaction
         (customer_id, vehicle_id, store_id, boc_id, type, planned_service_type, stage, ai_enabled, created_on)
       VALUES ($1, $2, $3, $4, 'SALES', 'SALES_THANKS', $6, true, $5) RETURNING id`,
      [lead.customerId, lead.vehicleId, lead.storeId, lead.bocId, at, conversationStage(['CUSTOMER'])],
    );
    return created!.id;
  }
}

import { conversationStage, formatPhone } from '@torque/domain';
import type { Queryable } from '../db/database.js';

export type InboundStore = { readonly id: number; readonly bocId: number; readonly make: string };

/** Where an inbound text belongs: the lead, its customer and store. */
export type InboundTarget = {
  readonly leadId: number;
  readonly customerId: number;
  readonly storeId: number;
  readonly created: boolean;
};

/** Placeholder vehicle of a lead created from an unknown number: staff fill it in later. */
const UNKNOWN_VIN = 'UNKNOWN0000000000';

export class InboundRoutingRepository {
  constructor(private readonly db: Queryable) {}

  /** The store a number belongs to: its main number, an assistant's number or a pool number. */
  async storeByNumber(phone: string): Promise<InboundStore | null> {
    const rows = await this.db.query<InboundStore>(
      `SELECT s.id, s.boc_id AS "bocId", s.make FROM store s
        WHERE s.phone_number = $1
           OR EXISTS (SELECT 1 FROM store_number n WHERE n.store_id = s.id AND n.phone_number = $1)
           OR EXISTS (SELECT 1 FROM assistant a WHERE a.store_id = s.id AND a.phone_number = $1)
        ORDER BY s.id LIMIT 1`,
      [phone],
    );
    return rows[0] ?? null;
  }

  /** Used when To is not one of ours and the number is unknown: the first store takes the lead. */
  async fallbackStore(): Promise<InboundStore | null> {
    const rows = await this.db.query<InboundStore>(
      'SELECT id, boc_id AS "bocId", make FROM store ORDER BY id LIMIT 1',
    );
    return rows[0] ?? null;
  }

  /** The enterprise a store belongs to: whose taught wording reads a reply to it. */
  async enterpriseOfStore(storeId: number): Promise<number | null> {
    const [row] = await this.db.query<{ enterpriseId: number }>(
      'SELECT enterprise_id AS "enterpriseId" FROM store WHERE id = $1',
      [storeId],
    );
    return row?.enterpriseId ?? null;
  }

  /** The customer's most recent lead (in the store when given): the conversation the reply joins. */
  async latestLead(phone: string, storeId: number | null): Promise<InboundTarget | null> {
    const rows = await this.db.query<InboundTarget>(
      `SELECT f.id AS "leadId", c.id AS "customerId", f.store_id AS "storeId", false AS created
         FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.cellular = $1 AND ($2::int IS NULL OR f.store_id = $2)
        ORDER BY f.last_activity_at DESC NULLS LAST, f.created_on DESC, f.id DESC
        LIMIT 1`,
      [phone, storeId],
    );
    return rows[0] ?? null;
  }

  /** A text from an unknown number opens a new sales lead rather than being dropped. */
  async createLead(phone: string, store: InboundStore, at: Date): Promise<InboundTarget> {
    const [customer] = await this.db.query<{ id: number }>(
      `INSERT INTO customer (store_id, first_name, last_name, cellular, customer_type, created_at)
       VALUES ($1, '', $2, $3, 'NEW', $4) RETURNING id`,
      [store.id, formatPhone(phone), phone, at],
    );
    const [vehicle] = await this.db.query<{ id: number }>(
      `INSERT INTO service_vehicle (customer_id, vin, make, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [customer!.id, UNKNOWN_VIN, store.make, at],
    );
    const [lead] = await this.db.query<{ id: number }>(
      `INSERT INTO future_service_interaction
         (customer_id, vehicle_id, store_id, boc_id, type, planned_service_type, stage, ai_enabled,
          conversation_initiated, created_on)
       VALUES ($1, $2, $3, $4, 'SALES', 'SALES_THANKS', $6, false, true, $5) RETURNING id`,
      // The lead exists because the customer wrote: RESPONDED (spec 2 §4), never INITIATED.
      [customer!.id, vehicle!.id, store.id, store.bocId, at, conversationStage(['CUSTOMER'])],
    );
    return { leadId: lead!.id, customerId: customer!.id, storeId: store.id, created: true };
  }
}

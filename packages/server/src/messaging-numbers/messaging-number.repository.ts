import type { Queryable } from '../db/database.js';

export type StoreInReach = { readonly id: number; readonly enterpriseId: number; readonly name: string };
export type StoreNumbers = {
  readonly storeId: number;
  readonly storeName: string;
  readonly enterpriseId: number;
  readonly numbers: { phoneNumber: string; kind: 'main' | 'assistant' | 'pool' }[];
};
export type NumberOrderRecord = {
  readonly orderId: string;
  readonly phoneNumber: string;
  readonly provider: 'TWILIO' | 'BANDWIDTH' | 'LISA';
  readonly soldBy: 'twilio' | 'bandwidth' | 'simulated' | 'registered';
  readonly storeId: number;
  readonly divisionId: string | null;
  readonly status: string;
  readonly orderedBy: number;
  readonly orderedAt: Date;
};

/** Every number Torque already routes somewhere: a store's main, pool or assistant number. */
const NUMBERS_IN_USE = `
  SELECT phone_number FROM store
  UNION SELECT phone_number FROM store_number
  UNION SELECT phone_number FROM assistant WHERE phone_number IS NOT NULL`;

/** SQL of the messaging numbers: which numbers are in use, each store's numbers, and a purchase. */
export class MessagingNumberRepository {
  constructor(private readonly db: Queryable) {}

  /** The numbers in use that start with the prefix (+1 and an area code, or a whole number). */
  async numbersInUse(prefix: string): Promise<Set<string>> {
    const rows = await this.db.query<{ phone_number: string }>(
      `SELECT phone_number FROM (${NUMBERS_IN_USE}) used WHERE starts_with(phone_number, $1)`,
      [prefix],
    );
    return new Set(rows.map((row) => row.phone_number));
  }

  async store(storeId: number): Promise<StoreInReach | null> {
    const [row] = await this.db.query<StoreInReach>(
      'SELECT id, enterprise_id AS "enterpriseId", name FROM store WHERE id = $1',
      [storeId],
    );
    return row ?? null;
  }

  /** The stores (of one enterprise, or all) with their numbers: main first, then the others. */
  async storesWithNumbers(enterpriseId: number | undefined): Promise<StoreNumbers[]> {
    const rows = await this.db.query<{
      id: number;
      name: string;
      enterprise_id: number;
      numbers: StoreNumbers['numbers'];
    }>(
      `SELECT s.id, s.name, s.enterprise_id,
              json_build_array(json_build_object('phoneNumber', s.phone_number, 'kind', 'main'))::jsonb
              || COALESCE((SELECT jsonb_agg(jsonb_build_object('phoneNumber', n.phone_number, 'kind', n.kind)
                                            ORDER BY n.phone_number)
                             FROM store_number n WHERE n.store_id = s.id AND n.phone_number <> s.phone_number),
                          '[]'::jsonb) AS numbers
         FROM store s
        WHERE $1::int IS NULL OR s.enterprise_id = $1
        ORDER BY s.name, s.id`,
      [enterpriseId ?? null],
    );
    return rows.map((row) => ({
      storeId: row.id,
      storeName: row.name,
      enterpriseId: row.enterprise_id,
      numbers: row.numbers,
    }));
  }

  /**
   * Assigns a bought number to its store: it joins the store's pool (so customers' texts to it reach
   * the store) and the purchase is recorded. False when the number was taken meanwhile.
   */
  async assign(order: NumberOrderRecord): Promise<boolean> {
    const pooled = await this.db.query<{ phone_number: string }>(
      `INSERT INTO store_number (phone_number, store_id, kind)
       SELECT $1, $2, 'pool'
        WHERE NOT EXISTS (SELECT 1 FROM (${NUMBERS_IN_USE}) used WHERE used.phone_number = $1)
       ON CONFLICT (phone_number) DO NOTHING RETURNING phone_number`,
      [order.phoneNumber, order.storeId],
    );
    if (pooled.length === 0) return false;
    await this.db.query(
      `INSERT INTO phone_number_order
         (order_id, phone_number, provider, sold_by, store_id, division_id, status, ordered_by, ordered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        order.orderId,
        order.phoneNumber,
        order.provider,
        order.soldBy,
        order.storeId,
        order.divisionId,
        order.status,
        order.orderedBy,
        order.orderedAt,
      ],
    );
    return true;
  }
}

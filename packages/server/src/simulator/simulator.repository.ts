import type { Queryable } from '../db/database.js';

export type SimulatedPhone = {
  readonly customerId: number;
  readonly name: string;
  readonly phone: string;
  readonly storeName: string;
  readonly storePhone: string;
};

export type PhoneMessage = {
  readonly at: string;
  readonly direction: 'in' | 'out';
  readonly text: string;
  readonly status: string | null;
};

/** What the simulator shows: the demo customers and the texts their "phones" sent and got. */
export class SimulatorRepository {
  constructor(private readonly db: Queryable) {}

  phones(search: string, limit: number): Promise<SimulatedPhone[]> {
    return this.db.query<SimulatedPhone>(
      `SELECT DISTINCT ON (c.cellular) c.id AS "customerId", trim(c.first_name || ' ' || c.last_name) AS name,
              c.cellular AS phone, s.name AS "storeName", s.phone_number AS "storePhone"
         FROM customer c JOIN store s ON s.id = c.store_id
        WHERE $1 = '' OR c.first_name ILIKE $2 OR c.last_name ILIKE $2 OR c.cellular LIKE $2
        ORDER BY c.cellular, c.id
        LIMIT $3`,
      [search, `%${search}%`, limit],
    );
  }

  phone(customerId: number): Promise<SimulatedPhone | null> {
    return this.db
      .query<SimulatedPhone>(
        `SELECT c.id AS "customerId", trim(c.first_name || ' ' || c.last_name) AS name, c.cellular AS phone,
                s.name AS "storeName", s.phone_number AS "storePhone"
           FROM customer c JOIN store s ON s.id = c.store_id WHERE c.id = $1`,
        [customerId],
      )
      .then((rows) => rows[0] ?? null);
  }

  /** The phone's side: what it texted (inbound messages) and what the loopback carrier delivered to it. */
  conversation(phone: string, limit: number): Promise<PhoneMessage[]> {
    return this.db.query<PhoneMessage>(
      `SELECT * FROM (
         SELECT to_char(accepted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, 'in' AS direction,
                body AS text, status
           FROM loopback_sms WHERE to_address = $1
         UNION ALL
         SELECT to_char(created_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'out', content, message_status
           FROM message_instance WHERE direction = 'RECEIVED' AND from_address = $1
       ) phone ORDER BY at DESC LIMIT $2`,
      [phone, limit],
    );
  }
}

import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { searchTermsCondition } from '../leads/search-terms.js';

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

/**
 * What the simulator shows: the customers of the stores the signed-in staff member may see and the
 * texts their "phones" sent and got.
 */
export class SimulatorRepository {
  constructor(private readonly db: Queryable) {}

  phones(scope: DataScope, search: string, limit: number): Promise<SimulatedPhone[]> {
    const params = new SqlParams();
    // The same words as the lead manager's search: names in any order, the vehicle, the number.
    const matches = searchTermsCondition(search, params, {
      words: [
        'c.first_name',
        'c.last_name',
        `(SELECT string_agg(concat_ws(' ', v.year, v.make, v.model), ' ') FROM service_vehicle v WHERE v.customer_id = c.id)`,
      ],
      cellular: 'c.cellular',
    });
    return this.db.query<SimulatedPhone>(
      `SELECT DISTINCT ON (c.cellular) c.id AS "customerId", trim(c.first_name || ' ' || c.last_name) AS name,
              c.cellular AS phone, s.name AS "storeName", s.phone_number AS "storePhone"
         FROM customer c JOIN store s ON s.id = c.store_id
        WHERE ${scopeCondition(scope, 's', params)}${matches ? ` AND ${matches}` : ''}
        ORDER BY c.cellular, c.id
        LIMIT ${params.add(limit)}`,
      params.values,
    );
  }

  phone(scope: DataScope, customerId: number): Promise<SimulatedPhone | null> {
    const params = new SqlParams();
    return this.db
      .query<SimulatedPhone>(
        `SELECT c.id AS "customerId", trim(c.first_name || ' ' || c.last_name) AS name, c.cellular AS phone,
                s.name AS "storeName", s.phone_number AS "storePhone"
           FROM customer c JOIN store s ON s.id = c.store_id
          WHERE c.id = ${params.add(customerId)} AND ${scopeCondition(scope, 's', params)}`,
        params.values,
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

import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

export type AssistantQuery = {
  readonly bocId: number;
  readonly storeId: number;
  readonly divisionId: string;
};

export type AssistantName = { first_name: string | null; last_name: string | null };

/** The assistant who texts a lead, with the number replies go out from (the store's when it has none). */
export type LeadAssistant = AssistantName & { phone: string; log_mode: boolean };

export class AssistantRepository {
  constructor(private readonly db: Queryable) {}

  /** The store's assistant of a division, with its name only. */
  async nameOf(storeId: number, divisionId: string): Promise<AssistantName | undefined> {
    const [agent] = await this.db.query<AssistantName>(
      'SELECT first_name, last_name FROM assistant WHERE store_id = $1 AND division_id = $2',
      [storeId, divisionId],
    );
    return agent;
  }

  /** The lead's store assistant of the division, the number to text from and the lead's log mode. */
  async forLead(leadId: number, divisionId: string): Promise<LeadAssistant | undefined> {
    const [row] = await this.db.query<LeadAssistant>(
      `SELECT a.first_name, a.last_name, COALESCE(a.phone_number, s.phone_number) AS phone, f.log_mode
         FROM future_service_interaction f JOIN store s ON s.id = f.store_id
         LEFT JOIN assistant a ON a.store_id = s.id AND a.division_id = $2
        WHERE f.id = $1`,
      [leadId, divisionId],
    );
    return row;
  }

  /** The assistants of one store and division; a store outside the scope has none to show. */
  list(query: AssistantQuery, scope: DataScope): Promise<Schemas['Assistant'][]> {
    const params = new SqlParams();
    return this.db.query<Schemas['Assistant']>(
      `SELECT a.initializer_process_enabled AS "initializerProcessEnabled",
              a.phone_number AS "agentPhoneNumber",
              a.first_name AS "agentFirstName", a.last_name AS "agentLastName"
         FROM assistant a JOIN store s ON s.id = a.store_id
        WHERE a.store_id = ${params.add(query.storeId)} AND s.boc_id = ${params.add(query.bocId)}
          AND a.division_id = ${params.add(query.divisionId)} AND ${scopeCondition(scope, 's', params)}
        ORDER BY a.id`,
      params.values,
    );
  }
}

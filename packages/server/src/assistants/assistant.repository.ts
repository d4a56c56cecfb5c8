import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

export type AssistantQuery = {
  readonly bocId: number;
  readonly storeId: number;
  readonly divisionId: string;
};

export class AssistantRepository {
  constructor(private readonly db: Queryable) {}

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

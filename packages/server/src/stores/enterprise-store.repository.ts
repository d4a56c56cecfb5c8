import { scopeCondition, type DataScope } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { Schemas } from '../http/contract.js';

type StoreRow = {
  id: number;
  store_code: string;
  name: string;
  boc_id: number;
  make: string;
  office_time_zone: string;
};

/** An enterprise's stores as the store pickers list them, never beyond the user's scope. */
export class EnterpriseStoreRepository {
  constructor(private readonly db: Queryable) {}

  async ofEnterprise(enterpriseId: number, scope: DataScope): Promise<Schemas['Store'][]> {
    const params = new SqlParams();
    const rows = await this.db.query<StoreRow>(
      `SELECT s.id, s.store_code, s.name, s.boc_id, s.make, s.office_time_zone FROM store s
        WHERE s.enterprise_id = ${params.add(enterpriseId)} AND ${scopeCondition(scope, 's', params)}
        ORDER BY s.name, s.id`,
      params.values,
    );
    return rows.map((row) => ({
      id: row.id,
      store_id: row.store_code,
      storeName: row.name,
      bocMaster: { id: row.boc_id },
      brand: row.make,
      timezone: row.office_time_zone,
    }));
  }
}

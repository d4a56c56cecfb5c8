import { principalOf } from '../auth/authenticate.hook.js';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Queryable } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { EnterpriseStoreRepository } from './enterprise-store.repository.js';

/**
 * GET /api/enterprise/{enterpriseId}/store: the stores a picker offers (the customers screen's).
 * A store user sees their own store; another enterprise's list is empty rather than an error.
 */
export function enterpriseStoreHandlers(db: Queryable): Pick<OperationHandlers, 'getEnterpriseStores'> {
  const stores = new EnterpriseStoreRepository(db);
  return {
    getEnterpriseStores: async (request) => {
      const data = await stores.ofEnterprise(request.params.enterpriseId, dataScopeOf(principalOf(request)));
      return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
    },
  };
}
